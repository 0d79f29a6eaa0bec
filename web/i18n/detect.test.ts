import { afterEach, describe, expect, test } from "bun:test";
import { detectLanguage, persistLanguage } from "./detect";

describe("detectLanguage (spec §4: query, then stored choice, then browser, then Spanish)", () => {
  test("the lang query parameter wins", () => {
    expect(detectLanguage({ search: "?lang=en", stored: "fr", browser: ["de-DE"] })).toBe("en");
  });

  test("then the stored choice", () => {
    expect(detectLanguage({ search: "", stored: "fr", browser: ["de-DE"] })).toBe("fr");
  });

  test("then the first supported browser language, regional variants included", () => {
    expect(detectLanguage({ search: "", stored: null, browser: ["nl-NL", "pt-BR", "en"] })).toBe("pt");
  });

  test("else Spanish", () => {
    expect(detectLanguage({ search: "", stored: null, browser: ["nl-NL"] })).toBe("es");
  });

  test("an unknown stored value is skipped; an unknown query is Spanish, as the server renders it (contract §2)", () => {
    expect(detectLanguage({ search: "", stored: "klingon", browser: ["ja-JP"] })).toBe("ja");
    expect(detectLanguage({ search: "?lang=xx", stored: "klingon", browser: ["ja-JP"] })).toBe("es");
  });
});

describe("persistLanguage", () => {
  afterEach(() => localStorage.clear());

  test("stores the choice under both keys the spec names", () => {
    persistLanguage("de");
    expect(localStorage.getItem("selectedLanguage")).toBe("de");
    expect(localStorage.getItem("i18nextLng")).toBe("de");
  });

  test("and in the lang cookie, so the server renders the next page in it", () => {
    persistLanguage("ja");
    expect(document.cookie).toContain("lang=ja");
  });
});
