/** TEST ONLY: the visitors, the seeded site and the report the stats.counting, .beacon, .report and .storage tests share. */
import { afterEach, expect } from "bun:test";
import type { testConfig } from "../../config";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { seedDemo } from "../demo/demo.seed";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { REPEAT_WINDOW_MS } from "./stats.counter";
import type { StatsReport } from "../../shared/schemas/stats";

export const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
export const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
export const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";
export const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

export const DAY1 = "2026-03-10";
export const DAY2 = "2026-03-11";
export const SITE = "http://portfolio.test";
export const SLUG = "sqlite-en-produccion";

/**
 * `site()` for the calling test file. `keep` is given each site it makes, for the file's own afterEach to clean up;
 * without it, the site of each test is cleaned up after that test.
 */
export function siteMaker(keep?: (made: TestApp) => void) {
  let latest: TestApp | undefined;
  if (!keep) afterEach(() => latest?.cleanup());
  /** A seeded site behind one trusted proxy (so each test visitor has its own address), late on DAY1. */
  return function site(config: Parameters<typeof testConfig>[0] = {}, start = `${DAY1}T23:00:00Z`) {
    const made = makeTestApp({ config: { trustProxy: 1, ...config }, clock: createManualClock(Date.parse(start)) });
    latest = made;
    keep?.(made);
    seedDemo(made.db);
    return made;
  };
}

export type Visitor = { ip?: string; ua?: string | null; headers?: Record<string, string> };

/** A visitor's browser loading a page (the server-rendered first load). */
export function visit(t: TestApp, path: string, { ip = "203.0.113.1", ua = CHROME, headers = {} }: Visitor = {}) {
  const sent: Record<string, string> = { host: "portfolio.test", "x-forwarded-for": ip, ...headers };
  if (ua !== null) sent["user-agent"] = ua;
  return t.app.request(`${SITE}${path}`, { headers: sent });
}

/** The page's beacon for a client-side navigation, as navigator.sendBeacon sends it. */
export function hit(t: TestApp, body: unknown, { ip = "203.0.113.1", ua = CHROME, headers = {} }: Visitor = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const sent: Record<string, string> = {
    host: "portfolio.test",
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    origin: SITE,
    "sec-fetch-site": "same-origin",
    "x-forwarded-for": ip,
    ...headers,
  };
  if (ua !== null) sent["user-agent"] = ua;
  return t.app.request(`${SITE}/api/stats/hit`, { method: "POST", headers: sent, body: text });
}

export async function report(t: TestApp, from = DAY1, to = from): Promise<StatsReport> {
  const response = await t.request("GET", `/api/stats?from=${from}&to=${to}`, { admin: true });
  expect(response.status).toBe(200);
  return (await response.json()) as StatsReport;
}

export const SECOND = 1000;
/** Later than the 5 to 10 s within which a visitor's repeated view of a path counts once. */
export const later = (t: TestApp) => t.clock.advance(2 * REPEAT_WINDOW_MS + SECOND);
