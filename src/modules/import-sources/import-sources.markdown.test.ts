import { describe, expect, test } from "bun:test";
import { strToU8, zipSync, type Zippable } from "fflate";
import { GIF_1x1, JPEG_1x1, PNG_1x1 } from "../../testing/images";
import { markdownSiteFiles as siteFiles } from "./fixtures/archives";
import { parseMarkdownArchive } from "./import-sources.markdown";
import type { ImportPlan } from "./import-sources.types";

/** The English text of each report line, in order. */
const messages = (notes: { message: string }[]) => notes.map((note) => note.message);

function planOf(zip: Uint8Array): ImportPlan {
  const result = parseMarkdownArchive(zip);
  if (!result.ok) throw new Error(`expected a plan, got ${result.error.code}: ${result.error.message}`);
  return result.plan;
}

const plan = planOf(zipSync(siteFiles()));
const byOrigin = (origin: string) => {
  const item = plan.articles.find((planned) => planned.origin === `site/${origin}`);
  if (!item) throw new Error(`no ${origin} in ${plan.articles.map((a) => a.origin).join(", ")}`);
  return item;
};
const tokenOf = (sourcePath: string) => {
  const upload = plan.uploads.find((candidate) => candidate.sourcePath === sourcePath);
  if (!upload) throw new Error(`no upload for ${sourcePath}`);
  return upload.token;
};
const post = (frontMatter: string, body = "A body long enough to pass the fifty character minimum of content.") =>
  strToU8(`---\n${frontMatter}\n---\n\n${body}\n`);

describe("Markdown archive: which files become articles", () => {
  test("posts with front matter, whatever folder they are in", () => {
    expect(plan.articles.map((a) => a.origin)).toEqual([
      "site/_drafts/unfinished.md",
      "site/_posts/2021-03-04-jekyll-style.md",
      "site/content/posts/bundle-post/index.md",
      "site/content/posts/toml-post.md",
      "site/content/posts/yaml-post.md",
    ]);
  });

  test("files without front matter, section pages and broken front matter are skipped with reasons", () => {
    expect(plan.skipped).toMatchObject([
      { title: "site/README.md", reason: "no front matter: not a post" },
      { title: "site/content/posts/_index.md", reason: "a Hugo section page (_index.md), not a post" },
      {
        title: "site/content/posts/broken.md",
        reason: "front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] at line 1, column 17",
      },
    ]);
  });
});

describe("Markdown archive: YAML front matter (Hugo)", () => {
  const yaml = byOrigin("content/posts/yaml-post.md");

  test("maps the front matter field by field", () => {
    expect(yaml.article).toMatchObject({
      title: "Hello from YAML",
      slug: "hello-yaml",
      category: "Notes",
      published: true,
      publishedAt: "2023-02-01T10:00:00.000Z",
      createdAt: "2023-02-01T10:00:00.000Z",
      updatedAt: "2023-02-05T00:00:00.000Z",
      translations: {},
    });
  });

  test("the text before <!--more--> is the summary, and the marker is gone", () => {
    expect(yaml.article.summary).toBe("This is the opening paragraph that serves as the summary of this post.");
    expect(yaml.article.content).not.toContain("more");
    expect(yaml.article.content).toStartWith("<p>This is the opening paragraph that serves as the <strong>summary</strong> of this post.</p>");
  });

  test("images served from static/ become upload tokens: inline, in the figure shortcode and as cover: {image}", () => {
    expect(yaml.article.content).toContain(`<img src="${tokenOf("site/static/images/diagram.png")}" alt="Diagram" title="A diagram" />`);
    expect(yaml.article.content).toContain(
      `<figure><img src="${tokenOf("site/static/images/figure.gif")}" alt="Figure" /><figcaption>A figure caption</figcaption></figure>`,
    );
    expect(yaml.article.imageUrl).toBe(tokenOf("site/static/images/cover.png"));
  });

  test("other shortcodes are removed by name (their text kept) and the iframe goes with the privacy warning", () => {
    expect(yaml.article.content).toContain("<p>Kept text inside a notice.</p>");
    expect(yaml.article.content).not.toContain("{{");
    expect(messages(yaml.warnings)).toEqual(["shortcode {{< youtube >}} removed", "shortcode {{< notice >}} removed", "embedded iframe removed: privacy rule"]);
  });
});

