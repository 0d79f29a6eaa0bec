import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The admin's house rules, read from the files themselves (docs/decisions/0037-admin-writes-and-forms.md): a write's
 * toasts come from `useAdminMutation`, and a notice that is no write from `notify`; so no screen under
 * web/pages/admin calls the toast function or imports it. And no source file grows past the size one can read.
 */

const root = join(import.meta.dir, "../../..");
const MAX_LINES = 350;

/** Every .ts/.tsx file under `dir`, as paths from the repository's root. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

const read = (path: string) => readFileSync(join(root, path), "utf8");
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The exported name a specifier imports: `toast` in `toast`, `type toast` or `toast as show`. */
const importedName = (specifier: string) =>
  specifier
    .trim()
    .replace(/^type\s+/, "")
    .split(/\s+as\s+/)[0]!;

/** The names a file imports from the toast module (web/components/ui/toast), and whether it imports all of it. */
function toastImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?([^;]*?)\s+from\s*["']([^"']+)["']/g)) {
    if (!/(?:^|\/)ui\/toast$/.test(match[2]!)) continue;
    const clause = match[1]!;
    if (clause.includes("*")) names.push("*");
    for (const specifier of clause.match(/\{([^}]*)\}/)?.[1]?.split(",") ?? []) names.push(importedName(specifier));
  }
  return names;
}

/** Translations are long by nature: eight languages of every text. */
const isTranslation = (path: string) => /^web\/i18n\/(admin|locales)\//.test(path);

describe("admin rules", () => {
  const admin = sourcesUnder("web/pages/admin").filter((path) => !path.endsWith("admin-rules.test.ts"));

  test("the rule reads the admin's screens and knows a toast call and a toast import when it sees one", () => {
    expect(admin.length).toBeGreaterThan(50);
    expect(toastImports('import { dismissToast, toast as show, Toaster } from "../../components/ui/toast";')).toEqual(["dismissToast", "toast", "Toaster"]);
    expect(toastImports('import * as toasts from "../ui/toast";')).toEqual(["*"]);
    expect(toastImports('import { toast } from "./toast-words";')).toEqual([]);
  });

  test("no file under web/pages/admin calls toast() or imports it: writes go through useAdminMutation, notices through notify", () => {
    const calling = admin.filter((path) => /(?:^|[^\w.$])toast\s*\(/m.test(read(path)));
    const importing = admin.filter((path) => toastImports(read(path)).some((name) => name === "toast" || name === "*"));
    expect({ calling, importing }).toEqual({ calling: [], importing: [] });
  });

  test(`no source file under web/ or scripts/ is over ${MAX_LINES} lines (tests and translations aside)`, () => {
    const sources = [...sourcesUnder("web"), ...sourcesUnder("scripts")].filter((path) => !isTest(path) && !isTranslation(path));
    expect(sources.length).toBeGreaterThan(100);
    const long = sources.map((path) => ({ path, lines: read(path).split("\n").length - 1 })).filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
