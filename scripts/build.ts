/**
 * Builds the SPA and compiles the single executable.
 *   bun run build              dist/web (the SPA) and dist/portfolio (this machine)
 *   bun run build --web-only   dist/web only (development)
 *   bun run build --release    also dist/portfolio-linux-x64 and dist/portfolio-linux-arm64
 *   bun run build --with-arm64 dist/portfolio and dist/portfolio-linux-arm64 (the browser suite runs the latter under QEMU)
 */
import { createGenerator } from "@unocss/core";
import { Glob } from "bun";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { cpSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { PUBLIC_PAGES } from "../web/pages/public/public-pages";
import unoConfig from "./uno.config";
import { FONT_FAMILIES, type FontFamilyId } from "../src/shared/theme";

const root = join(import.meta.dir, "..");
const dist = join(root, "dist");
const webOut = join(dist, "web");
const args = new Set(process.argv.slice(2));
const started = performance.now();

/** Minifies plain CSS (no url() to resolve) with Bun's own CSS bundler. */
async function minifyCss(css: string): Promise<string> {
  const input = join(dist, ".build", "minify-input.css");
  await Bun.write(input, css);
  const result = await Bun.build({ entrypoints: [input], minify: true });
  if (!result.success) throw new AggregateError(result.logs, "CSS minification failed");
  return (await result.outputs[0]!.text()).trim();
}

const hash = (data: string | Uint8Array) => new Bun.CryptoHasher("sha256").update(data).digest("hex").slice(0, 10);

rmSync(webOut, { recursive: true, force: true });
mkdirSync(join(webOut, "assets"), { recursive: true });

// 1. Stylesheets: reset, bundled fonts, base styles and the utilities UnoCSS finds in the sources. Composed here
// rather than imported from JS because Bun's CSS bundler inlines fonts as data URLs.
// Public pages get only what public code uses (inlined into their HTML by the server, so the first paint waits for
// no second request); admin pages add a sheet with every utility, a superset, so its order always wins.
const uno = await createGenerator(unoConfig);
const isAdminSource = (file: string) => /^web\/(pages|components)\/admin\//.test(file);
let publicSources = "";
let allSources = "";
for await (const file of new Glob("web/**/*.{ts,tsx}").scan(root)) {
  if (file.includes("/e2e/") || /\.test\.tsx?$/.test(file)) continue;
  const text = await Bun.file(join(root, file)).text();
  allSources += text;
  if (!isAdminSource(file)) publicSources += text;
}
const fontFaces: string[] = [];
const fontPreloads: Partial<Record<FontFamilyId, string[]>> = {};
// The typefaces of the owner's pairings (src/shared/theme.ts), Latin subsets only: every interface language but ja
// and zh, which use the system's CJK fonts named in the fallbacks. A face costs nothing until a page uses it; a page
// preloads only its pairing's Latin files.
const LATIN_SUBSETS = [
  [
    "latin",
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  ],
  [
    "latin-ext",
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  ],
] as const;
const FONT_WEIGHTS: Record<FontFamilyId, string> = { inter: "100 900", "source-serif-4": "200 900", "space-grotesk": "300 700" };
for (const [id, { family }] of Object.entries(FONT_FAMILIES) as [FontFamilyId, { family: string }][]) {
  for (const [subset, range] of LATIN_SUBSETS) {
    const font = await Bun.file(join(root, `node_modules/@fontsource-variable/${id}/files/${id}-${subset}-wght-normal.woff2`)).bytes();
    const url = `/assets/${id}-${subset}-${hash(font)}.woff2`;
    await Bun.write(join(webOut, url), font);
    if (subset === "latin") fontPreloads[id] = [url];
    fontFaces.push(
      `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${FONT_WEIGHTS[id]};src:url(${url}) format("woff2");unicode-range:${range}}`,
    );
  }
}
const baseCss = await minifyCss(
  (await Bun.file(join(root, "node_modules/@unocss/reset/tailwind.css")).text()) + (await Bun.file(join(root, "web/styles/app.css")).text()),
);
const { css: publicUtilities } = await uno.generate(publicSources, { minify: true });
const { css: allUtilities } = await uno.generate(allSources, { minify: true, preflights: false });
const siteCss = [baseCss, fontFaces.join(""), publicUtilities].join("\n");
const siteCssUrl = `/assets/site-${hash(siteCss)}.css`;
await Bun.write(join(webOut, siteCssUrl), siteCss);
const adminCssUrl = `/assets/admin-${hash(allUtilities)}.css`;
await Bun.write(join(webOut, adminCssUrl), allUtilities);
// The editor's and the statistics chart's stylesheets are linked only on admin pages.
const editorCss = await Bun.file(join(root, "node_modules/jodit/es2021/jodit.min.css")).text();
const editorCssUrl = `/assets/editor-${hash(editorCss)}.css`;
await Bun.write(join(webOut, editorCssUrl), editorCss);
const chartCss = await Bun.file(join(root, "node_modules/uplot/dist/uPlot.min.css")).text();
const chartCssUrl = `/assets/chart-${hash(chartCss)}.css`;
await Bun.write(join(webOut, chartCssUrl), chartCss);

// 2. The SPA: split so the admin and the editor load only when used; hashed names so they can be cached forever.
const build = await Bun.build({
  entrypoints: [join(root, "web/main.tsx")],
  outdir: join(webOut, "assets"),
  target: "browser",
  splitting: true,
  minify: true,
  publicPath: "/assets/",
  naming: { entry: "[name]-[hash].[ext]", chunk: "[name]-[hash].[ext]", asset: "[name]-[hash].[ext]" },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  metafile: true,
});
if (!build.success) {
  for (const log of build.logs) console.error(log);
  process.exit(1);
}
const urlOf = (path: string) => `/${relative(webOut, path).split("\\").join("/")}`;
const entry = build.outputs.find((o) => o.kind === "entry-point" && o.path.endsWith(".js"))!;
const strayCss = build.outputs.filter((o) => o.path.endsWith(".css"));
if (strayCss.length) {
  console.error(`CSS imported from JS (${strayCss.map((o) => o.path).join(", ")}): add it to the stylesheet composed above instead.`);
  process.exit(1);
}

/**
 * For each public page in its own chunk (the page table's `module`), the chunk and the files it imports statically, minus the
 * entry the page loads anyway: what the server lists as modulepreload. A page module that is not a chunk of its
 * own fails the build, so the list cannot drift from web/app.tsx.
 */
function pageChunks(): Record<string, string[]> {
  const outputs = build.metafile!.outputs;
  const toUrl = (output: string) => `/assets/${output.replace(/^\.\//, "")}`;
  const entryUrl = urlOf(entry.path);
  const closure = (output: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(output) || toUrl(output) === entryUrl) return seen;
    seen.add(output);
    for (const imported of outputs[output]?.imports ?? []) if (imported.kind === "import-statement") closure(imported.path, seen);
    return seen;
  };
  const chunks: Record<string, string[]> = {};
  for (const module of new Set(PUBLIC_PAGES.flatMap((page) => (page.module ? [page.module] : [])))) {
    const output = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === module);
    if (!output) {
      console.error(`${module} (the page table's module) is not a chunk of its own: is it still imported lazily by web/pages/public/public-pages.tsx?`);
      process.exit(1);
    }
    chunks[module] = [...closure(output)].map(toUrl);
  }
  return chunks;
}

