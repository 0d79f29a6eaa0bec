import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ImportPlan } from "./import-sources.types";
import { parseWordpressExport } from "./import-sources.wordpress";

/** The English text of each report line, in order. */
const messages = (notes: { message: string }[]) => notes.map((note) => note.message);

const FIXTURE = readFileSync(join(import.meta.dir, "fixtures", "wordpress.xml"));
const bytes = (text: string) => new TextEncoder().encode(text);

function planOf(input: Uint8Array): ImportPlan {
  const result = parseWordpressExport(input);
  if (!result.ok) throw new Error(`expected a plan, got ${result.error.code}: ${result.error.message}`);
  return result.plan;
}

const plan = planOf(FIXTURE);
const byOrigin = (origin: string) => {
  const item = plan.articles.find((planned) => planned.origin === origin);
  if (!item) throw new Error(`no ${origin} in the plan`);
  return item;
};

/** A one-item WXR document around this item's inner XML. */
const wxrWith = (item: string) =>
  bytes(
    `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><wp:wxr_version>1.2</wp:wxr_version><item>${item}</item></channel></rss>`,
  );

describe("WordPress export: which items become articles", () => {
  test("posts only: pages, attachments and menu items are not articles", () => {
    expect(plan.source).toBe("wordpress");
    expect(plan.articles.map((a) => a.origin)).toEqual(["post 10", "post 20", "post 30", "post 31", "post 32", "post 33", "post 34"]);
    expect(plan.warnings).toMatchObject([{ title: "WordPress export", message: "1 page not imported: only posts are" }]);
  });

  test("a trashed post is skipped with the reason", () => {
    expect(plan.skipped).toMatchObject([{ title: "Deleted post", reason: "in the WordPress trash" }]);
  });
});

describe("WordPress export: a classic published post, field by field", () => {
  const lisbon = byOrigin("post 10");

  test("maps every field", () => {
    expect(lisbon.scheduled).toBe(false);
    expect(lisbon.article).toEqual({
      // WordPress stores titles HTML-escaped; the entity is read once, not kept.
      title: "Tom & Jerry go to Lisbon",
      slug: "lisbon",
      summary: "Two days in Lisbon, eating and walking.",
      content: [
        "<p>We landed in Lisbon early in the morning.<br />\nThe city was still asleep.</p>",
        "<p>Then we walked up to the castle, which took <em>hours</em> [sic].</p>",
        '<figure><a href="https://blog.example.com/wp-content/uploads/2023/05/tram.jpg" rel="noopener noreferrer"><img src="https://blog.example.com/wp-content/uploads/2023/05/tram-300x200.jpg" alt="Tram 28" width="300" height="200" /></a><figcaption>The famous tram 28</figcaption></figure>',
        "<ul>\n<li>Pastéis de nata</li>\n<li>Bacalhau</li>\n</ul>",
      ].join("\n"),
      // The first category, not the tag listed before it.
      category: "Travel",
      // _thumbnail_id → the attachment item's URL.
      imageUrl: "https://blog.example.com/wp-content/uploads/2023/05/cover.jpg",
      published: true,
      publishAt: null,
      translations: {},
      publishedAt: "2023-05-01T10:00:00.000Z",
      createdAt: "2023-05-01T10:00:00.000Z",
      updatedAt: "2023-05-03T07:00:00.000Z",
    });
  });

  test("says what was dropped and which images stay remote", () => {
    expect(messages(lisbon.warnings)).toEqual([
      "shortcode [gallery] removed",
      'remote image kept: "https://blog.example.com/wp-content/uploads/2023/05/cover.jpg" (replace it with an upload)',
      'remote image kept: "https://blog.example.com/wp-content/uploads/2023/05/tram-300x200.jpg" (replace it with an upload)',
    ]);
  });
});

