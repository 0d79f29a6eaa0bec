import type * as v from "valibot";

/**
 * Every field refusal the API sends carries a stable `code` beside its sentence (docs/decisions/0051-validation-codes.md):
 * the admin translates the code, never the sentence, so rewording a message loses no translation. Two kinds of code:
 * - a rule's code, for what valibot checks without a sentence of ours or with a generic one (`RULE_CODES`), with its
 *   numbers in `params` ("too-long", `{ max: 200 }`);
 * - a field's code, `<domain>.<message name in kebab-case>` ("article.title", "cv.start-date"), for each sentence of
 *   the shared schemas' message constants, declared with `codedMessages`.
 */

/** What a translation fills in: "at most {{max}} characters". */
export type IssueParams = Readonly<Record<string, number | string>>;

/** One field's refusal in the contract's `issues`: where, which rule (stable), its numbers, and the sentence. */
export type Issue = { path: string; code: string; message: string; params?: IssueParams };

/** The rules' codes: derived from valibot's own issue when a sentence has no code of its own. */
export const RULE_CODES = [
  "required",
  "invalid-type",
  "unknown-field",
  "not-allowed",
  "too-short",
  "too-long",
  "too-few",
  "too-many",
  "too-small",
  "too-large",
  "invalid",
] as const;

/** Sentences several schemas share, each with one code. */
export const SHARED_MESSAGES = {
  invalidUrl: "Please enter a valid URL.",
  invalidEmail: "Please enter a valid email address",
  unknownLanguage: "Unknown language.",
  notAnObject: "Expected a JSON object",
} as const;

type Coded = { code: string; params?: IssueParams };
const byMessage = new Map<string, Coded>();
const codes = new Set<string>(RULE_CODES);

function register(message: string, code: string, params?: IssueParams): string {
  const known = byMessage.get(message);
  if (known && known.code !== code) throw new Error(`The validation message "${message}" has two codes: ${known.code} and ${code}`);
  byMessage.set(message, params ? { code, params } : { code });
  codes.add(code);
  return message;
}

/** A field's code whose sentence varies (it names an id): the issue is built with it and its `params` by hand. */
export function declareCode<const C extends string>(code: C): C {
  codes.add(code);
  return code;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

register(SHARED_MESSAGES.invalidUrl, "invalid-url");
register(SHARED_MESSAGES.invalidEmail, "invalid-email");
register(SHARED_MESSAGES.unknownLanguage, "unknown-language");
register(SHARED_MESSAGES.notAnObject, "not-an-object");

/**
 * A schema's message constants, each given the code `<domain>.<its name in kebab-case>`; a shared sentence keeps
 * its shared code. Returns the constants unchanged, so the sentences stay what the API and its tests say.
 */
export function codedMessages<const T extends Record<string, string>>(domain: string, messages: T): T {
  const shared = new Set<string>(Object.values(SHARED_MESSAGES));
  for (const [name, message] of Object.entries(messages)) if (!shared.has(message)) register(message, `${domain}.${kebab(name)}`);
  return messages;
}

/** The length limit of the forms' texts, its sentence and its code ("too-long" with its `max`). */
export const tooLong = (max: number) => register(`Must be at most ${max} characters.`, "too-long", { max });

/** A rule's code from valibot's issue, for a sentence without a code of its own. */
function ruleOf(issue: v.BaseIssue<unknown>): Coded {
  const limit = typeof issue.requirement === "number" ? issue.requirement : undefined;
  const several = Array.isArray(issue.input);
  switch (issue.type) {
    case "min_length":
      return { code: several ? "too-few" : "too-short", ...(limit !== undefined ? { params: { min: limit } } : {}) };
    case "max_length":
      return { code: several ? "too-many" : "too-long", ...(limit !== undefined ? { params: { max: limit } } : {}) };
    case "min_value":
      return { code: "too-small", ...(limit !== undefined ? { params: { min: limit } } : {}) };
    case "max_value":
      return { code: "too-large", ...(limit !== undefined ? { params: { max: limit } } : {}) };
    case "picklist":
    case "literal":
    case "enum":
      return { code: "not-allowed" };
  }
  if (issue.kind !== "schema") return { code: "invalid" };
  if (issue.expected === "never") return { code: "unknown-field" };
  return { code: issue.input === undefined ? "required" : "invalid-type" };
}

/** The code of a sentence a use case reports by hand; "invalid" when the sentence was given none. */
export const codeOf = (message: string): Coded => byMessage.get(message) ?? { code: "invalid" };

/** A refusal a use case builds by hand from a coded sentence. */
export const fieldIssue = (path: string, message: string): Issue => ({ path, message, ...codeOf(message) });

/** valibot's issue as the contract's: `path` the field's dotted name, the sentence's code or else its rule's. */
export function issueOf(issue: v.BaseIssue<unknown>): Issue {
  const path = (issue.path ?? []).map((p) => String(p.key)).join(".");
  return { path, message: issue.message, ...(byMessage.get(issue.message) ?? ruleOf(issue)) };
}

/** Every code there is: the rules' and the fields' declared so far (each schema declares its own as it loads). */
export const knownCodes = (): string[] => [...codes];
export const isIssueCode = (code: string) => codes.has(code);
