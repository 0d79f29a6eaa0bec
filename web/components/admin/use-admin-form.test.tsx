import { describe, expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { ARTICLE_MESSAGES } from "../../../src/shared/schemas/articles";
import { EMAIL_MESSAGE, PASSWORD_MESSAGE } from "../../../src/shared/schemas/auth";
import { CV_MESSAGES } from "../../../src/shared/schemas/cv";
import { PROJECT_MESSAGES } from "../../../src/shared/schemas/projects";
import { CONTACT_EMAIL_MESSAGE, CV_URL_MESSAGE, HERO_URL_MESSAGE, SITE_INFO_MESSAGES, URL_MESSAGE } from "../../../src/shared/schemas/site-info";
import { ADMIN_LANGUAGE_KEY, adminResources } from "../../i18n/admin";
import { OWN_SITE_VALIDATION_KEYS } from "../../i18n/admin/own-site";
import { VALIDATION_KEYS } from "../../i18n/admin/validation";
import { installFakeApi } from "../../testing/fake-api";
import { renderAdmin } from "../../testing/render";
import { useValidationMessage } from "./use-admin-form";

installFakeApi();

/** The schemas' messages the spec gives in Spanish; every other one it gives in English. */
const SPANISH_MESSAGES = [HERO_URL_MESSAGE, CV_URL_MESSAGE, EMAIL_MESSAGE, PASSWORD_MESSAGE, "La contraseña es demasiado larga"];

function Shown({ messages }: { messages: (string | undefined)[] }) {
  const translate = useValidationMessage();
  return (
    <ul>
      {messages.map((message) => (
        <li key={message ?? "(none)"}>{translate(message) ?? "(none)"}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("the admin's field messages", () => {
  test("every message of the admin forms' schemas has its translation", () => {
    const schemaMessages = [
      ...Object.values(CV_MESSAGES),
      ...Object.values(PROJECT_MESSAGES),
      ...Object.values(ARTICLE_MESSAGES),
      URL_MESSAGE,
      CONTACT_EMAIL_MESSAGE,
      HERO_URL_MESSAGE,
      CV_URL_MESSAGE,
      EMAIL_MESSAGE,
      PASSWORD_MESSAGE,
    ];
    expect(schemaMessages.filter((message) => !VALIDATION_KEYS.has(message) && !OWN_SITE_VALIDATION_KEYS.has(message))).toEqual([]);
    expect(Object.values(SITE_INFO_MESSAGES).filter((message) => !OWN_SITE_VALIDATION_KEYS.has(message))).toEqual([]);
  });

  test("the home page's and a project period's messages: English word for word, and in the admin's language", () => {
    for (const [message, key] of OWN_SITE_VALIDATION_KEYS) expect(`${key}: ${adminResources.en.ownSite.validation[key]}`).toBe(`${key}: ${message}`);
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "fr");
    renderAdmin(<Shown messages={[SITE_INFO_MESSAGES.yearsOfExperience, SITE_INFO_MESSAGES.highlights, PROJECT_MESSAGES.period]} />);
    expect(shown()).toEqual([
      "Les années d’expérience doivent être un nombre entier de 0 à 80.",
      "3 points forts au maximum.",
      "La période doit comporter au plus 40 caractères.",
    ]);
  });

  test("the spec's own words stay word for word: English messages in English, Spanish ones in Spanish", () => {
    for (const [message, key] of VALIDATION_KEYS) {
      const lang = SPANISH_MESSAGES.includes(message) ? "es" : "en";
      expect(`${key}: ${adminResources[lang].validation[key]}`).toBe(`${key}: ${message}`);
    }
  });

  test("shown in the admin's language: known messages, length limits with their number; an unknown one as it came", () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    renderAdmin(
      <Shown
        messages={[PROJECT_MESSAGES.url, HERO_URL_MESSAGE, CV_MESSAGES.startDate, "Must be at most 200 characters.", "Something the server said", undefined]}
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

  test("Spanish by default: the English messages in Spanish, the spec's Spanish ones unchanged", () => {
    renderAdmin(<Shown messages={[PROJECT_MESSAGES.technologies, EMAIL_MESSAGE, "Must be at most 50 characters."]} />);
    expect(shown()).toEqual(["Añade al menos una tecnología.", EMAIL_MESSAGE, "Debe tener como máximo 50 caracteres."]);
  });
});
