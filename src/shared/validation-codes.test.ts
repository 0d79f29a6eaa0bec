import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { objectWithFieldMessages, requiredText } from "./validation";
import { codeOf, issueOf, knownCodes, RULE_CODES, SHARED_MESSAGES } from "./validation-codes";

/** Every shared module that may declare messages (each schema, the files), loaded so each declares its codes. */
const files = [
  ...readdirSync(join(import.meta.dir, "schemas"))
    .filter((name) => !name.includes(".test."))
    .map((name) => join("schemas", name)),
  "files.ts",
];
const modules: Record<string, unknown>[] = await Promise.all(files.map((file) => import(join(import.meta.dir, file))));

/** A refusal of the whole request (a 401's `message`), not a field's: it has no issue to carry a code. */
const TOP_LEVEL_MESSAGES = new Set(["SIGN_IN_EXPIRED_MESSAGE"]);

/** The sentences the shared modules export as message constants (`*_MESSAGE`, `*_MESSAGES`). */
const exportedMessages = modules.flatMap((module) =>
  Object.entries(module).flatMap(([name, value]) => {
    if (TOP_LEVEL_MESSAGES.has(name)) return [];
    if (name.endsWith("_MESSAGE") && typeof value === "string") return [[name, value] as const];
    if (!name.endsWith("_MESSAGES") || typeof value !== "object" || value === null) return [];
    return Object.entries(value)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([key, message]) => [`${name}.${key}`, message] as const);
  }),
);

const issuesOf = (schema: v.GenericSchema, input: unknown) => (v.safeParse(schema, input).issues ?? []).map(issueOf);

describe("validation codes", () => {
  test("every message constant of the shared schemas has a code of its own, never the fallback", () => {
    expect(exportedMessages.length).toBeGreaterThan(60);
    expect(exportedMessages.filter(([, message]) => codeOf(message).code === "invalid").map(([name]) => name)).toEqual([]);
  });

  test("codes are lowercase words with hyphens, a field's code prefixed by its domain", () => {
    const fieldCodes = knownCodes().filter((code) => !(RULE_CODES as readonly string[]).includes(code));
    expect(fieldCodes).toContain("article.title");
    expect(fieldCodes).toContain("cv.start-date");
    expect(knownCodes().filter((code) => !/^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)?$/.test(code))).toEqual([]);
  });

  test("a sentence shared by several schemas has one code", () => {
    expect(codeOf(SHARED_MESSAGES.invalidUrl).code).toBe("invalid-url");
    expect(codeOf(SHARED_MESSAGES.invalidEmail).code).toBe("invalid-email");
    expect(codeOf(SHARED_MESSAGES.unknownLanguage).code).toBe("unknown-language");
    expect(codeOf(SHARED_MESSAGES.notAnObject).code).toBe("not-an-object");
  });

  test("the forms' length limit: too-long with its max, whatever the field", () => {
    expect(issuesOf(objectWithFieldMessages({ title: requiredText("Title is required", 12) }), { title: "x".repeat(13) })).toEqual([
      { path: "title", code: "too-long", message: "Must be at most 12 characters.", params: { max: 12 } },
    ]);
  });

  test("each rule's code from valibot's own issue, with its numbers", () => {
    const rules = v.strictObject({
      name: v.pipe(v.string(), v.minLength(2), v.maxLength(4)),
      tags: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(2)),
      age: v.pipe(v.number(), v.minValue(0), v.maxValue(120)),
      kind: v.picklist(["a", "b"]),
      code: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))),
    });
    const codes = (input: Record<string, unknown>) => issuesOf(rules, input).map(({ path, code, params }) => ({ path, code, ...(params ? { params } : {}) }));
    expect(codes({ name: "x", tags: [], age: -1, kind: "c", code: "x" })).toEqual([
      { path: "name", code: "too-short", params: { min: 2 } },
      { path: "tags", code: "too-few", params: { min: 1 } },
      { path: "age", code: "too-small", params: { min: 0 } },
      { path: "kind", code: "not-allowed" },
      { path: "code", code: "invalid" },
    ]);
    expect(codes({ name: "xxxxx", tags: ["a", "b", "c"], age: 121, kind: "a" })).toEqual([
      { path: "name", code: "too-long", params: { max: 4 } },
      { path: "tags", code: "too-many", params: { max: 2 } },
      { path: "age", code: "too-large", params: { max: 120 } },
    ]);
    expect(codes({ name: 12, tags: ["a"], age: 1, kind: "a", extra: true })).toEqual([
      { path: "name", code: "invalid-type" },
      { path: "extra", code: "unknown-field" },
    ]);
    expect(codes({ tags: ["a"], age: 1, kind: "a" })).toEqual([{ path: "name", code: "required" }]);
  });

  test("every rule code is one the tests above reach", () => {
    expect<string[]>([...RULE_CODES].sort()).toEqual(
      ["required", "invalid-type", "unknown-field", "not-allowed", "too-short", "too-long", "too-few", "too-many", "too-small", "too-large", "invalid"].sort(),
    );
  });
});
