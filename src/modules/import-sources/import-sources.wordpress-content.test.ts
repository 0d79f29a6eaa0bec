import { describe, expect, test } from "bun:test";
import { autop, captionsToFigures, withoutShortcodes, wordpressContentToHtml } from "./import-sources.wordpress-content";

/** The English text of each report line, in order. */
const messages = (notes: { message: string }[]) => notes.map((note) => note.message);

describe("autop (WordPress's wpautop)", () => {
  test("blank lines make paragraphs, single newlines line breaks", () => {
    expect(autop("One line\nand the next\n\nA second paragraph")).toBe("<p>One line<br />\nand the next</p>\n<p>A second paragraph</p>");
  });

  test("text already in block elements is left alone", () => {
    expect(autop("<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n\n<h2>Title</h2>\nText")).toBe(
      "<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n<h2>Title</h2>\n<p>Text</p>",
    );
  });

  test("a blockquote gets its own paragraphs inside", () => {
    expect(autop("<blockquote>Quoted\n\ntwice</blockquote>")).toBe("<blockquote><p>Quoted</p>\n<p>twice</p></blockquote>");
  });

  test("<pre> keeps its blank lines and newlines; a figure stays whole", () => {
    expect(autop('Before\n\n<pre>a\n\nb\nc</pre>\n\n<figure><img src="x" />\n<figcaption>c</figcaption></figure>')).toBe(
      '<p>Before</p>\n<pre>a\n\nb\nc</pre>\n<figure><img src="x" />\n<figcaption>c</figcaption></figure>',
    );
  });

  test("two <br>s are a paragraph break; a newline inside a tag is not a line break", () => {
    expect(autop('One<br><br>Two <a\nhref="/x">link</a>')).toBe('<p>One</p>\n<p>Two <a href="/x">link</a></p>');
  });

  test("nothing gives nothing", () => {
    expect(autop(" \n\n ")).toBe("");
  });
});

describe("caption shortcodes", () => {
  test("an image in a link and its caption text become a figure", () => {
    expect(
      captionsToFigures('[caption id="attachment_1" align="alignleft" width="300"]<a href="/full.jpg"><img src="/a.jpg" alt="A" /></a> A tram[/caption]'),
    ).toBe('<figure><a href="/full.jpg"><img src="/a.jpg" alt="A" /></a><figcaption>A tram</figcaption></figure>');
  });

  test("the old caption attribute is read when there is no text", () => {
    expect(captionsToFigures('[caption id="" caption="Old style"]<img src="/a.jpg" />[/caption]')).toBe(
      '<figure><img src="/a.jpg" /><figcaption>Old style</figcaption></figure>',
    );
  });

  test("a caption without an image keeps its content", () => {
    expect(captionsToFigures("[caption]Just words[/caption]")).toBe("Just words");
  });
});

describe("other shortcodes", () => {
  const removed: string[] = [];
  const html = withoutShortcodes('[gallery ids="1,2"] [embed]https://youtu.be/x[/embed] [note]kept text[/note] [sic] a[i] [gallery]', (name) =>
    removed.push(name),
  );

  test("are removed, keeping what they enclosed, and named once each", () => {
    expect(html).toBe(" https://youtu.be/x kept text [sic] a[i] ");
    expect(removed).toEqual(["gallery", "embed", "note"]);
  });
});

describe("wordpressContentToHtml", () => {
  test("block-editor content: comments removed, no wpautop", () => {
    const result = wordpressContentToHtml(
      '<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:code -->\n<pre class="wp-block-code"><code>a\n\nb</code></pre>\n<!-- /wp:code -->\n<!-- wp:separator /-->',
    );
    expect(result).toEqual({ html: '<p>One</p>\n<pre class="wp-block-code"><code>a\n\nb</code></pre>', warnings: [] });
  });

  test("classic content: captions become figures, other shortcodes go with a warning, paragraphs come back", () => {
    const result = wordpressContentToHtml('Intro line\n\n[caption width="10"]<img src="/a.jpg" /> Cap[/caption]\n\n[audio src="x.mp3"]\nOutro');
    expect(result.html).toBe('<p>Intro line</p>\n<figure><img src="/a.jpg" /><figcaption>Cap</figcaption></figure>\n<p>Outro</p>');
    expect(messages(result.warnings)).toEqual(["shortcode [audio] removed"]);
  });
});
