import type { ShellManifest } from "./spa.asset-store";
import { SCHEME_SCRIPT } from "../../lib/security-headers";
import type { ColorScheme, FontFamilyId } from "../../shared/theme";

/** The owner's look, as each page's <head> carries it (src/modules/theme). */
export type ShellTheme = {
  /** The accent's shades and the font stacks as CSS custom properties. */
  css: string;
  colorScheme: ColorScheme;
  /** The typefaces of the chosen pairing: only their files are preloaded. */
  fontFamilies: FontFamilyId[];
  iconHref: string;
  iconType: string;
  /** The owner's PNG icon, the link previews' image when a page has none of its own; null to keep the hero image. */
  ogImage: string | null;
};

/** Before the owner's theme is known (tests of the shell alone): today's look. */
const PLAIN_THEME: ShellTheme = { css: "", colorScheme: "auto", fontFamilies: ["inter"], iconHref: "/favicon.svg", iconType: "image/svg+xml", ogImage: null };

export type ShellOptions = {
  lang: string;
  title: string;
  /** Extra tags for <head> (meta, links, JSON-LD), already escaped. */
  head?: string;
  /** Server-rendered markup for #root, empty for a client-rendered page. */
  body?: string;
  /** Data the client needs before hydration (SWR fallback), serialised safely into a JSON script. */
  data?: unknown;
  /** Script modules the page will import at once (its own chunk), fetched alongside the entry instead of after it. */
  modulePreloads?: string[];
  /** Links the admin's stylesheets; other pages carry the site's stylesheet inline when the build provides it. */
  admin?: boolean;
  theme?: ShellTheme;
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** JSON inside <script>: `<` escaped so no content can close the tag. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export function renderHtmlShell(manifest: ShellManifest, options: ShellOptions): string {
  const links = (hrefs: string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
  const theme = options.theme ?? PLAIN_THEME;
  // One <style>: the owner's theme, then (public pages) the site's stylesheet inline.
  const inline = options.admin ? "" : (manifest.inlineStyle ?? "");
  const styles =
    (theme.css || inline ? `<style>${theme.css}${inline}</style>` : "") +
    (options.admin ? links([...manifest.styles, ...manifest.adminStyles]) : inline ? "" : links(manifest.styles));
  const fonts = theme.fontFamilies.flatMap((family) => manifest.fonts[family] ?? []);
  const preloads =
    fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join("") +
    // Low priority: fetched alongside the entry all the same, but never ahead of what the first paint needs.
    (options.modulePreloads ?? []).map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join("");
  const data = options.data === undefined ? "" : `<script id="__DATA__" type="application/json">${safeJson(options.data)}</script>`;
  // The visitor's light/dark choice is applied by a tiny script before anything paints (its hash is in the CSP).
  const scheme = `<meta name="color-scheme" content="${theme.colorScheme === "auto" ? "light dark" : theme.colorScheme}"><script>${SCHEME_SCRIPT}</script>`;
  return `<!doctype html><html lang="${escapeHtml(options.lang)}" data-scheme="${theme.colorScheme}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f172a"><title>${escapeHtml(options.title)}</title><link rel="icon" href="${escapeHtml(theme.iconHref)}" type="${theme.iconType}">${scheme}${styles}${preloads}${options.head ?? ""}<script type="module" src="${manifest.entry}"></script></head><body><div id="root">${options.body ?? ""}</div>${data}</body></html>`;
}