describe("Markdown archive: TOML front matter, drafts and remote images", () => {
  const toml = byOrigin("content/posts/toml-post.md");

  test("maps the front matter field by field", () => {
    expect(toml.article).toMatchObject({
      title: "Notes in TOML",
      slug: "toml-post",
      summary: "A draft written with TOML front matter.",
      // No categories: the first tag.
      category: "toml",
      published: false,
      // A draft's date is when it was written, not a publication.
      publishedAt: null,
      createdAt: "2022-11-20T08:30:00.000Z",
      updatedAt: "2022-11-21T09:00:00.000Z",
      imageUrl: "https://cdn.example.com/remote-cover.jpg",
    });
  });

  test("remote images are kept and listed; an SVG is not an image the site accepts", () => {
    expect(toml.article.content).toContain('<img src="https://cdn.example.com/inline.png" alt="Remote" />');
    expect(toml.article.content).not.toContain("logo.svg");
    expect(messages(toml.warnings)).toEqual([
      "not a PNG, JPEG, GIF or WebP image: site/content/posts/logo.svg",
      'remote image kept: "https://cdn.example.com/remote-cover.jpg" (replace it with an upload)',
      'remote image kept: "https://cdn.example.com/inline.png" (replace it with an upload)',
    ]);
  });
});

describe("Markdown archive: page bundle, translation, Jekyll names", () => {
  const bundle = byOrigin("content/posts/bundle-post/index.md");

  test("a page bundle's index.md takes its folder's name as slug; its images sit beside it", () => {
    const beach = tokenOf("site/content/posts/bundle-post/beach.png");
    expect(bundle.article).toMatchObject({
      title: "A page bundle",
      slug: "bundle-post",
      summary: "Posts in Hugo page bundles keep their images beside them.",
      category: "Travel",
      publishedAt: "2023-03-01T00:00:00.000Z",
    });
    expect(bundle.article.content).toContain(`<img src="${beach}" alt="Beach" />`);
    // The link around the thumbnail points at the same upload.
    expect(bundle.article.content).toContain(`<a href="${beach}" rel="noopener noreferrer"><img src="${beach}" alt="Thumb" /></a>`);
  });

  test("an image referenced but missing from the archive is a warning, and the broken image is left out", () => {
    expect(messages(bundle.warnings)).toEqual(["image not found in the archive: site/content/posts/bundle-post/missing.png"]);
    expect(bundle.article.content).not.toContain("missing.png");
  });

  test("index.en.md is the English translation of index.md", () => {
    expect(bundle.article.translations).toEqual({
      en: {
        title: "A page bundle in English",
        summary: "English summary for the bundle post.",
        content: `<p>English body with the same <img src="${tokenOf("site/content/posts/bundle-post/beach.png")}" alt="Beach" />.</p>`,
      },
    });
  });

  test("a Jekyll file name gives the slug without its date, and the date", () => {
    expect(byOrigin("_posts/2021-03-04-jekyll-style.md").article).toMatchObject({
      title: "Jekyll style",
      slug: "jekyll-style",
      summary: "Jekyll posts carry their date in the file name.",
      category: "journal",
      published: true,
      publishedAt: "2021-03-04T00:00:00.000Z",
      createdAt: "2021-03-04T00:00:00.000Z",
    });
  });

  test("a file in Jekyll's _drafts is a draft", () => {
    expect(byOrigin("_drafts/unfinished.md").article).toMatchObject({ slug: "unfinished", published: false, publishedAt: null });
  });
});

