/** Whether an admin screen speaks one language only: the texts of the other languages it shows. */
import { LANGUAGE_CODES, type Language } from "../../src/shared/languages";
import { adminResources, type AdminResources } from "../i18n/admin";

/** Every text of a translation tree. */
function textsOf(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  return tree !== null && typeof tree === "object" ? Object.values(tree).flatMap(textsOf) : [];
}

/** What the page says: its text, and the names, placeholders and titles a reader meets without seeing them. */
function pageText(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll("[aria-label], [placeholder], [title], [alt]")].flatMap((element) =>
    ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [root.textContent ?? "", ...attributes].join("\n");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The texts of these admin sections in the languages other than `lang` that the page shows: a screen in one
 * language shows none. A text is looked for as whole words, without its {{placeholders}} (each fixed part of at
 * least 6 characters); texts that `lang` writes the same way (a name, "Online"...) are not counted.
 */
export function otherLanguageTexts(sections: (keyof AdminResources)[], lang: Language, root: HTMLElement = document.body): string[] {
  const shown = pageText(root);
  const own = sections.flatMap((section) => textsOf(adminResources[lang][section]));
  const found = new Set<string>();
  for (const other of LANGUAGE_CODES.filter((code) => code !== lang)) {
    for (const text of sections.flatMap((section) => textsOf(adminResources[other][section]))) {
      const parts = text.includes("{{")
        ? text
            .split(/{{\s*\w+\s*}}/)
            .map((part) => part.trim())
            .filter((part) => part.length >= 6)
        : [text];
      for (const part of parts) {
        if (part.length < 4 || own.some((mine) => mine.includes(part))) continue;
        if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(part)}($|[^\\p{L}])`, "u").test(shown)) found.add(part);
      }
    }
  }
  return [...found];
}
