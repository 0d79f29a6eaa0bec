/**
 * What the public site's browser tests (public-home, public-pages and public-images .e2e.test.ts) share: a fresh
 * browser session per test, checked for console errors when it closes, and the waits and captures their pages need.
 */
import { expect } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { join } from "node:path";
import { SCREENSHOTS, type startSuite, trackPageErrors } from "./harness";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export type Session = { context: BrowserContext; page: Page; errors: string[] };

/** `open` (a new session) and `count` (one number read from the database) on the calling file's suite. */
export function publicSite(suite: ReturnType<typeof startSuite>) {
  async function open(viewport = DESKTOP, locale = "es-ES"): Promise<Session> {
    const context = await suite.browser.newContext({ viewport, locale, reducedMotion: "reduce" });
    const page = await context.newPage();
    return { context, page, errors: trackPageErrors(page) };
  }

  const count = (sql: string) => suite.server.query<{ count: number }>(sql)[0]?.count ?? 0;

  return { open, count };
}

export async function close({ context, errors }: Session) {
  await context.close();
  expect(errors).toEqual([]);
}

/** Waits until no skeleton is left, i.e. every data block shows its real state. */
export const settled = (page: Page) => page.waitForFunction(() => document.querySelectorAll(".skeleton").length === 0, null, { timeout: 15_000 });

/** Scrolls through the page so lazy images load, then back to the top, then captures it whole. */
export async function screenshot(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Drops console lines a test expects (Chrome logs a failed request's status, for one), so `close` checks the rest. */
export const forgive = ({ errors }: Session, expected: RegExp) => {
  const rest = errors.filter((e) => !expected.test(e));
  errors.splice(0, errors.length, ...rest);
};

/** An expected 404 page: Chrome logs the document's status as a console error; that one line is not a fault. */
export const forgiveNotFoundDocument = (session: Session) => forgive(session, /status of 404/);

export const noHorizontalScroll = (page: Page, width: number) => page.evaluate((max) => document.documentElement.scrollWidth <= max, width);
