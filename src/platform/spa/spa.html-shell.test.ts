import { describe, expect, test } from "bun:test";
import { renderHtmlShell, type ShellTheme } from "./spa.html-shell";
import { SCHEME_SCRIPT } from "../../lib/security-headers";
import type { ShellManifest } from "./spa.asset-store";

const manifest: ShellManifest = {
  entry: "/assets/main-1.js",
  styles: ["/assets/site-1.css"],
  inlineStyle: "body{color:red}",
  adminStyles: ["/assets/admin-1.css", "/assets/editor-1.css"],
  fonts: { inter: ["/assets/inter-1.woff2"], "space-grotesk": ["/assets/space-grotesk-1.woff2"] },
};
const theme: ShellTheme = {
  css: ":root{--font-heading:x}",
  colorScheme: "dark",
  fontFamilies: ["inter", "space-grotesk"],
  iconHref: "/site-icon.png?v=1",
  iconType: "image/png",
  ogImage: "/site-icon.png?v=1",
};
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
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
    expect(head).toContain(
      '<link rel="modulepreload" href="/assets/ArticlePage-1.js" fetchpriority="low"><link rel="modulepreload" href="/assets/shared-1.js" fetchpriority="low">',
    );
    expect(renderHtmlShell(manifest, { lang: "es", title: "Inicio" })).not.toContain("modulepreload");
  });

  test("an admin page links the site's stylesheet, then the admin's and the editor's, and inlines only the theme", () => {
    const html = renderHtmlShell(manifest, { lang: "es", title: "Panel de Control", admin: true });
    expect(stylesheetLinks(html)).toEqual(["/assets/site-1.css", "/assets/admin-1.css", "/assets/editor-1.css"]);
    expect(html).not.toContain("<style>");
    const themed = renderHtmlShell(manifest, { lang: "es", title: "Panel de Control", admin: true, theme: { ...theme, css: ":root{--x:1}" } });
    expect(themed).toContain("<style>:root{--x:1}</style>");
    expect(themed).not.toContain("color:red");
  });

  test("the theme: its CSS before the site's in one <style>, the scheme on <html>, its icon, and only its pairing's fonts preloaded", () => {
    const html = renderHtmlShell(manifest, { lang: "es", title: "Inicio", theme });
    expect(html).toContain('<html lang="es" data-scheme="dark">');
    expect(html).toContain('<meta name="color-scheme" content="dark">');
    expect(html).toContain("<style>:root{--font-heading:x}body{color:red}</style>");
    expect(html).toContain('<link rel="icon" href="/site-icon.png?v=1" type="image/png">');
    expect(preloads(html)).toEqual(["/assets/inter-1.woff2", "/assets/space-grotesk-1.woff2"]);
    expect(preloads(renderHtmlShell(manifest, { lang: "es", title: "Inicio", theme: { ...theme, fontFamilies: ["inter", "source-serif-4"] } }))).toEqual([
      "/assets/inter-1.woff2",
    ]);
  });

  test("the scheme script runs before any stylesheet or script, and is the one the CSP names by hash", () => {
    const html = renderHtmlShell(manifest, { lang: "es", title: "Inicio", theme });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.indexOf(`<script>${SCHEME_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(head.indexOf(`<script>${SCHEME_SCRIPT}</script>`)).toBeLessThan(head.indexOf("<style>"));
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
