import { describe, expect, test } from "bun:test";
import { articleCardDate, dateLocaleFor, formatDate, parseUtcDate, periodEnd } from "./dates";

describe("parseUtcDate", () => {
  test("a timestamp without a time zone is read as UTC", () => {
    expect(parseUtcDate("2024-03-05 23:30:00")?.toISOString()).toBe("2024-03-05T23:30:00.000Z");
    expect(parseUtcDate("2024-03-05T23:30:00")?.toISOString()).toBe("2024-03-05T23:30:00.000Z");
    expect(parseUtcDate("2024-03-05")?.toISOString()).toBe("2024-03-05T00:00:00.000Z");
  });

  test("a timestamp with a zone keeps it", () => {
    expect(parseUtcDate("2024-03-05T23:30:00-05:00")?.toISOString()).toBe("2024-03-06T04:30:00.000Z");
    expect(parseUtcDate("2024-03-05T23:30:00Z")?.toISOString()).toBe("2024-03-05T23:30:00.000Z");
  });

  test("unreadable text is null", () => {
    expect(parseUtcDate("")).toBeNull();
    expect(parseUtcDate("pronto")).toBeNull();
  });
});

describe("formatDate", () => {
  test("es-ES long form by default, in UTC", () => {
    expect(formatDate("2024-03-05T10:00:00Z")).toBe("5 de marzo de 2024");
    // Late in the UTC day: still the 5th, whatever the machine's zone.
    expect(formatDate("2024-03-05 23:59:59")).toBe("5 de marzo de 2024");
    expect(formatDate("2024-03-05T23:30:00-05:00")).toBe("6 de marzo de 2024");
  });

  test("another language's long form on request", () => {
    expect(formatDate("2024-03-05T10:00:00Z", dateLocaleFor("en"))).toBe("March 5, 2024");
    expect(formatDate("2024-03-05T10:00:00Z", dateLocaleFor("de"))).toBe("5. März 2024");
  });

  test("text that is not a date is shown as it is", () => {
    expect(formatDate("pronto")).toBe("pronto");
  });
});

describe("articleCardDate (spec §4)", () => {
  const base = { published: true, publishedAt: "2024-03-05T10:00:00Z", updatedAt: "2024-04-01T10:00:00Z" };

  test("publishedAt when present", () => {
    expect(articleCardDate(base)).toBe("2024-03-05T10:00:00Z");
  });

  test("else updatedAt when published", () => {
    expect(articleCardDate({ ...base, publishedAt: null })).toBe("2024-04-01T10:00:00Z");
  });

  test("else nothing: the draft label", () => {
    expect(articleCardDate({ ...base, published: false, publishedAt: null })).toBeNull();
  });

  test("a draft that was published once keeps its publishedAt", () => {
    expect(articleCardDate({ ...base, published: false })).toBe("2024-03-05T10:00:00Z");
  });
});

describe("periodEnd (spec §4)", () => {
  test("an empty end date shows the current label", () => {
    expect(periodEnd({ endDate: null }, "Actualidad")).toBe("Actualidad");
    expect(periodEnd({ endDate: "  " }, "Actualidad")).toBe("Actualidad");
  });

  test("an entry marked current shows the current label", () => {
    expect(periodEnd({ endDate: "2023", isCurrent: true }, "Present")).toBe("Present");
  });

  test("otherwise the end date", () => {
    expect(periodEnd({ endDate: "2021", isCurrent: false }, "Actualidad")).toBe("2021");
  });
});
