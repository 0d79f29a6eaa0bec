import { expect, test } from "bun:test";
import joditSpanish from "jodit/esm/langs/es.js";
import { adminResources } from "./admin";
import { EDITOR_TEXT_OVERRIDES } from "./admin/editor-texts";
import es from "./locales/es";

/**
 * One tone in Spanish: the site and the admin say "tú" to the reader, never "usted". These are the marks of the
 * "usted" form: the word itself, its imperatives, its questions, and a sentence opening with "Su"/"Sus" (the reader's
 * things; "su" in the middle of a sentence is also the third person's, "the article and its slug", and is allowed).
 */
const USTED = [
  /\busted(es)?\b/i,
  /\b(ingrese|introduzca|haga|seleccione|pulse|presione|escriba|inténtelo|intente|vuelva a|compruebe|verifique|elija|asegúrese|contacte|póngase|rellene|visite|compre|espere|revise|utilice|añada|agregue|descargue|confirme|elimine|toque|arrastre|suelte|mantenga|envíe|envíenos|escríbanos|contáctenos|llámenos|déjenos)\b/i,
  /¿\s*(desea|quiere|está seguro|está segura|puede)\b/i,
  /(^|[.:!?]\s+)(Su|Sus)\s/,
];

function leaves(tree: unknown, prefix = ""): [string, string][] {
  if (tree !== null && typeof tree === "object") return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  return typeof tree === "string" ? [[prefix, tree]] : [];
}
const ustedIn = (texts: [string, string][]) => texts.filter(([, text]) => USTED.some((mark) => mark.test(text))).map(([key, text]) => `${key}: ${text}`);

test("the public site's Spanish says tú", () => {
  expect(ustedIn(leaves(es))).toEqual([]);
});

test("the admin's Spanish says tú", () => {
  expect(ustedIn(leaves(adminResources.es))).toEqual([]);
});

test("the editor's Spanish (Jodit's pack, with the admin's replacements) says tú", () => {
  const shown = { ...(joditSpanish as Record<string, unknown>), ...EDITOR_TEXT_OVERRIDES.es };
  expect(ustedIn(leaves(shown))).toEqual([]);
});

test("the marks do catch usted", () => {
  const samples = [
    "Escriba algo...",
    "¿Está seguro?",
    "Por favor, introduzca una dirección web",
    "Su navegador no soporta esto.",
    "Gracias. Sus datos se guardaron",
    "Haga clic aquí",
  ];
  expect(ustedIn(samples.map((text, index) => [String(index), text]))).toHaveLength(samples.length);
  expect(ustedIn([["ok", "El artículo y su slug. Escribe algo y elige una imagen."]])).toEqual([]);
});
