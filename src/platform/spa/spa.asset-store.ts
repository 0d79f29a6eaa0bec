import { extname } from "node:path";
import type { FontFamilyId } from "../../shared/theme";

/** One file of the built SPA, with its precompressed variants (made at build time, not per request). */
export type AssetEntry = { urlPath: string; file: string; gzip?: string; brotli?: string };

/** What the HTML shell needs from the build: the entry script and the stylesheets, with hashed names. */
export type ShellManifest = {
  entry: string;
  /** The site's stylesheet. */
  styles: string[];
  /** The same stylesheet's text, which server-rendered pages carry inline so their first paint waits for nothing. */
  inlineStyle?: string;
  /** Stylesheets only the admin pages need (every admin utility, the rich-text editor's). */
  adminStyles: string[];
  /** Each typeface's Latin file, preloaded by the pages whose pairing uses it. */
  fonts: Partial<Record<FontFamilyId, string[]>>;
  /** The files of each lazily loaded page (by source module, e.g. web/pages/public/ArticlePage.tsx), for modulepreload. */
  pageChunks?: Record<string, string[]>;
};

export type AssetStore = {
  manifest: ShellManifest;
  lookup(urlPath: string): AssetEntry | undefined;
};

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

export const contentTypeOf = (path: string) => TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";

/**
 * Builds the store from the list of built files. The paths point into the executable (embedded files) or to
 * dist/web on disk in development: Bun.file reads both the same way.
 */
export function createAssetStore(manifest: ShellManifest, entries: AssetEntry[]): AssetStore {
  const byPath = new Map(entries.map((e) => [e.urlPath, e]));
  return { manifest, lookup: (urlPath) => byPath.get(urlPath) };
}

/** Reads dist/web/assets.json written by scripts/build.ts (development and tests of a built tree). */
export async function loadAssetStoreFromDisk(dir: string): Promise<AssetStore | undefined> {
  const file = Bun.file(`${dir}/assets.json`);
  if (!(await file.exists())) return undefined;
  const { manifest, files } = (await file.json()) as { manifest: ShellManifest; files: { urlPath: string; file: string; gzip?: string; brotli?: string }[] };
  const abs = (p?: string) => (p ? `${dir}/${p}` : undefined);
  return createAssetStore(
    manifest,
    files.map((f) => ({ urlPath: f.urlPath, file: abs(f.file)!, gzip: abs(f.gzip), brotli: abs(f.brotli) })),
  );
}
