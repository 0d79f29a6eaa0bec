import { expect, test } from "bun:test";
import { placeholdersOf, REPORT_TEXTS } from "../../../src/shared/import-report";
import { LANGUAGE_CODES } from "../../../src/shared/languages";
import importReport from "./import-report";

const codes = Object.keys(REPORT_TEXTS).sort();
const sorted = (names: string[]) => [...names].sort().join();

test.each(LANGUAGE_CODES)("every report line the server writes has words in %s, with the server's parameters", (lang) => {
  const texts: Record<string, string> = importReport[lang];
  expect(Object.keys(texts).sort()).toEqual(codes);
  const mismatched = codes.filter((code) => sorted(placeholdersOf(texts[code]!)) !== sorted(placeholdersOf(REPORT_TEXTS[code as keyof typeof REPORT_TEXTS])));
  expect(mismatched).toEqual([]);
});
