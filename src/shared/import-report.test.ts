import { describe, expect, test } from "bun:test";
import { inTranslation, placeholdersOf, REPORT_TEXTS, reportNote } from "./import-report";

describe("import report lines", () => {
  test("a line carries its code, its parameters and its English text with them filled in", () => {
    expect(reportNote("slug-renamed", { requested: "hello", slug: "hello-2" })).toEqual({
      code: "slug-renamed",
      params: { requested: "hello", slug: "hello-2" },
      message: 'slug "hello" exists: imported as "hello-2"',
    });
    expect(reportNote("no-summary")).toEqual({ code: "no-summary", params: {}, message: "no summary: taken from the text" });
  });

  test("a Hugo shortcode's own braces are text, not a placeholder", () => {
    expect(placeholdersOf(REPORT_TEXTS["hugo-shortcode-removed"])).toEqual(["name"]);
    expect(reportNote("hugo-shortcode-removed", { name: "youtube" }).message).toBe("shortcode {{< youtube >}} removed");
  });

  test("a line about a translation names its language first, in the text and as a parameter", () => {
    expect(inTranslation("fr", reportNote("script-removed"))).toEqual({ code: "script-removed", params: { translation: "fr" }, message: "fr: script removed" });
  });

  test("a parameter that looks like a placeholder is not filled again", () => {
    expect(reportNote("no-title", { title: "{{title}} and {{other}}" }).message).toBe('no title: "{{title}} and {{other}}" taken from the text');
  });
});
