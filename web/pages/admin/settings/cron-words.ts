/**
 * The backup schedule (BACKUP_SCHEDULE, a cron expression the server runs with croner) in the shapes an owner
 * writes most, so the admin can say it in words: "every day at 03:00". Anything else is `custom` and shown as the
 * expression itself. Times are the server's clock, as written (no time zone is applied).
 */
export type CronShape =
  | { kind: "daily"; time: string }
  | { kind: "weekly"; weekday: number; time: string }
  | { kind: "hourly"; minute: number }
  | { kind: "everyHours"; hours: number; minute: number }
  | { kind: "monthly"; day: number; time: string }
  | { kind: "custom" };

const NICKNAMES: Record<string, string> = {
  "@daily": "0 0 * * *",
  "@midnight": "0 0 * * *",
  "@hourly": "0 * * * *",
  "@weekly": "0 0 * * 0",
  "@monthly": "0 0 1 * *",
};

/** A plain number within bounds ("07" counts), else null. */
function number(field: string, min: number, max: number): number | null {
  if (!/^\d{1,2}$/.test(field)) return null;
  const value = Number(field);
  return value >= min && value <= max ? value : null;
}

const clock = (hour: number, minute: number) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

export function cronShape(expression: string): CronShape {
  const trimmed = expression.trim().toLowerCase();
  let fields = (NICKNAMES[trimmed] ?? trimmed).split(/\s+/);
  // croner's optional seconds field: on the minute only.
  if (fields.length === 6 && fields[0] === "0") fields = fields.slice(1);
  if (fields.length !== 5) return { kind: "custom" };
  const [minuteField, hourField, dayField, monthField, weekdayField] = fields as [string, string, string, string, string];
  const minute = number(minuteField, 0, 59);
  if (minute === null || monthField !== "*") return { kind: "custom" };
  const anyDay = dayField === "*" || dayField === "?";
  const anyWeekday = weekdayField === "*" || weekdayField === "?";

  if (anyDay && anyWeekday) {
    if (hourField === "*") return { kind: "hourly", minute };
    const every = hourField.match(/^(?:\*|0)\/(\d{1,2})$/);
    if (every) {
      const hours = Number(every[1]);
      if (hours === 1) return { kind: "hourly", minute };
      // Only steps that divide the day give a steady "every N hours" (*/5 runs at 0, 5, ..., 20, then 0 again).
      return hours >= 2 && hours <= 12 && 24 % hours === 0 ? { kind: "everyHours", hours, minute } : { kind: "custom" };
    }
  }
  const hour = number(hourField, 0, 23);
  if (hour === null) return { kind: "custom" };
  const time = clock(hour, minute);
  if (anyDay && anyWeekday) return { kind: "daily", time };
  const weekday = number(weekdayField, 0, 7);
  if (anyDay && weekday !== null) return { kind: "weekly", weekday: weekday % 7, time };
  const day = number(dayField, 1, 31);
  if (anyWeekday && day !== null) return { kind: "monthly", day, time };
  return { kind: "custom" };
}

/** A weekday's name (0 is Sunday) in the admin's locale: 7 January 2024 was a Sunday. */
export const weekdayName = (weekday: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 7 + weekday)));