// 3. Static files (favicon, default images) keep their names.
cpSync(join(root, "web/public"), webOut, { recursive: true });

// 4. Precompress text files once, here, instead of on every request.
const files: { urlPath: string; file: string; gzip?: string; brotli?: string }[] = [];
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
for (const path of walk(webOut)) {
  const rel = relative(webOut, path);
  const entryFile: (typeof files)[number] = { urlPath: `/${rel}`, file: rel };
  if (/\.(js|css|svg|json|html|xml|txt|map)$/.test(path) && statSync(path).size > 1024) {
    const bytes = await Bun.file(path).bytes();
    await Bun.write(`${path}.gz`, Bun.gzipSync(bytes, { level: 9 }));
    await Bun.write(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    entryFile.gzip = `${rel}.gz`;
    entryFile.brotli = `${rel}.br`;
  }
  files.push(entryFile);
}
const manifest = {
  entry: urlOf(entry.path),
  styles: [siteCssUrl],
  inlineStyle: siteCss,
  adminStyles: [adminCssUrl, editorCssUrl, chartCssUrl],
  fonts: fontPreloads,
  pageChunks: pageChunks(),
};
await Bun.write(join(webOut, "assets.json"), JSON.stringify({ manifest, files }, null, 2));

const jsBytes = build.outputs.filter((o) => o.path.endsWith(".js")).map((o) => [urlOf(o.path), o.size] as const);
console.log(`web: ${files.length} files; entry ${manifest.entry}; css ${manifest.styles.join(", ")}`);
for (const [url, size] of jsBytes.sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${url} ${(size / 1024).toFixed(1)} KiB`);
// The budgets (issue 24): a public page's stylesheet ≤ 30 KB gzip; the home page's JavaScript (≤ 150 KB) is measured
// as a browser loads it by web/e2e/cards-search-undo.e2e.test.ts.
const gzipKb = (bytes: Uint8Array<ArrayBuffer> | string) =>
  (Bun.gzipSync(typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes, { level: 9 }).length / 1024).toFixed(1);
console.log(`  site CSS ${gzipKb(siteCss)} KB gzip (budget 30); entry ${gzipKb(await Bun.file(entry.path).bytes())} KB gzip`);
if (args.has("--web-only")) process.exit(0);

// 5. The compile entry: every built file embedded in the executable, then the normal CLI.
const buildDir = join(dist, ".build");
mkdirSync(buildDir, { recursive: true });
const imports: string[] = [];
const rows: string[] = [];
const embed = (rel: string | undefined) => {
  if (!rel) return "undefined";
  const name = `f${imports.length}`;
  imports.push(`import ${name} from ${JSON.stringify(join(webOut, rel))} with { type: "file" };`);
  return name;
};
for (const f of files) rows.push(`  { urlPath: ${JSON.stringify(f.urlPath)}, file: ${embed(f.file)}, gzip: ${embed(f.gzip)}, brotli: ${embed(f.brotli)} },`);
await Bun.write(
  join(buildDir, "entry.ts"),
  `// Generated by scripts/build.ts.
${imports.join("\n")}
import { runCli } from ${JSON.stringify(join(root, "src/main.ts"))};
import { createAssetStore } from ${JSON.stringify(join(root, "src/platform/spa/spa.asset-store.ts"))};
const store = createAssetStore(${JSON.stringify(manifest)}, [
${rows.join("\n")}
]);
process.exit(await runCli(process.argv.slice(2), { loadAssets: async () => store }));
`,
);

const targets = args.has("--release")
  ? [
      ["bun-linux-x64", "portfolio-linux-x64"],
      ["bun-linux-arm64", "portfolio-linux-arm64"],
    ]
  : args.has("--with-arm64")
    ? [
        [undefined, "portfolio"],
        ["bun-linux-arm64", "portfolio-linux-arm64"],
      ]
    : [[undefined, "portfolio"]];
/** The commit this build is made from (PORTFOLIO_COMMIT when there is no git checkout, as in a Docker build), so the executable reports its real version. */
function buildCommit(): string {
  if (process.env.PORTFOLIO_COMMIT) return process.env.PORTFOLIO_COMMIT;
  const git = (...args: string[]) => Bun.spawnSync(["git", ...args], { cwd: root, stderr: "ignore" });
  const head = git("rev-parse", "--short", "HEAD");
  if (head.exitCode !== 0) return "unknown";
  const dirty = git("status", "--porcelain", "--untracked-files=no").stdout.toString().trim() !== "";
  return head.stdout.toString().trim() + (dirty ? "-dirty" : "");
}
const commit = buildCommit();
for (const [target, name] of targets) {
  // Bytecode: the executable starts without parsing its ~8 MB of JavaScript (to the first answer in ~70 ms instead
  // of ~220 ms), for ~8 MiB more on disk.
  const cmd = [
    process.execPath,
    "build",
    "--compile",
    "--bytecode",
    // Libraries loaded with import() (mail, passkeys, the import parsers, tar) become chunks of their own, read
    // when first used: an idle server holds ~9 MiB less than with them in the one bundle.
    "--splitting",
    "--format=esm",
    "--minify",
    "--sourcemap=none",
    `--define=BUILD_COMMIT=${JSON.stringify(commit)}`,
    join(buildDir, "entry.ts"),
    "--outfile",
    join(dist, name!),
  ];
  if (target) cmd.push(`--target=${target}`);
  const proc = Bun.spawnSync(cmd, { stdout: "inherit", stderr: "inherit", cwd: root });
  if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
  console.log(`${name}: ${(statSync(join(dist, name!)).size / 1024 / 1024).toFixed(1)} MiB`);
}
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
