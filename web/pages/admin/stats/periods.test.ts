import { describe, expect, test } from "bun:test";
import { changeOf, isRange, lengthOf, previousOf, rangeOf } from "./periods";

const custom = { from: "2026-01-01", to: "2026-01-31" };

describe("statistics periods", () => {
  test("today, 7 and 30 days, 12 months and a custom range end today (UTC) or where the owner said", () => {
    expect(rangeOf("today", "2026-03-10", custom)).toEqual({ from: "2026-03-10", to: "2026-03-10" });
    expect(rangeOf("week", "2026-03-10", custom)).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(rangeOf("month", "2026-03-10", custom)).toEqual({ from: "2026-02-09", to: "2026-03-10" });
    expect(rangeOf("year", "2026-03-10", custom)).toEqual({ from: "2025-03-11", to: "2026-03-10" });
    expect(rangeOf("year", "2024-02-29", custom)).toEqual({ from: "2023-03-01", to: "2024-02-29" });
    expect(rangeOf("custom", "2026-03-10", custom)).toBe(custom);
  });

  test("each is compared with the period of the same length just before it", () => {
    expect(previousOf({ from: "2026-03-10", to: "2026-03-10" })).toEqual({ from: "2026-03-09", to: "2026-03-09" });
    expect(previousOf({ from: "2026-03-04", to: "2026-03-10" })).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    const year = rangeOf("year", "2026-03-10", custom);
    expect(lengthOf(previousOf(year))).toBe(lengthOf(year));
    expect(previousOf(custom)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });

  test("the change as a fraction, none when the period before had nothing", () => {
    expect(changeOf(15, 10)).toBe(0.5);
    expect(changeOf(5, 10)).toBe(-0.5);
    expect(changeOf(5, 0)).toBeNull();
  });

  test("a custom range is two days in order", () => {
    expect(isRange({ from: "2026-01-02", to: "2026-01-01" })).toBe(false);
    expect(isRange({ from: "", to: "2026-01-01" })).toBe(false);
    expect(isRange({ from: "2026-01-01", to: "2026-01-01" })).toBe(true);
  });
});
