import { type ReportNote, reportNote } from "../../shared/import-report";
/** "2020-01-02", "2020-01-02 10:00:00", "2020-01-02T10:00", optionally with seconds' fractions and a zone. */
const ISO_LIKE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** WordPress writes this for "never" (a draft's GMT date). */
const ZERO_DATE = /^0000-00-00/;

/** Plausible years only: a TOML time without a date reads as year 0. */
const isPlausible = (time: number) => {
  const year = new Date(time).getUTCFullYear();
  return year >= 1000 && year <= 9999;
};

/**
 * The ISO 8601 UTC form of a date as sources write it: a string in any ISO-like form (without a zone it is
 * taken as UTC: WordPress's GMT columns, Hugo's and Jekyll's local dates), epoch milliseconds (Ghost 0.x), or
 * a Date (YAML timestamps, TOML dates). `undefined` when the value is not a date at all.
 */
export function toIsoDate(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === "") return null;
  let time: number;
  if (value instanceof Date) time = value.getTime();
  else if (typeof value === "number") time = value;
  else if (typeof value === "string") {
    const text = value.trim();
    if (text === "" || ZERO_DATE.test(text)) return null;
    const parts = text.match(ISO_LIKE);
    time = parts ? Date.parse(`${parts[1]}T${parts[2] ?? "00:00"}${normalizeZone(parts[3])}`) : Date.parse(text);
  } else return undefined;
  return Number.isFinite(time) && isPlausible(time) ? new Date(time).toISOString() : undefined;
}

function normalizeZone(zone: string | undefined): string {
  if (!zone) return "Z";
  if (zone.toUpperCase() === "Z") return "Z";
  return zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}

/** `toIsoDate`, noting in `warnings` a value that was given but is not a date (it is left out). */
export function readDate(value: unknown, field: string, warnings: ReportNote[]): string | null {
  const iso = toIsoDate(value);
  if (iso !== undefined) return iso;
  warnings.push(reportNote("date-invalid", { field, value: String(value) }));
  return null;
}
