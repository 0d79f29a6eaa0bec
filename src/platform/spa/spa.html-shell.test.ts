import { describe, expect, test } from "bun:test";
import { renderHtmlShell } from "./spa.html-shell";
import type { ShellManifest } from "./spa.asset-store";

const manifest: ShellManifest = {
  entry: "/assets/main-1.js",
  styles: ["/assets/site-1.css"],
  inlineStyle: "body{color:red}",
  adminStyles: ["/assets/admin-1.css", "/assets/editor-1.css"],
  fonts: { inter: ["/assets/inter-1.woff2"], "space-grotesk": ["/assets/space-grotesk-1.woff2"] },
};
const stylesheetLinks = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);

describe("the HTML shell", () => {
  test("a public page carries the site's stylesheet inline and links none, so its first paint waits for no request", () => {
    const html = renderHtmlShell(manifest, { lang: "es", title: "Inicio", body: "<p>hola</p>" });
    expect(html).toContain("<style>body{color:red}</style>");
    expect(stylesheetLinks(html)).toEqual([]);
    expect(html).toContain('<link rel="preload" href="/assets/inter-1.woff2" as="font" type="font/woff2" crossorigin>');
    expect(html).toContain('<script type="module" src="/assets/main-1.js"></script>');
  });

  test("a page with its own chunk asks for it in <head>, alongside the entry", () => {
    const html = renderHtmlShell(manifest, { lang: "es", title: "Artículo", modulePreloads: ["/assets/ArticlePage-1.js", "/assets/shared-1.js"] });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" href="/assets/ArticlePage-1.js"><link rel="modulepreload" href="/assets/shared-1.js">');
    expect(renderHtmlShell(manifest, { lang: "es", title: "Inicio" })).not.toContain("modulepreload");
  });

  test("an admin page links the site's stylesheet, then the admin's and the editor's, and inlines nothing", () => {
    const html = renderHtmlShell(manifest, { lang: "es", title: "Panel de Control", admin: true });
    expect(stylesheetLinks(html)).toEqual(["/assets/site-1.css", "/assets/admin-1.css", "/assets/editor-1.css"]);
    expect(html).not.toContain("<style>");
  });

  test("without the stylesheet's text (a build that has none), a public page links it", () => {
    const html = renderHtmlShell({ ...manifest, inlineStyle: undefined }, { lang: "es", title: "Inicio" });
    expect(stylesheetLinks(html)).toEqual(["/assets/site-1.css"]);
  });

  test("hydration data cannot close its script tag", () => {
    const html = renderHtmlShell(manifest, { lang: "es", title: "x", data: { text: "</script><script>alert(1)</script>" } });
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain("\\u003c/script>");
  });
});
