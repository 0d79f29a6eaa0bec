import { describe, expect, test } from "bun:test";
import { screen, within } from "@testing-library/react";
import { ADMIN_LANGUAGE_KEY } from "../../i18n/admin";
import { DashboardPage, TREND_WINDOW_MS, addedWithin } from "./DashboardPage";
import { article, message, project } from "../../testing/admin-fixtures";
import { never, installFakeApi } from "../../testing/fake-api";
import { otherLanguageTexts } from "../../testing/page-language";
import { renderAdmin } from "../../testing/render";
import type { Article, InboxMessage, Project } from "../../api/types";

const api = installFakeApi();

/** The dashboard's three reads answered with these rows; a list not given is empty. */
const dashboardReads = ({ projects = [], articles = [], messages = [] }: { projects?: Project[]; articles?: Article[]; messages?: InboxMessage[] }) =>
  api.on("GET /api/projects", { body: projects }).on("GET /api/articles", { body: articles }).on("GET /api/messages", { body: messages });

const card = (label: string) => screen.getByText(label).closest("a")!;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe("dashboard", () => {
  test("a card's change counts what arrived within the last 30 days; undated and future items never count", () => {
    const now = Date.parse("2026-05-31T12:00:00.000Z");
    expect(TREND_WINDOW_MS).toBe(30 * DAY);
    expect(addedWithin([], now)).toBe(0);
    expect(
      addedWithin(
        [
          "2026-05-31T11:00:00.000Z",
          "2026-05-01T12:00:01.000Z",
          "2026-05-01T12:00:00.000Z",
          "2025-12-01T00:00:00.000Z",
          null,
          undefined,
          "2026-06-01T00:00:00.000Z",
          "garbage",
        ],
        now,
      ),
    ).toBe(2);
  });

  test("three cards with their real change over the last 30 days, in Spanish", async () => {
    dashboardReads({
      projects: [project({ id: 1, createdAt: daysAgo(2) }), project({ id: 2, createdAt: null }), project({ id: 3, createdAt: daysAgo(45) })],
      articles: [
        article({ id: 1, publishedAt: daysAgo(1) }),
        article({ id: 2, publishedAt: daysAgo(3) }),
        article({ id: 3, publishedAt: daysAgo(90) }),
        article({ id: 4, published: false, publishedAt: null }),
      ],
      messages: [message({ id: 1, read: true, createdAt: daysAgo(1) }), message({ id: 2, createdAt: daysAgo(40) })],
    });
    renderAdmin(<DashboardPage />);
    await screen.findByText("Mensajes recientes");
    await within(card("Total de proyectos")).findByText("3");
    expect(card("Total de proyectos").textContent).toContain("+1 en los últimos 30 días");
    expect(within(card("Artículos publicados")).getByText("3")).toBeTruthy();
    expect(card("Artículos publicados").textContent).toContain("+2 en los últimos 30 días");
    expect(within(card("Mensajes sin leer")).getByText("1")).toBeTruthy();
    // The one unread message arrived 40 days ago; the recent one was read.
    expect(card("Mensajes sin leer").textContent).toContain("Sin cambios en los últimos 30 días");
  });

  test("in English when the owner reads the admin in English", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    dashboardReads({
      projects: [project({ id: 1, createdAt: daysAgo(0.5) }), project({ id: 2, createdAt: daysAgo(29) })],
      messages: [message({ id: 1, createdAt: daysAgo(3) })],
    });
    renderAdmin(<DashboardPage />);
    await within(card("Total Projects")).findByText("2");
    expect(card("Total Projects").textContent).toContain("+2 in the last 30 days");
    expect(card("Published Articles").textContent).toContain("No change in the last 30 days");
    expect(card("Unread Messages").textContent).toContain("+1 in the last 30 days");
  });

  test("recent messages: the first three, with initials, name, short date and preview", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    dashboardReads({
      messages: [
        message({ id: 4, name: "Ana Torres", createdAt: "2025-05-04T12:00:00.000Z" }),
        message({ id: 3, name: "Luis Gómez" }),
        message({ id: 2, name: "Marta" }),
        message({ id: 1, name: "Oldest Sender" }),
      ],
    });
    renderAdmin(<DashboardPage />);
    const section = (await screen.findByText("Ana Torres")).closest("section")!;
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain("AT");
    expect(items[0]!.textContent).toContain("May 4, 2025");
    expect(items[2]!.textContent).toContain("M");
    expect(screen.queryByText("Oldest Sender")).toBeNull();
  });

  test("the spec's empty texts for messages and drafts", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    dashboardReads({ articles: [article({ published: true })] });
    renderAdmin(<DashboardPage />);
    expect(await screen.findByText("No messages yet")).toBeTruthy();
    expect(await screen.findByText("No draft articles")).toBeTruthy();
  });

  test("draft articles: the first two unpublished, with last-edited date and edit link", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    dashboardReads({
      articles: [
        article({ id: 1, published: true, title: "Published one" }),
        article({ id: 2, published: false, title: "Draft two", updatedAt: "2025-04-02T12:00:00.000Z" }),
        article({ id: 3, published: false, title: "Draft three" }),
        article({ id: 4, published: false, title: "Draft four" }),
      ],
    });
    renderAdmin(<DashboardPage />);
    expect(await screen.findByText("Draft two")).toBeTruthy();
    expect(screen.getByText("Draft three")).toBeTruthy();
    expect(screen.queryByText("Draft four")).toBeNull();
    expect(screen.queryByText("Published one")).toBeNull();
    expect(screen.getByText("Last edited Apr 2, 2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit Draft two" }).getAttribute("href")).toBe("/admin/articles/edit/2");
    expect(screen.getByRole("link", { name: /Create New Article/ }).getAttribute("href")).toBe("/admin/articles/new");
  });

  test("while loading, the counts and lists show placeholders", () => {
    api.on("GET /api/projects", never).on("GET /api/articles", never).on("GET /api/messages", never);
    renderAdmin(<DashboardPage />);
    expect(screen.getAllByLabelText("Cargando")).toHaveLength(3);
    expect(screen.queryByText("Todavía no hay mensajes")).toBeNull();
  });

  test("in German: every text, the dates in German, nothing Spanish or English left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    dashboardReads({
      projects: [project()],
      articles: [article({ id: 2, published: false, title: "Draft two", updatedAt: "2025-04-02T12:00:00.000Z" })],
      messages: [message({ name: "Ana Torres", createdAt: "2025-05-04T12:00:00.000Z" })],
    });
    renderAdmin(<DashboardPage />);
    expect(await screen.findByRole("heading", { name: "Übersicht" })).toBeTruthy();
    const section = (await screen.findByText("Ana Torres")).closest("section")!;
    expect(section.textContent).toContain("4. Mai 2025");
    expect(within(section).getByRole("heading").textContent).toBe("Neueste Nachrichten");
    expect(await screen.findByText("Zuletzt bearbeitet: 2. Apr. 2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Draft two bearbeiten" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Neuen Artikel erstellen/ })).toBeTruthy();
    expect(card("Projekte insgesamt").textContent).toContain("in den letzten 30 Tagen");
    expect(otherLanguageTexts(["dashboard", "messages", "common"], "de")).toEqual([]);
  });

  test("scheduled articles: soonest first with their time, not counted as published", async () => {
    dashboardReads({
      articles: [
        article({ id: 1, published: true, title: "Published one" }),
        article({ id: 2, published: true, publishedAt: null, publishAt: "2030-03-12T09:00:00.000Z", scheduled: true, title: "Later one" }),
        article({ id: 3, published: true, publishedAt: null, publishAt: "2030-03-10T09:00:00.000Z", scheduled: true, title: "Next one" }),
      ],
    });
    renderAdmin(<DashboardPage />);
    const list = await screen.findByTestId("scheduled-articles");
    expect([...list.querySelectorAll("li")].map((item) => item.textContent?.split("Programado")[0])).toEqual(["Next one", "Later one"]);
    expect(list.textContent).toContain("Programado para el");
    expect(list.textContent).toContain("2030");
    expect(within(card("Artículos publicados")).getByText("1")).toBeTruthy();
  });

  test("the fediverse line: followers and replies waiting, the handle to choose, or that the site's address is missing; nothing when it cannot be read", async () => {
    dashboardReads({});
    const fediverse = { enabled: true, reason: null, followers: { count: 12, items: [] }, pendingReplies: 2, usernameChosen: false, usernameLocked: true };
    api.on("GET /api/fediverse", { body: fediverse });
    const { unmount } = renderAdmin(<DashboardPage />);
    const line = await screen.findByTestId("dashboard-fediverse");
    expect(line.textContent).toContain("Seguidores en el fediverso: 12");
    expect(line.textContent).toContain("Respuestas por aprobar: 2");
    expect(line.getAttribute("href")).toBe("/admin/fediverse");
    expect(line.textContent).not.toContain("Elige tu identificador");
    unmount();

    api.on("GET /api/fediverse", { body: { ...fediverse, followers: { count: 0, items: [] }, usernameLocked: false } });
    const choose = renderAdmin(<DashboardPage />);
    expect((await screen.findByTestId("dashboard-fediverse")).textContent).toContain("Elige tu identificador antes de que alguien te siga");
    choose.unmount();

    api.on("GET /api/fediverse", { body: { ...fediverse, enabled: false, reason: "Federation is off" } });
    const off = renderAdmin(<DashboardPage />);
    const offLine = (await screen.findByTestId("dashboard-fediverse")).textContent;
    expect(offLine).toContain("Aún no se te puede seguir desde Mastodon: falta la dirección de tu sitio");
    expect(offLine).not.toContain("PUBLIC_URL");
    off.unmount();

    api.on("GET /api/fediverse", { status: 500, body: { message: "down" } });
    renderAdmin(<DashboardPage />);
    await screen.findByText("Todavía no hay mensajes");
    expect(screen.queryByTestId("dashboard-fediverse")).toBeNull();
  });
});
