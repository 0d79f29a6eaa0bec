/**
 * The layers stay apart: src/ reaches the web app only through web/entry-server.tsx, web/ reaches the server only
 * for src/shared/, and src/shared/ imports neither side. Read from the imports of every file, tests included.
 */
import { expect, test } from "bun:test";
import { Glob } from "bun";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "../..");
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

async function imports(): Promise<{ file: string; target: string }[]> {
  const found: { file: string; target: string }[] = [];
  for (const folder of ["src", "web"]) {
    for await (const file of new Glob(`${folder}/**/*.{ts,tsx}`).scan(ROOT)) {
      const text = await Bun.file(join(ROOT, file)).text();
      for (const match of text.matchAll(IMPORT)) found.push({ file, target: relative(ROOT, resolve(ROOT, dirname(file), match[1]!)) });
    }
  }
  return found;
}

const all = await imports();
const offending = (where: (file: string) => boolean, allowed: (target: string) => boolean, forbidden: (target: string) => boolean) =>
  all.filter(({ file, target }) => where(file) && forbidden(target) && !allowed(target)).map(({ file, target }) => `${file} → ${target}`);

test("the rule reads imports (it finds the one the server makes into the web app)", () => {
  expect(all.some(({ file, target }) => file.startsWith("src/") && target === "web/entry-server")).toBe(true);
  expect(all.some(({ file, target }) => file.startsWith("web/") && target.startsWith("src/shared/"))).toBe(true);
});

test("src/ imports nothing from web/ except web/entry-server.tsx", () => {
  expect(
    offending(
      (file) => file.startsWith("src/"),
      (target) => target === "web/entry-server",
      (target) => target.startsWith("web/"),
    ),
  ).toEqual([]);
});

test("web/ imports nothing from src/ except src/shared/ (the browser suite may start the server's test peers, an SMTP server, and read the demo content it checks pages against)", () => {
  const testPeer = (file: string, target: string) =>
    file.startsWith("web/e2e/") && (/^src\/testing\/[a-z0-9-]+$/.test(target) || target === "src/modules/demo/demo.content");
  expect(
    all
      .filter(({ file, target }) => file.startsWith("web/") && target.startsWith("src/") && !target.startsWith("src/shared/") && !testPeer(file, target))
      .map(({ file, target }) => `${file} → ${target}`),
  ).toEqual([]);
});

test("src/shared/ imports neither side", () => {
  expect(
    offending(
      (file) => file.startsWith("src/shared/"),
      (target) => target.startsWith("src/shared/") || target === "package.json",
      (target) => target.startsWith("src/") || target.startsWith("web/") || !target.startsWith("src/shared/"),
    ),
  ).toEqual([]);
});
