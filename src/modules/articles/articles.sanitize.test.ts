import { describe, expect, test } from "bun:test";
import { sanitizeArticleHtml } from "../../lib/sanitize";
import { makeTestApp } from "../../testing/test-app";

describe("sanitizeArticleHtml keeps the editor's markup", () => {
  test.each([
    "<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>",
    "<p>a<br />b</p><hr />",
    "<p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s></p>",
    "<blockquote>quote</blockquote>",
    "<ul><li>a</li></ul><ol><li>b</li></ol>",
    '<pre class="language-ts"><code class="language-ts">const a = 1;</code></pre>',
    "<p><span>span</span></p>",
    '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">d</td></tr></tbody></table>',
    '<figure><img src="/uploads/a.png" alt="A" width="100" height="50" loading="lazy" /><figcaption>caption</figcaption></figure>',
    '<img src="https://example.com/a.png" alt="" />',
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ext</a>',
    '<a href="http://example.com" rel="noopener noreferrer">http</a>',
    '<a href="mailto:me@example.com" rel="noopener noreferrer">mail</a>',
    '<a href="/articles/otro" rel="noopener noreferrer">site</a>',
    '<p style="text-align:center">centred</p>',
  ])("%s", (html) => {
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
});

describe("sanitizeArticleHtml removes what could run or mislead", () => {
  test.each([
    ["<p>a</p><script>alert(1)</script>", "<p>a</p>"],
    ["<style>body{display:none}</style><p>a</p>", "<p>a</p>"],
    ['<iframe src="https://www.youtube.com/embed/x"></iframe><p>a</p>', "<p>a</p>"],
    ['<object data="x.swf"></object><embed src="x.swf" /><p>a</p>', "<p>a</p>"],
    ['<p onclick="alert(1)" onmouseover="alert(2)">a</p>', "<p>a</p>"],
    ['<img src="https://example.com/a.png" onerror="alert(1)" />', '<img src="https://example.com/a.png" />'],
    ['<a href="javascript:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="JaVaScRiPt:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="jav&#x61;script:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="java\tscript:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="vbscript:msgbox(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="//evil.example/x">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" /><p>a</p>', "<p>a</p>"],
    ['<img src="javascript:alert(1)" /><p>a</p>', "<p>a</p>"],
    ['<img src="/etc/passwd" /><p>a</p>', "<p>a</p>"],
    ['<a href="https://example.com" target="_top">a</a>', '<a href="https://example.com" rel="noopener noreferrer">a</a>'],
    ['<a href="https://example.com" target="_blank" rel="opener">a</a>', '<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a>'],
    ["<marquee>moving</marquee><blink>x</blink>", "movingx"],
    ['<form action="https://evil.example"><input name="a" /><button>go</button></form>', "go"],
    ['<p style="position:fixed;top:0;background:url(javascript:alert(1))">a</p>', "<p>a</p>"],
    ['<p class="evil" id="x">a</p>', "<p>a</p>"],
    ["<svg><script>alert(1)</script><text>x</text></svg><p>a</p>", "<p>a</p>"],
  ])("%s", (html, expected) => {
    expect(sanitizeArticleHtml(html)).toBe(expected);
  });

  test("sanitising twice changes nothing more (an export re-imported stays the same)", () => {
    const html = '<p onclick="x">a <a href="https://example.com" target="_blank">b</a></p><img src="/uploads/c.png" alt="c &amp; d" />';
    const once = sanitizeArticleHtml(html);
    expect(sanitizeArticleHtml(once)).toBe(once);
  });
});

test("content that is only stripped markup is refused for a published article, not published empty", async () => {
  const t = makeTestApp();
  try {
    const res = await t.request("POST", "/api/articles", {
      admin: true,
      json: {
        title: "Only a script",
        slug: "only-a-script",
        summary: "Nothing visible here.",
        category: "Test",
        content: `<script>${"x".repeat(80)}</script>`,
        published: true,
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: "content", message: "Content must be at least 50 characters." }]);
    expect(t.db.$client.query("SELECT count(*) AS n FROM articles").get()).toEqual({ n: 0 });
  } finally {
    t.cleanup();
  }
});
