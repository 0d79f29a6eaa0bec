import * as v from "valibot";
import { badRequest } from "../../lib/errors";
import { DEFAULT_LANGUAGE, languageOf, type Language } from "../../shared/languages";
import { SUBSCRIBERS_CSV_MAX_BYTES, SUBSCRIBERS_CSV_MAX_ROWS, subscriberEmailSchema } from "../../shared/schemas/subscribers";
import type { SubscriberRow } from "./subscribers.table";

export const CSV_HEADER = ["email", "language", "status", "createdAt", "confirmedAt", "unsubscribedAt"] as const;

/**
 * A cell as spreadsheets read it safely: quoted when it holds a separator, a quote or a line break, and a leading
 * `=`, `+`, `-` or `@` (which a spreadsheet would run as a formula) made text with a `'`.
 */
function cell(value: string | null): string {
  const text = value ?? "";
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export function readersCsv(rows: SubscriberRow[]): string {
  const lines = rows.map((row) => [row.email, row.language, row.status, row.createdAt, row.confirmedAt, row.unsubscribedAt].map(cell).join(","));
  return `${[CSV_HEADER.join(","), ...lines].join("\r\n")}\r\n`;
}

/** RFC 4180 records: fields separated by commas, quoted fields may hold commas, doubled quotes and line breaks. */
function records(text: string): string[][] {
  const out: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      out.push(record);
      record = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || record.length > 0) out.push([...record, field]);
  return out.filter((r) => r.some((f) => f.trim() !== ""));
}

export type CsvSkip = { line: number; value: string; reason: "invalid-email" | "duplicate" };
export type ParsedReaders = { readers: { email: string; language: Language }[]; skipped: CsvSkip[] };

/**
 * The readers of an imported CSV: a header row naming `email` (and `language`) when there is one, else the address
 * first and the language second. Bounded before anything is parsed; each address checked as the form checks it; a
 * language the site does not speak becomes Spanish.
 */
export function parseReadersCsv(text: string): ParsedReaders {
  if (Buffer.byteLength(text) > SUBSCRIBERS_CSV_MAX_BYTES) throw badRequest(`The file is larger than ${SUBSCRIBERS_CSV_MAX_BYTES / 1024} KB; split it.`);
  const rows = records(text.replace(/^\uFEFF/, ""));
  if (rows.length > SUBSCRIBERS_CSV_MAX_ROWS + 1) throw badRequest(`The file has more than ${SUBSCRIBERS_CSV_MAX_ROWS} readers; split it.`);
  const header = rows[0]?.map((name) => name.trim().toLowerCase()) ?? [];
  const hasHeader = header.includes("email");
  const emailAt = hasHeader ? header.indexOf("email") : 0;
  const languageAt = hasHeader ? header.indexOf("language") : 1;
  const seen = new Set<string>();
  const parsed: ParsedReaders = { readers: [], skipped: [] };
  for (const [index, row] of rows.slice(hasHeader ? 1 : 0).entries()) {
    const line = index + (hasHeader ? 2 : 1);
    const value = (row[emailAt] ?? "").trim().slice(0, 300);
    const email = v.safeParse(subscriberEmailSchema, value);
    if (!email.success) parsed.skipped.push({ line, value, reason: "invalid-email" });
    else if (seen.has(email.output)) parsed.skipped.push({ line, value, reason: "duplicate" });
    else {
      seen.add(email.output);
      parsed.readers.push({ email: email.output, language: languageOf(languageAt >= 0 ? row[languageAt]?.trim() : undefined) ?? DEFAULT_LANGUAGE });
    }
  }
  return parsed;
}