describe("WordPress export: statuses, dates and the block editor", () => {
  test("block-editor content loses its comments and its iframe (with the privacy warning)", () => {
    const blocks = byOrigin("post 20");
    expect(blocks.article.content).toBe(
      // The blank line is where the iframe was.
      "<p>Written in the block editor, where every block is marked by comments.</p>\n\n<hr />\n<p>Second block paragraph.</p>",
    );
    expect(blocks.article.category).toBe("Uncategorized");
    expect(messages(blocks.warnings)).toEqual(["embedded iframe removed: privacy rule", "no summary: taken from the text"]);
  });

  test("a draft without a slug gets one from its title, and its local date when the GMT one is empty", () => {
    const draft = byOrigin("post 30");
    expect(draft.article).toMatchObject({
      slug: "a-draft-never-saved-with-a-slug",
      published: false,
      publishedAt: null,
      createdAt: "2023-07-01T12:00:00.000Z",
      updatedAt: "2023-07-02T10:00:00.000Z",
      category: "General",
    });
  });

  test("pending is a draft", () => {
    expect(byOrigin("post 31").article).toMatchObject({ published: false, publishedAt: null });
  });

  test("future is published at its future date and flagged as scheduled; a missing featured image is reported", () => {
    const future = byOrigin("post 32");
    expect(future.scheduled).toBe(true);
    expect(future.article).toMatchObject({ published: true, publishedAt: "2099-01-01T09:00:00.000Z", imageUrl: null });
    expect(messages(future.warnings)).toContain("featured image (attachment 99) is not in the export");
  });

  test("private becomes a draft with a warning", () => {
    const privatePost = byOrigin("post 33");
    expect(privatePost.article.published).toBe(false);
    expect(messages(privatePost.warnings)).toContain("private in WordPress: imported as a draft");
  });

  test("a password-protected post is not made public", () => {
    const protectedPost = byOrigin("post 34");
    expect(protectedPost.article.published).toBe(false);
    expect(messages(protectedPost.warnings)).toContain("password-protected in WordPress: imported as a draft");
  });

  test("an auto-draft is skipped; an unknown status is a draft with a warning", () => {
    const autoDraft = planOf(wxrWith("<title>Auto</title><wp:post_id>1</wp:post_id><wp:status>auto-draft</wp:status><wp:post_type>post</wp:post_type>"));
    expect(autoDraft.skipped).toMatchObject([{ title: "Auto", reason: "an auto-draft WordPress created but nobody saved" }]);

    const odd = planOf(
      wxrWith(
        "<title>Odd status</title><content:encoded>Some text long enough to be kept as the content of an article.</content:encoded><wp:post_id>2</wp:post_id><wp:status>archived</wp:status><wp:post_type>post</wp:post_type>",
      ),
    );
    expect(odd.articles[0]!.article.published).toBe(false);
    expect(messages(odd.articles[0]!.warnings)).toContain('status "archived" imported as a draft');
  });
});

describe("WordPress export: the read-more divider", () => {
  test("without an excerpt, the teaser before <!--more--> is the summary", () => {
    const teaser = planOf(
      wxrWith(
        "<title>With a teaser</title><content:encoded><![CDATA[The teaser paragraph, shown on the blog's front page.\n\n<!--more Keep reading-->\n\nThe rest of the post, shown only on its own page.]]></content:encoded><wp:post_id>3</wp:post_id><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>",
      ),
    );
    expect(teaser.articles[0]!.article.summary).toBe("The teaser paragraph, shown on the blog's front page.");
    expect(teaser.articles[0]!.article.content).not.toContain("more");
  });
});

describe("WordPress export: hostile and broken documents", () => {
  test("billion laughs: an internal entity declaration is refused before any parsing", () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&lol9;</title></item></channel></rss>`;
    const result = parseWordpressExport(bytes(laughs));
    expect(result).toEqual({
      ok: false,
      error: {
        code: "xml-declarations",
        message:
          "Refused: the document declares <!DOCTYPE>. WordPress exports never do, and such declarations can expand entities without bound or read files.",
      },
    });
  });

  test("an external entity (file or URL) is refused the same way", () => {
    const external = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&xxe;</title></item></channel></rss>`;
    const result = parseWordpressExport(bytes(external));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("xml-declarations");
  });

  test.each([
    ["a lowercase doctype", '<!doctype rss SYSTEM "http://attacker.example/x.dtd"><rss/>'],
    ["an entity declaration without a doctype", '<rss><!ENTITY x "y"></rss>'],
    ["a declaration hidden after a comment", "<?xml version=\"1.0\"?><!-- <![CDATA[ --><!DOCTYPE x [<!ENTITY a 'b'>]><!-- ]]> --><rss/>"],
  ])("%s is refused", (_label, xml) => {
    const result = parseWordpressExport(bytes(xml));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("xml-declarations");
  });

  test("a truncated export is refused with a clear message", () => {
    const truncated = FIXTURE.subarray(0, Math.floor(FIXTURE.length / 2));
    const cut = new TextDecoder().decode(truncated).lastIndexOf("</item>");
    const result = parseWordpressExport(bytes(new TextDecoder().decode(truncated).slice(0, cut + "</item>".length)));
    expect(result).toEqual({
      ok: false,
      error: { code: "invalid-xml", message: "This file is not valid XML: it ends before its elements are closed (is it truncated?)." },
    });
  });

  test("malformed XML names the line and column", () => {
    const result = parseWordpressExport(bytes("<rss>\n<channel><item></channel>\n</rss>"));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("invalid-xml");
      expect(result.error.message).toMatch(/^This file is not valid XML \(line 2, column \d+\): /);
    }
  });

  test.each([
    [
      "an RSS feed that is not a WordPress export",
      '<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title><item><title>x</title></item></channel></rss>',
    ],
    ["another XML document", "<svg xmlns='http://www.w3.org/2000/svg'></svg>"],
  ])("%s is refused as not-wordpress-export", (_label, xml) => {
    expect(parseWordpressExport(bytes(xml))).toEqual({
      ok: false,
      error: { code: "not-wordpress-export", message: "This XML is not a WordPress export: it has no <rss><channel> with <wp:wxr_version>." },
    });
  });

  test.each([
    ["an empty file", new Uint8Array()],
    ["JSON", bytes('{"db": []}')],
    ["binary bytes", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff])],
  ])("%s is not XML", (_label, input) => {
    const result = parseWordpressExport(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("invalid-xml");
  });
});
