/**
 * The documentation holds together: the README stays a guide short enough to read, each design decision in
 * docs/decisions has its context, decision and consequences and is listed in the index, every section the code cites
 * as "spec §…" or "contract §…" exists in docs/spec.md or docs/contract.md, and the links between the documents lead
 * to files and headings that exist.
 */
import { describe, expect, test } from "bun:test";
import { Glob } from "bun";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "..");
const DECISIONS = join(ROOT, "docs/decisions");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The README's line count, as `wc -l` gives it. */
const README_MAX_LINES = 450;

describe("README.md", () => {
  const readme = read("README.md");

  test(`is a guide of at most ${README_MAX_LINES} lines`, () => {
    expect(readme.split("\n").length - (readme.endsWith("\n") ? 1 : 0)).toBeLessThanOrEqual(README_MAX_LINES);
  });

  test("still shows how to start and how to test", () => {
    expect(readme).toContain("npm install && npm start");
    expect(readme).toContain("npm test");
  });
});

describe("docs/decisions", () => {
  const files = readdirSync(DECISIONS).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const index = read("docs/decisions/README.md");

  test("holds the decisions, numbered once each", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    const numbers = files.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  test.each(files)("%s has a title, a status, and Context, Decision and Consequences", (name) => {
    const text = read(`docs/decisions/${name}`);
    expect(text).toMatch(/^# \d{4}[.:] \S/);
    expect(text).toMatch(/^Status: /m);
    for (const heading of ["## Context", "## Decision", "## Consequences"]) expect(text.split("\n")).toContain(heading);
  });

  test("the index lists every decision", () => {
    expect(files.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});

/** "spec §5", "Spec §2, §4", "contract §2", "CONTRACT.md §1 and §2": the document and each section number cited. */
const CITATION = /\b(spec|contract)(?:\.md)?\s+(§\s?\d+(?:\s*(?:,|and)\s*§\s?\d+)*)/gi;

async function citations(): Promise<{ file: string; document: "spec" | "contract"; section: number }[]> {
  const found: { file: string; document: "spec" | "contract"; section: number }[] = [];
  for (const folder of ["src", "web"]) {
    for await (const file of new Glob(`${folder}/**/*.{ts,tsx}`).scan(ROOT)) {
      for (const match of read(file).matchAll(CITATION)) {
        const document = match[1]!.toLowerCase() as "spec" | "contract";
        for (const number of match[2]!.matchAll(/§\s?(\d+)/g)) found.push({ file, document, section: Number(number[1]) });
      }
    }
  }
  return found;
}

/** The numbered sections of a document: its "## N. Title" headings. */
const sections = (path: string) => new Set([...read(path).matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));

describe("the spec and the contract cited in the code", () => {
  const documents = { spec: sections("docs/spec.md"), contract: sections("docs/contract.md") };

  test("are in docs/ with their numbered sections", () => {
    expect([...documents.spec].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...documents.contract].sort((a, b) => a - b)).toEqual([1, 2]);
  });

  test("every section the code cites exists", async () => {
    const cited = await citations();
    expect(cited.filter(({ document }) => document === "spec").length).toBeGreaterThan(50);
    expect(cited.filter(({ document }) => document === "contract").length).toBeGreaterThan(10);
    const missing = cited.filter(({ document, section }) => !documents[document].has(section));
    expect(missing.map(({ file, document, section }) => `${file}: ${document} §${section}`)).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

describe("links between the documents", () => {
  const markdown = ["README.md", ...[...new Glob("docs/**/*.md").scanSync(ROOT)]];

  test.each(markdown)("%s links only to files and headings that exist", (file) => {
    const broken: string[] = [];
    for (const match of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (/^[a-z]+:/.test(target)) continue;
      const [path, hash] = target.split("#") as [string, string | undefined];
      const linked = path === "" ? file : relative(ROOT, resolve(ROOT, dirname(file), path));
      if (!existsSync(join(ROOT, linked))) broken.push(target);
      else if (hash && linked.endsWith(".md")) {
        const headings = [...read(linked).matchAll(/^#+ (.+)$/gm)].map((heading) => anchor(heading[1]!));
        if (!headings.includes(hash)) broken.push(target);
      }
    }
    expect(broken).toEqual([]);
  });
});
