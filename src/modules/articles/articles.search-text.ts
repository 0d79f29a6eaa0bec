/**
 * The text side of search, without the database: what an article's HTML says as plain text, how a visitor's query
 * becomes plain words (never FTS5 syntax), and the passage shown under a result with those words marked.
 */

/** A query is cut to this many characters and this many words: more says nothing a search can use. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_TERMS = 8;
/** The trigram index finds words of three characters or more; shorter ones (数据, "Go") are looked up by LIKE. */
export const TRIGRAM = 3;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Tags inside a line of text: dropped without a space ("<code>app.db</code>," stays "app.db,"). */
const INLINE_TAG = /<\/?(a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/**
 * The words of sanitised article HTML: inline tags vanish, every other tag becomes a space (so blocks do not run
 * together), the entities the sanitiser writes are decoded, whitespace is collapsed.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(INLINE_TAG, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The words of a query: whitespace-separated, each taken literally, at most MAX_QUERY_TERMS of them, no repeats.
 * Control characters separate words too (a NUL would end the string SQLite hands FTS5 mid-quote).
 */
export function searchTerms(query: string): string[] {
  const words = query
    .slice(0, MAX_QUERY_LENGTH)
    .split(/[\s\p{Cc}]+/u)
    .filter(Boolean);
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of words) {
    const key = fold(word);
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(word);
    if (terms.length === MAX_QUERY_TERMS) break;
  }
  return terms;
}

/** Characters, not UTF-16 units: what the trigram tokenizer counts. */
export const charLength = (term: string) => [...term].length;

/**
 * An FTS5 MATCH expression that finds rows holding every term: each term a quoted string (a `"` inside doubled), so
 * `NEAR`, `*`, `-`, `:` or an unbalanced quote are just characters to look for.
 */
export function ftsQuery(terms: string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(" ");
}

/** A LIKE pattern that finds `term` anywhere, its `%`, `_` and `\` taken literally (with ESCAPE '\'). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const foldedChars = new Map<string, string>();
/** One UTF-16 unit folded as the index folds it (case, accents), always to one unit so positions stay the same. */
function foldUnit(unit: string): string {
  let folded = foldedChars.get(unit);
  if (folded === undefined) {
    const bare = unit.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const lower = unit.toLowerCase();
    folded = bare.length === 1 ? bare : lower.length === 1 ? lower : unit;
    if (foldedChars.size < 10_000) foldedChars.set(unit, folded);
  }
  return folded;
}

/** Case and accents folded, the same length as `text`, so a position in one is the same position in the other. */
export function fold(text: string): string {
  return text.replace(/[A-Z\u0080-\uffff]/g, foldUnit);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** How much text a snippet shows around the first match, and how far into a long text it looks for one. */
const CONTEXT_BEFORE = 60;
const SNIPPET_LENGTH = 220;
const SCANNED_LENGTH = 50_000;

type Range = [start: number, end: number];

/** Every place a term occurs in `text` (folded), merged where they overlap, in order. */
function matches(folded: string, terms: string[]): Range[] {
  const ranges: Range[] = [];
  for (const term of terms.map(fold)) {
    if (!term) continue;
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) ranges.push([at, at + term.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Moves a cut to the nearest space within a few characters, so a window does not start or end mid-word. */
function atSpace(text: string, at: number, direction: -1 | 1): number {
  for (let i = 0; i < 15; i++) {
    const position = at + direction * i;
    if (position <= 0 || position >= text.length) return Math.max(0, Math.min(text.length, position));
    if (text[position] === " ") return direction === 1 ? position : position + 1;
  }
  return at;
}

/**
 * The passage of `text` around the first place a term occurs, as HTML: the text escaped, each occurrence in
 * `<mark>`, "…" where it was cut. Null when no term occurs (in the first SCANNED_LENGTH characters).
 */
export function markedPassage(text: string, terms: string[]): string | null {
  const scanned = text.slice(0, SCANNED_LENGTH);
  const found = matches(fold(scanned), terms);
  if (found.length === 0) return null;
  const first = found[0]!;
  let start = first[0] - CONTEXT_BEFORE > 0 ? atSpace(scanned, first[0] - CONTEXT_BEFORE, -1) : 0;
  if (start > first[0]) start = first[0];
  let end = start + SNIPPET_LENGTH < scanned.length ? atSpace(scanned, start + SNIPPET_LENGTH, 1) : scanned.length;
  if (end < first[1]) end = first[1];
  let html = start > 0 ? "…" : "";
  let at = start;
  for (const [from, to] of found) {
    if (from >= end) break;
    html += `${escapeHtml(scanned.slice(at, from))}<mark>${escapeHtml(scanned.slice(from, Math.min(to, end)))}</mark>`;
    at = Math.min(to, end);
  }
  html += escapeHtml(scanned.slice(at, end));
  return end < text.length ? `${html}…` : html;
}

/** The start of a text as an unmarked passage (a result found by its title or category alone). */
export function plainPassage(text: string): string {
  if (text.length <= SNIPPET_LENGTH) return escapeHtml(text);
  return `${escapeHtml(text.slice(0, atSpace(text, SNIPPET_LENGTH, 1)))}…`;
}
