/**
 * One naming scheme for server modules (docs/decisions/0050-module-naming.md), read from the files: every file of a
 * module or a platform part is `<module>.<kind>.ts`, no kind goes by a synonym of the shared vocabulary, and each
 * factory kind has one name, `create<Module>UseCases` in `<module>.usecases.ts` and `create<Module>Repository` in
 * `<module>.repository.ts`. A module's `fixtures/` folder is test data, named as the formats it imitates require.
 */
import { expect, test } from "bun:test";
import { Glob } from "bun";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "../..");
const AREAS = ["src/modules", "src/platform"];

type SourceFile = { path: string; area: string; module: string; name: string };

async function sourceFiles(): Promise<SourceFile[]> {
  const found: SourceFile[] = [];
  for (const area of AREAS) {
    for await (const path of new Glob(`${area}/*/*`).scan({ cwd: ROOT, onlyFiles: true })) {
      const [module, name] = path.slice(area.length + 1).split("/") as [string, string];
      found.push({ path, area, module, name });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

const files = await sourceFiles();

/** "import-sources" → "ImportSources": the module's name inside a factory's name. */
const pascal = (module: string) => module.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/** Words that would say again what a shared kind says: a store is a repository, a service holds use cases. */
const SYNONYMS = new Set(["service", "services", "store", "usecase", "use-cases", "repo", "repositories", "route", "router", "controller", "commands"]);

const kindsOf = ({ module, name }: SourceFile) =>
  name
    .slice(module.length + 1)
    .replace(/\.tsx?$/, "")
    .split(".");

async function exportedFactories(): Promise<{ path: string; kind: string; module: string; factory: string }[]> {
  const found: { path: string; kind: string; module: string; factory: string }[] = [];
  for (const file of files) {
    if (!/\.tsx?$/.test(file.name)) continue;
    const text = await Bun.file(join(ROOT, file.path)).text();
    for (const match of text.matchAll(/^export (?:async )?function (create\w+)|^export const (create\w+)\s*=/gm)) {
      found.push({ path: file.path, kind: kindsOf(file)[0]!, module: file.module, factory: (match[1] ?? match[2])! });
    }
  }
  return found;
}

const factories = await exportedFactories();

test("the rule reads the modules and the platform parts, and their factories", () => {
  expect(files.map((file) => file.path)).toContain("src/modules/articles/articles.usecases.ts");
  expect(files.map((file) => file.path)).toContain("src/platform/scheduler/scheduler.jobs.ts");
  expect(factories.map((found) => found.factory)).toContain("createArticlesUseCases");
  expect(factories.map((found) => found.factory)).toContain("createAuthRepository");
});

test("every file of src/modules/<m>/ and src/platform/<m>/ is named <m>.<kind>.ts", () => {
  expect(files.filter((file) => !new RegExp(`^${file.module}\\.[a-z0-9-]+(\\.[a-z0-9-]+)*\\.tsx?$`).test(file.name)).map((file) => file.path)).toEqual([]);
});

test("no file names a kind by a synonym of table, repository, usecases, routes or cli", () => {
  expect(files.filter((file) => kindsOf(file).some((kind) => SYNONYMS.has(kind))).map((file) => file.path)).toEqual([]);
});

test("use cases are made by create<Module>UseCases in <module>.usecases.ts, repositories by create<Module>Repository in <module>.repository.ts", () => {
  const misnamed = factories.filter(({ kind, module, factory }) => {
    if (kind === "usecases") return factory !== `create${pascal(module)}UseCases`;
    if (kind === "repository") return factory !== `create${pascal(module)}Repository`;
    // Elsewhere a module's helpers make their own things (a scheduler, a clock, the in-memory store of pending sign-in
    // steps), never use cases or repositories under another file's name.
    return /(UseCases|Usecases|Service|Repository)$/.test(factory);
  });
  expect(misnamed.map(({ path, factory }) => `${path}: ${factory}`)).toEqual([]);
});
