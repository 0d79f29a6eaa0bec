/**
 * How the tests are kept (issue 21, point 5), read from the files: test helpers live in src/testing/ and
 * web/testing/ (a module's own fixtures may sit beside it as `<module>.test-helpers.ts`), production code imports
 * neither, no test replaces a module for the whole run, and no test waits a second or more of real time.
 */
import { expect, test } from "bun:test";
import { Glob } from "bun";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "../..");

async function filesIn(pattern: string): Promise<string[]> {
  return (await Array.fromAsync(new Glob(pattern).scan({ cwd: ROOT }))).filter((file) => !file.includes("node_modules/")).sort();
}
const sourceFiles = [...(await filesIn("src/**/*.{ts,tsx}")), ...(await filesIn("web/**/*.{ts,tsx}"))];
/** This file names the patterns it looks for, so it is not searched for them. */
const SELF = "src/shared/test-rules.test.ts";
const searched = sourceFiles.filter((file) => file !== SELF);
const textOf = new Map(await Promise.all(sourceFiles.map(async (file) => [file, await Bun.file(join(ROOT, file)).text()] as const)));

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);
/** What only tests run: test files, the test folders, a module's own test helpers and fixtures, the browser suite. */
const isTestCode = (file: string) =>
  isTestFile(file) ||
  /^(src|web)\/testing\//.test(file) ||
  /\.test-helpers\.tsx?$/.test(file) ||
  /\/fixtures\//.test(file) ||
  file.startsWith("web/e2e/") ||
  file === "web/test-setup.ts";

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;
const importsOf = (file: string) => [...textOf.get(file)!.matchAll(IMPORT)].map((match) => join(file, "..", match[1]!));

/** `mock.module(` replaces a module for every file of the run that imports it after, not only for its own file. */
const MODULE_MOCK = /\bmock\.module\s*\(/;

/** Waits on real time: `await Bun.sleep(n)` (or a sleep, pause, delay helper), `waitForTimeout(n)`, `setTimeout(resolve, n)`. */
const SLEEPS = [
  /\bawait\s+(?:Bun\.sleep|sleep|pause|delay)\(\s*([\d_]+)\s*\)/g,
  /\bwaitForTimeout\(\s*([\d_]+)\s*\)/g,
  /\bsetTimeout\(\s*(?:resolve|res|r|done)\s*,\s*([\d_]+)\s*\)/g,
];
function longSleeps(text: string): string[] {
  return SLEEPS.flatMap((pattern) => [...text.matchAll(pattern)].filter((match) => Number(match[1]!.replaceAll("_", "")) >= 1000).map((match) => match[0]));
}

test("the rules read the tree (test files, test helpers, their imports and sleeps are found)", () => {
  expect(sourceFiles.filter(isTestFile).length).toBeGreaterThan(100);
  expect(sourceFiles).toContain("src/testing/test-app.ts");
  expect(sourceFiles).toContain("web/testing/fake-api.ts");
  expect(importsOf("src/modules/messages/messages.test.ts")).toContain("src/testing/test-app");
  expect(MODULE_MOCK.test(`mock.module("./ArticleEditor", () => ({}))`)).toBe(true);
  expect(longSleeps("await Bun.sleep(6_500); await page.waitForTimeout(1000); await new Promise((r) => setTimeout(r, 3500));")).toHaveLength(3);
  expect(longSleeps("await Bun.sleep(50); await page.waitForTimeout(300); setTimeout(resolve, 999);")).toEqual([]);
});

test("no test-only file outside the test folders: nothing named test-* in src/ or web/ but there (and bun's preload)", () => {
  const misplaced = sourceFiles.filter((file) => /(^|\/)test-[^/]*$/.test(file) && !isTestFile(file) && !/^(src|web)\/testing\//.test(file));
  expect(misplaced).toEqual(["web/test-setup.ts"]);
});

test("production code imports no test helper", () => {
  const offending = sourceFiles
    .filter((file) => !isTestCode(file))
    .flatMap((file) => importsOf(file).map((target) => ({ file, target })))
    .filter(({ target }) => /^(src|web)\/testing\//.test(target) || /(^|\/)test-[^/]*$|\.test-helpers$/.test(target));
  expect(offending.map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
});

test("the component tests have one fake API: no test replaces fetch but web/testing/fake-api.ts", () => {
  const replacesFetch = /\bglobalThis\.fetch\s*=|spyOn\(\s*globalThis\s*,\s*["']fetch["']/;
  expect(sourceFiles.filter((file) => file.startsWith("web/") && !file.startsWith("web/e2e/") && replacesFetch.test(textOf.get(file)!))).toEqual([
    "web/testing/fake-api.ts",
  ]);
});

test("no test mocks a module (bun's mock.module outlives its file): dependencies are injected, spies restored", () => {
  expect(searched.filter((file) => isTestCode(file) && MODULE_MOCK.test(textOf.get(file)!))).toEqual([]);
});

test("no test waits a second or more of real time: it moves the injected or fake clock, or waits for what it expects", () => {
  const waits = searched.filter(isTestCode).flatMap((file) => longSleeps(textOf.get(file)!).map((sleep) => `${file}: ${sleep}`));
  expect(waits).toEqual([]);
});
