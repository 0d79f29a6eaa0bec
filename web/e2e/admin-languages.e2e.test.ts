/**
 * The admin panel in each owner's language, in a real browser against the compiled executable: the dashboard, the CV
 * editor, the messages and a project form show that language alone and fit a phone's width.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { Language } from "../../src/shared/languages";
import { adminResources, type AdminResources } from "../i18n/admin";
import { adminScreenshots, DESKTOP, PHONE, sendMessage, signInViaApi, startSuite, trackPageErrors } from "./harness";

const suite = startSuite();

/** Every text of a translation tree. */
const textsOf = (tree: unknown): string[] => (typeof tree === "string" ? [tree] : tree && typeof tree === "object" ? Object.values(tree).flatMap(textsOf) : []);

/**
 * The admin texts of `others` (fixed parts of 8 characters or more, as whole words) that the page shows although it
 * is in `lang`; texts `lang` writes the same way are not counted.
 */
async function leftovers(target: Page, lang: Language, others: Language[]): Promise<string[]> {
  const sections: (keyof AdminResources)[] = ["layout", "dashboard", "cv", "projects", "messages", "delivery", "common", "validation"];
  const own = sections.flatMap((section) => textsOf(adminResources[lang][section]));
  const shown = await target.evaluate(() => {
    const named = [...document.querySelectorAll("[aria-label], [placeholder], [title]")].map((el) =>
      [el.getAttribute("aria-label"), el.getAttribute("placeholder"), el.getAttribute("title")].join("\n"),
    );
    return [document.body.innerText, ...named].join("\n");
  });
  const parts = others
    .flatMap((other) => sections.flatMap((section) => textsOf(adminResources[other][section])))
    .flatMap((text) => text.split(/{{\s*\w+\s*}}/).map((part) => part.trim()));
  return [
    ...new Set(
      parts.filter(
        (part) =>
          part.length >= 8 &&
          !own.some((mine) => mine.includes(part)) &&
          new RegExp(`(^|[^\\p{L}])${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(shown),
      ),
    ),
  ];
}

describe("the admin in the owner's language", () => {
  const LANGUAGES = [
    { lang: "en", dashboard: "Dashboard", cv: "CV Editor", messages: "Messages", projectForm: "New Project", others: ["es"] },
    { lang: "ja", dashboard: "ダッシュボード", cv: "経歴エディター", messages: "メッセージ", projectForm: "新しいプロジェクト", others: ["es", "en"] },
  ] as const;

  beforeAll(async () => {
    const sent = await sendMessage(suite.server.url, {
      name: "Marta Salas",
      email: "marta@example.com",
      subject: "Consulta sobre un tablero",
      message: "Hola, ¿podríamos hablar de un tablero de inventario para nuestra tienda?",
    });
    expect(sent.status).toBe(201);
  });

  for (const { lang, others, ...headings } of LANGUAGES) {
    test(`in ${lang}: the dashboard, the CV editor, the messages and a project form, in that language alone and within a phone's width`, async () => {
      const owner = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
      const tab = await owner.newPage();
      const errors = trackPageErrors(tab);
      await signInViaApi(tab, suite.server.url);
      await tab.evaluate((chosen) => localStorage.setItem("adminLanguage", chosen), lang);
      for (const [path, name] of [
        ["/admin", "dashboard"],
        ["/admin/cv", "cv"],
        ["/admin/messages", "messages"],
        ["/admin/projects/new", "projectForm"],
      ] as const) {
        await tab.goto(`${suite.server.url}${path}`);
        await tab.getByRole("heading", { name: headings[name], exact: true }).waitFor();
        await tab.waitForLoadState("networkidle");
        expect(await tab.evaluate(() => document.documentElement.lang)).toBe(lang);
        expect(`${path}: ${(await leftovers(tab, lang, [...others])).join(" | ")}`).toBe(`${path}: `);
        await adminScreenshots(tab, `${lang}-${name}`);
        await tab.setViewportSize(PHONE);
        expect(`${path} on a phone: ${await tab.evaluate(() => document.documentElement.scrollWidth)}`).toBe(`${path} on a phone: ${PHONE.width}`);
        await tab.setViewportSize(DESKTOP);
      }
      await tab.goto(`${suite.server.url}/admin/messages`);
      await tab.getByTestId("message-row").filter({ hasText: "Marta Salas" }).getByRole("button").first().click();
      await tab.getByRole("dialog").getByText("Consulta sobre un tablero").waitFor();
      await adminScreenshots(tab, `${lang}-message-detail`);
      expect(await tab.title()).toBe(lang === "en" ? "Control Panel" : "管理画面");
      expect(errors).toEqual([]);
      await owner.close();
    });
  }
});
