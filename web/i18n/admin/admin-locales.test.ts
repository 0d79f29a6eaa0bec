import { describe, expect, test } from "bun:test";
import { LANGUAGE_CODES } from "../../../src/shared/languages";
import { adminResources } from "./index";

/** Every leaf of a translation tree as "a.b.c" → text. */
function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree !== null && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else out.set(prefix, tree);
  return out;
}
const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const reference = leaves(adminResources.es);

test("the Spanish admin has no empty text", () => {
  expect([...reference].filter(([, text]) => typeof text !== "string" || !text.trim()).map(([key]) => key)).toEqual([]);
});

describe.each(LANGUAGE_CODES.filter((lang) => lang !== "es"))("the admin in %s", (lang) => {
  const translated = leaves(adminResources[lang]);
  test("has every Spanish key, none empty, none extra, every {{placeholder}} kept", () => {
    expect([...reference.keys()].filter((key) => typeof translated.get(key) !== "string" || !(translated.get(key) as string).trim())).toEqual([]);
    expect([...translated.keys()].filter((key) => !reference.has(key))).toEqual([]);
    expect([...reference].filter(([key, text]) => placeholders(text).join() !== placeholders(translated.get(key)).join()).map(([key]) => key)).toEqual([]);
  });
});

test("every admin text the code asks for by name exists", async () => {
  const root = new URL("../../", import.meta.url).pathname;
  const files = [
    ...new Bun.Glob("pages/admin/**/*.{ts,tsx}").scanSync(root),
    ...new Bun.Glob("components/admin/*.{ts,tsx}").scanSync(root),
    "components/ui/dialog.tsx",
  ].filter((file) => !file.includes(".test."));
  const missing: string[] = [];
  for (const file of files) {
    const source = await Bun.file(root + file).text();
    // t("section.key"), i18n.t("admin:section.key"), and keys kept in tables ({ label: "layout.nav.cv" }).
    for (const [, key] of source.matchAll(/(?:\bt\(|admin:|label: )"([a-z]\w*(?:\.\w+)+)"/g)) {
      if (typeof reference.get(key!) !== "string") missing.push(`${file}: ${key}`);
    }
  }
  expect(files.length).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});
