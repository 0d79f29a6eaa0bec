import { describe, expect, test } from "bun:test";
import { LANGUAGE_CODES } from "../../src/shared/languages";
import { NAMESPACES } from "./index";
import { resources } from "./resources";

type Tree = { [key: string]: unknown };

/** Every leaf of a translation tree as "a.b.0.c" → text. */
function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree !== null && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree as Tree)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const reference = leaves(resources.es);

test("Spanish has every namespace", () => {
  expect(Object.keys(resources.es).sort()).toEqual([...NAMESPACES].sort());
});

describe.each(LANGUAGE_CODES.filter((lang) => lang !== "es"))("%s", (lang) => {
  const translated = leaves(resources[lang]);

  test("has every Spanish key, none empty", () => {
    const missing = [...reference.keys()].filter((key) => typeof translated.get(key) !== "string" || !(translated.get(key) as string).trim());
    expect(missing).toEqual([]);
  });

  test("has no keys Spanish lacks", () => {
    expect([...translated.keys()].filter((key) => !reference.has(key))).toEqual([]);
  });

  test("keeps every {{placeholder}}", () => {
    const broken = [...reference].filter(([key, text]) => placeholders(text).join() !== placeholders(translated.get(key)).join()).map(([key]) => key);
    expect(broken).toEqual([]);
  });
});

test("Spanish has no empty text", () => {
  expect([...reference].filter(([, text]) => typeof text !== "string" || !text.trim()).map(([key]) => key)).toEqual([]);
});
