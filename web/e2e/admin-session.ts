/**
 * The one signed-in admin tab the admin walk-through (admin-editors and admin-settings .e2e.test.ts) goes through its
 * screens in, with the console errors it collects on the way.
 */
import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, SCREENSHOTS, signInViaApi, type startSuite, trackPageErrors } from "./harness";

/** Opens the tab in a Spanish desktop browser and signs it in through the API; call it in the file's beforeAll. */
export async function openSignedInAdmin(suite: ReturnType<typeof startSuite>): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const context = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP, acceptDownloads: true });
  const page = await context.newPage();
  const pageErrors = trackPageErrors(page);
  await signInViaApi(page, suite.server.url);
  return { context, page, pageErrors };
}
