/**
 * A reader's journey in a real browser against the compiled executable, with SMTP_URL pointing at an SMTP server in
 * this test's process: from an article page to a confirmed subscription (with and without JavaScript), and the
 * unsubscribe link of an article mail. Each screen in Spanish, English and Japanese, at desktop and phone width.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import type { Subscriber } from "../../src/shared/api";
import { startTestSmtp, type ReceivedMail } from "../../src/testing/smtp";
import en from "../i18n/locales/en";
import es from "../i18n/locales/es";
import ja from "../i18n/locales/ja";
import { adminScreenshots, adminToken, DESKTOP, PHONE, publishArticle, screenshots, signInViaApi, startServer, startSuite, trackPageErrors } from "./harness";

const smtp = await startTestSmtp();
const suite = startSuite({ viaLocalhost: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?from=blog@example.com`, NOTIFY_EMAIL: "owner@example.com" } });
const FORM_TEXTS = { es: es.subscribe, en: en.subscribe, ja: ja.subscribe };
const LANGUAGES = ["es", "en", "ja"] as const;
type Shown = (typeof LANGUAGES)[number];

let token: string;
let slug: string;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  token = await adminToken(suite.server.url);
  slug = suite.server.query<{ slug: string }>("SELECT slug FROM articles WHERE published = 1 ORDER BY id LIMIT 1")[0]!.slug;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await smtp.stop();
});

async function visitor(lang: Shown, options: { javaScriptEnabled?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({ locale: { es: "es-ES", en: "en-US", ja: "ja-JP" }[lang], viewport: DESKTOP, ...options });
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: trackPageErrors(page) };
}

async function reader(email: string): Promise<Subscriber | undefined> {
  const res = await fetch(`${suite.server.url}/api/subscribers`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as Subscriber[]).find((one) => one.email === email);
}

/** The next mail to `address`, and the link in its text that starts with `path`. */
async function linkInMail(address: string, path: string): Promise<{ mail: ReceivedMail; link: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = smtp.received.find((one) => one.envelope.to[0] === address && one.parsed.text?.includes(path));
    if (mail) {
      const link = mail.parsed.text!.match(new RegExp(`${suite.server.url}${path.replace("?", "\\?")}\\S+`))?.[0];
      expect(link).toBeDefined();
      return { mail, link: link! };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with ${path}`);
    await Bun.sleep(50);
  }
}

/** The article's subscription form (the one below the article, not the footer's). */
const articleForm = (page: Page) => page.locator('form[aria-labelledby="subscribe-title-light"]');

describe("a reader's journey", () => {
  test("with JavaScript: article page → form → confirmation mail → its page (GET changes nothing) → the button confirms", async () => {
    const { page, errors } = await visitor("es");
    await page.goto(`${suite.server.url}/articles/${slug}`);
    const form = articleForm(page);
    await form.getByRole("heading", { name: FORM_TEXTS.es.title }).waitFor();
    await form.getByLabel(FORM_TEXTS.es.label).fill("lectora@example.com");
    await form.getByRole("button", { name: FORM_TEXTS.es.button }).click();
    await form.getByRole("status").getByText(FORM_TEXTS.es.sent).waitFor();
    // Sent in place: the page did not change.
    expect(new URL(page.url()).pathname).toBe(`/articles/${slug}`);

    const { mail, link } = await linkInMail("lectora@example.com", "/subscribe/confirm?token=");
    expect(mail.parsed.subject).toContain("Confirma tu suscripción");
    expect(link).toContain("&lang=es");
    await page.goto(link);
    await page.getByRole("heading", { name: "Confirma tu suscripción" }).waitFor();
    await page.reload();
    expect((await reader("lectora@example.com"))?.status).toBe("pending");
    await page.getByRole("button", { name: "Confirmar la suscripción" }).click();
    await page.getByText("¡Listo! Recibirás un correo con cada nuevo artículo.").waitFor();
    expect((await reader("lectora@example.com"))?.status).toBe("confirmed");
    expect(errors).toEqual([]);
  });

  test("without JavaScript: the server-rendered form's POST answers a page, and so does the confirmation button", async () => {
    const { page } = await visitor("en", { javaScriptEnabled: false });
    await page.goto(`${suite.server.url}/articles/${slug}?lang=en`);
    const form = articleForm(page);
    await form.getByLabel(FORM_TEXTS.en.label).fill("reader@example.com");
    const [answer] = await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: FORM_TEXTS.en.button }).click()]);
    expect(answer?.status()).toBe(202);
    await page.getByText("Check your inbox: we sent you a link to confirm the subscription.").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    const { mail, link } = await linkInMail("reader@example.com", "/subscribe/confirm?token=");
    expect(mail.parsed.subject).toContain("Confirm your subscription");
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm the subscription" }).click();
    await page.getByText("Done! You will get a mail with each new article.").waitFor();
    expect((await reader("reader@example.com"))?.status).toBe("confirmed");
  });

  test("an article mail's unsubscribe link shows a page (GET changes nothing); its button unsubscribes", async () => {
    const subscribed = await fetch(`${suite.server.url}/api/subscribers`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "dokusha@example.com", language: "ja" }),
    });
    expect(subscribed.status).toBe(202);
    const confirm = new URL((await linkInMail("dokusha@example.com", "/subscribe/confirm?token=")).link);
    const confirmed = await fetch(`${suite.server.url}/api/subscribers/confirm`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: confirm.searchParams.get("token") }),
    });
    expect(confirmed.status).toBe(200);
    await publishArticle(suite.server.url, token, "notas-nuevas", "Notas de un nuevo artículo");

    const { mail, link } = await linkInMail("dokusha@example.com", "/unsubscribe?token=");
    expect(mail.parsed.text).toContain("記事を読む");
    const { page } = await visitor("ja");
    await page.goto(link);
    await page.getByRole("heading", { name: "購読の解除" }).waitFor();
    expect((await reader("dokusha@example.com"))?.status).toBe("confirmed");
    await page.getByRole("button", { name: "購読を解除する" }).click();
    await page.getByText("購読を解除しました。今後メールは届きません。").waitFor();
    expect((await reader("dokusha@example.com"))?.status).toBe("unsubscribed");
  });
});

describe("the screens in three languages", () => {
  test("the form on an article, the confirmation page and the unsubscribe page, at desktop and phone width", async () => {
    const confirm = new URL((await linkInMail("lectora@example.com", "/subscribe/confirm?token=")).link);
    const unsubscribe = new URL((await linkInMail("dokusha@example.com", "/unsubscribe?token=")).link);
    for (const lang of LANGUAGES) {
      const { page, errors } = await visitor(lang);
      await page.goto(`${suite.server.url}/articles/${slug}?lang=${lang}`);
      await articleForm(page).getByRole("heading", { name: FORM_TEXTS[lang].title }).waitFor();
      await screenshots(page, `article-form-${lang}`, articleForm(page));
      for (const [name, url] of [
        ["confirm", confirm],
        ["unsubscribe", unsubscribe],
      ] as const) {
        url.searchParams.set("lang", lang);
        await page.goto(url.href);
        await page.getByRole("button").waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
        await screenshots(page, `${name}-${lang}`);
      }
      await page.setViewportSize(PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      expect(errors).toEqual([]);
    }
  });

  test("the Readers screen in the admin", async () => {
    const { page, errors } = await visitor("es");
    await signInViaApi(page, suite.server.url);
    for (const lang of LANGUAGES) {
      await page.evaluate((chosen) => localStorage.setItem("adminLanguage", chosen), lang);
      await page.goto(`${suite.server.url}/admin/readers`);
      await page.getByTestId("readers-counts").waitFor();
      await page.getByText("dokusha@example.com").waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await adminScreenshots(page, `readers-${lang}`);
    }
    expect(errors).toEqual([]);
  });

  test("without a mail server the article has no form, and the Readers screen says why", async () => {
    const closed = await startServer();
    try {
      const { page, errors } = await visitor("en");
      await page.goto(`${closed.url}/articles/${slug}?lang=en`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByTestId("subscribe-form").count()).toBe(0);
      await signInViaApi(page, closed.url);
      await page.evaluate(() => localStorage.setItem("adminLanguage", "en"));
      await page.goto(`${closed.url}/admin/readers`);
      await page.getByTestId("readers-closed").getByText("the site has no mail server. Set one up in Settings → Notifications").waitFor();
      await adminScreenshots(page, "readers-closed-en");
      expect(errors).toEqual([]);
    } finally {
      await closed.stop();
    }
  });
});
