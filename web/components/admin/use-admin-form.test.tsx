import { describe, expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ARTICLE_MESSAGES } from "../../../src/shared/schemas/articles";
import { AUTH_MESSAGES } from "../../../src/shared/schemas/auth";
import { CV_MESSAGES } from "../../../src/shared/schemas/cv";
import { MESSAGE_MESSAGES } from "../../../src/shared/schemas/messages";
import { NOTIFICATION_MESSAGES } from "../../../src/shared/schemas/notifications";
import { PROJECT_MESSAGES } from "../../../src/shared/schemas/projects";
import { SITE_INFO_MESSAGES, SITE_LINK_MESSAGES } from "../../../src/shared/schemas/site-info";
import { THEME_MESSAGES } from "../../../src/shared/theme";
import { FEDIVERSE_MESSAGES } from "../../../src/shared/schemas/fediverse";
import { codeOf, isIssueCode, type Issue } from "../../../src/shared/validation-codes";
import { ADMIN_LANGUAGE_KEY, adminResources } from "../../i18n/admin";
import { OWN_SITE_VALIDATION_CODES } from "../../i18n/admin/own-site";
import { VALIDATION_CODES } from "../../i18n/admin/validation";
import { installFakeApi } from "../../testing/fake-api";
import { renderAdmin } from "../../testing/render";
import { useValidationMessage } from "./use-admin-form";

installFakeApi();

/** Every sentence of the schemas the admin's forms use (and the notifications' and contact form's, for their codes). */
const SCHEMA_MESSAGES: string[] = [
  ...Object.values(CV_MESSAGES),
  ...Object.values(PROJECT_MESSAGES),
  ...Object.values(ARTICLE_MESSAGES),
  ...Object.values(SITE_INFO_MESSAGES),
  ...Object.values(SITE_LINK_MESSAGES),
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(MESSAGE_MESSAGES),
  ...Object.values(NOTIFICATION_MESSAGES),
  ...Object.values(THEME_MESSAGES),
  ...Object.values(FEDIVERSE_MESSAGES),
];
/** The sentence each code stands for. */
const sentenceOf = new Map(SCHEMA_MESSAGES.map((message) => [codeOf(message).code, message]));
/** The schemas' sentences the spec gives in Spanish; every other one it gives in English. */
const SPANISH_SENTENCES: string[] = [AUTH_MESSAGES.email, AUTH_MESSAGES.password, AUTH_MESSAGES.passwordTooLong, ...Object.values(SITE_LINK_MESSAGES)];

