import { expect, test } from "bun:test";
import { cronShape, weekdayName } from "./cron-words";

test("the common shapes are recognised", () => {
  expect(cronShape("0 3 * * *")).toEqual({ kind: "daily", time: "03:00" });
  expect(cronShape("30 23 * * *")).toEqual({ kind: "daily", time: "23:30" });
  expect(cronShape("@daily")).toEqual({ kind: "daily", time: "00:00" });
  expect(cronShape("0 0 3 * * *")).toEqual({ kind: "daily", time: "03:00" });
  expect(cronShape("15 4 * * 1")).toEqual({ kind: "weekly", weekday: 1, time: "04:15" });
  expect(cronShape("0 4 * * 7")).toEqual({ kind: "weekly", weekday: 0, time: "04:00" });
  expect(cronShape("5 * * * *")).toEqual({ kind: "hourly", minute: 5 });
  expect(cronShape("0 */6 * * *")).toEqual({ kind: "everyHours", hours: 6, minute: 0 });
  expect(cronShape("0 */1 * * *")).toEqual({ kind: "hourly", minute: 0 });
  expect(cronShape("0 2 1 * *")).toEqual({ kind: "monthly", day: 1, time: "02:00" });
  expect(cronShape("@monthly")).toEqual({ kind: "monthly", day: 1, time: "00:00" });
});

test("anything else is custom, never a wrong sentence", () => {
  for (const expression of [
    "0 3 * * 1-5",
    "0 3,15 * * *",
    "*/10 * * * *",
    "0 */5 * * *",
    "0 3 * 1 *",
    "0 3 1 * 1",
    "0 24 * * *",
    "61 3 * * *",
    "nonsense",
    "",
    "30 0 3 * * *",
  ]) {
    expect(cronShape(expression)).toEqual({ kind: "custom" });
  }
});

test("weekday names come from the locale, Sunday first", () => {
  expect(weekdayName(0, "en")).toBe("Sunday");
  expect(weekdayName(1, "es")).toBe("lunes");
  expect(weekdayName(6, "de")).toBe("Samstag");
});