describe("Markdown archive: uploads", () => {
  test("one upload per image used, with its sniffed kind, its bytes read again from the archive; unused images are not uploaded", () => {
    expect(plan.uploads.map(({ sourcePath, kind, token }) => ({ sourcePath, kind, token }))).toEqual([
      { sourcePath: "site/content/posts/bundle-post/beach.png", kind: "jpeg", token: "/uploads/import-pending-1.jpg" },
      { sourcePath: "site/static/images/diagram.png", kind: "png", token: "/uploads/import-pending-2.png" },
      { sourcePath: "site/static/images/figure.gif", kind: "gif", token: "/uploads/import-pending-3.gif" },
      { sourcePath: "site/static/images/cover.png", kind: "png", token: "/uploads/import-pending-4.png" },
    ]);
    const read = new Map<string, Uint8Array>();
    plan.readUploadFiles!(new Set(["site/content/posts/bundle-post/beach.png", "site/static/images/figure.gif"]), (path, bytes) => read.set(path, bytes));
    expect(read).toEqual(
      new Map([
        ["site/content/posts/bundle-post/beach.png", JPEG_1x1],
        ["site/static/images/figure.gif", GIF_1x1],
      ]),
    );
  });

  test("an image whose article is skipped is not uploaded", () => {
    const zip = zipSync({
      "a.md": post("title: Too short", "![x](a.png) tiny"),
      "a.png": PNG_1x1,
    });
    const skippedPlan = planOf(zip);
    // The markup counts towards the content minimum, as it does when the editor saves; the summary cannot be made.
    expect(skippedPlan.skipped).toMatchObject([{ title: "Too short", reason: "Summary must be at least 10 characters." }]);
    expect(skippedPlan.uploads).toEqual([]);
  });

  test("an image larger than the upload limit is reported, not imported", () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_1x1);
    const bigImage = planOf(
      zipSync({ "a.md": post("title: Big image", "![x](big.png) and enough text to pass the content minimum."), "big.png": [big, { level: 0 }] }),
    );
    expect(messages(bigImage.articles[0]!.warnings)).toContain("image larger than 5 MB: big.png");
    expect(bigImage.uploads).toEqual([]);
  });

  test("a reference climbing out of the archive is not found, never resolved", () => {
    const traversal = planOf(
      zipSync({ "posts/a.md": post("title: Climbing out", "![x](../../etc/passwd.png) and enough text to pass the content minimum of fifty.") }),
    );
    expect(messages(traversal.articles[0]!.warnings)).toContain("image not found in the archive: ../../etc/passwd.png");
    expect(traversal.uploads).toEqual([]);
  });
});

describe("Markdown archive: odd and hostile inputs", () => {
  test("a translation without its base file is skipped", () => {
    expect(planOf(zipSync({ "lonely.fr.md": post("title: Seul") })).skipped).toEqual([
      { title: "lonely.fr.md", reason: "a translation (fr) without its base file", code: "translation-without-base", params: { language: "fr" } },
    ]);
  });

  test("a YAML alias bomb is refused as invalid front matter, not expanded", () => {
    const aliases = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 12; i++)
      aliases.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(", ")}]`,
      );
    const bomb = planOf(zipSync({ "bomb.md": post(`title: Bomb\n${aliases.join("\n")}`) }));
    expect(bomb.articles).toEqual([]);
    expect(bomb.skipped[0]!.reason).toStartWith("front matter is not valid YAML: ");
  });

  test("a file the Markdown renderer gives up on (nesting deep enough to overflow its stack) is skipped alone", () => {
    const deep = planOf(zipSync({ "deep.md": post("title: Deep quotes", `${"> ".repeat(20_000)}text`), "fine.md": post("title: A fine post") }));
    expect(deep.skipped).toMatchObject([{ title: "deep.md", reason: "could not be read: Maximum call stack size exceeded." }]);
    expect(deep.articles.map((a) => a.origin)).toEqual(["fine.md"]);
  });

  test("invalid TOML is skipped with the reason", () => {
    const broken = planOf(zipSync({ "a.md": strToU8('+++\ntitle = "unclosed\n+++\n\nBody') }));
    expect(broken.skipped[0]!.reason).toStartWith("front matter is not valid TOML: ");
  });

  test("themes, build output and hidden folders are not content", () => {
    const files: Zippable = {
      "themes/paper/exampleSite/content/demo.md": post("title: Theme demo"),
      "public/index.md": post("title: Built page"),
      "node_modules/pkg/README.md": post("title: Dependency"),
      ".github/ISSUE.md": post("title: Issue template"),
      "content/real.md": post("title: The real post"),
    };
    expect(planOf(zipSync(files)).articles.map((a) => a.origin)).toEqual(["content/real.md"]);
  });

  test.each([
    ["not a zip", strToU8("# just markdown"), "not-a-zip"],
    ["a truncated zip", zipSync(siteFiles()).subarray(0, 300), "truncated-zip"],
    ["path traversal", zipSync({ "../../evil.md": post("title: Evil") }), "unsafe-path"],
    ["a symbolic link", zipSync({ "a.md": post("title: A linked post"), "b.md": [strToU8("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }] }), "unsafe-path"],
    ["a zip bomb", zipSync({ "bomb.md": [new Uint8Array(8 * 1024 * 1024), { level: 9 }] }), "zip-bomb"],
  ])("%s is refused with a clear error", (_label, zip, code) => {
    const result = parseMarkdownArchive(zip);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code as typeof result.error.code);
      expect(result.error.message.length).toBeGreaterThan(10);
    }
  });
});