type Shown = Pick<Issue, "code" | "message" | "params"> | undefined;
function Shown({ issues }: { issues: Shown[] }) {
  const translate = useValidationMessage();
  return (
    <ul>
      {issues.map((issue, index) => (
        <li key={issue?.code ?? index}>{translate(issue) ?? "(none)"}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole("listitem").map((item) => item.textContent);
const issue = (message: string, params?: Issue["params"]): Shown => ({ ...codeOf(message), message, ...(params ? { params } : {}) });

describe("the admin's field messages, by code", () => {
  test("every sentence of the admin forms' schemas has a translation, found by its code", () => {
    const forms = [...Object.values(CV_MESSAGES), ...Object.values(PROJECT_MESSAGES), ...Object.values(ARTICLE_MESSAGES), ...Object.values(SITE_INFO_MESSAGES)];
    const untranslated = [...forms, ...Object.values(SITE_LINK_MESSAGES), AUTH_MESSAGES.email, AUTH_MESSAGES.password, AUTH_MESSAGES.passwordTooLong].filter(
      (message) => !VALIDATION_CODES[codeOf(message).code] && !OWN_SITE_VALIDATION_CODES[codeOf(message).code],
    );
    expect(untranslated).toEqual([]);
  });

  test("the tables are keyed by codes the server sends, never by a sentence", () => {
    const keys = [...Object.keys(VALIDATION_CODES), ...Object.keys(OWN_SITE_VALIDATION_CODES)];
    expect(keys.filter((code) => !isIssueCode(code))).toEqual([]);
    expect(keys.filter((code) => SCHEMA_MESSAGES.includes(code) || /\s/.test(code))).toEqual([]);
  });

  test("the spec's own words stay word for word: English sentences in English, Spanish ones in Spanish", () => {
    for (const [code, key] of Object.entries(VALIDATION_CODES)) {
      const sentence = sentenceOf.get(code);
      if (sentence === undefined) continue;
      const lang = SPANISH_SENTENCES.includes(sentence) ? "es" : "en";
      expect(`${code}: ${adminResources[lang].validation[key]}`).toBe(`${code}: ${sentence}`);
    }
    for (const [code, key] of Object.entries(OWN_SITE_VALIDATION_CODES))
      expect(`${code}: ${adminResources.en.ownSite.validation[key]}`).toBe(`${code}: ${sentenceOf.get(code)}`);
  });

  test("shown in the admin's language: known codes, length limits with their number; an unknown code by its sentence", () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    renderAdmin(
      <Shown
        issues={[
          issue(PROJECT_MESSAGES.url),
          issue(SITE_LINK_MESSAGES.heroUrl),
          issue(CV_MESSAGES.startDate),
          { code: "too-long", message: "Must be at most 200 characters.", params: { max: 200 } },
          { code: "something-new", message: "Something the server said" },
          undefined,
        ]}
      />,
    );
    expect(shown()).toEqual([
      "Bitte geben Sie eine gültige URL ein.",
      "Bitte geben Sie eine gültige Bild-URL ein",
      "Der Beginn ist erforderlich",
      "Höchstens 200 Zeichen.",
      "Something the server said",
      "(none)",
    ]);
  });

  test("a reworded sentence keeps its translation: the code decides, not the words", () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "fr");
    renderAdmin(
      <Shown
        issues={[
          { code: "site-info.years-of-experience", message: "Experience: a whole number of years, 0 to 80." },
          { code: "site-info.highlights", message: "No more than three highlights, please." },
          { code: "project.period", message: "Keep the period short." },
          { code: "article.title", message: "Give the article a longer title." },
        ]}
      />,
    );
    expect(shown()).toEqual([
      "Les années d’expérience doivent être un nombre entier de 0 à 80.",
      "3 points forts au maximum.",
      "La période doit comporter au plus 40 caractères.",
      "Le titre doit comporter au moins 5 caractères.",
    ]);
  });

  test("Spanish by default: the English sentences in Spanish, the spec's Spanish ones unchanged", () => {
    renderAdmin(
      <Shown
        issues={[
          issue(PROJECT_MESSAGES.technologies),
          issue(AUTH_MESSAGES.email),
          { code: "too-long", message: "Must be at most 50 characters.", params: { max: 50 } },
        ]}
      />,
    );
    expect(shown()).toEqual(["Añade al menos una tecnología.", AUTH_MESSAGES.email, "Debe tener como máximo 50 caracteres."]);
  });
});

/** The SPA's sources (tests aside), for what no page may do. */
function sources(folder: string): { file: string; text: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "e2e" ? [] : sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ file: relative(join(import.meta.dir, "../.."), path), text: readFileSync(path, "utf8") }];
  });
}

test("no page of the SPA picks a translation by the server's sentence (issue.message compared or used as a key)", () => {
  const BY_SENTENCE = [
    /\.message\s*[!=]==\s*[A-Z_]+_MESSAGE/, // issue.message === NOTIFICATION_MESSAGES.privateAddress
    /\[\s*issue\.message\s*\]/, // KEYS[issue.message]
    /\[\s*[A-Z_]+_MESSAGES?(\.[a-zA-Z]+)?\s*\]\s*:/, // { [X_MESSAGES.host]: "host" }
    /\[\s*[A-Z_]+_MESSAGES?(\.[a-zA-Z]+|\[[a-z]+\])?\s*,/, // new Map([[X_MESSAGES.title, "key"]]), [X_MESSAGES[field], field]
    /\.(get|has)\(\s*message\s*\)/, // KEYS.get(message)
  ];
  const found = sources(join(import.meta.dir, "../..")).filter(({ text }) => BY_SENTENCE.some((pattern) => pattern.test(text)));
  expect(found.map(({ file }) => file)).toEqual([]);
});
