import { describe, expect, test } from "bun:test";
import { screen, within } from "@testing-library/react";
import { DashboardPage, trendText } from "./DashboardPage";
import { article, message, never, project, renderAdmin, useFakeApi } from "./admin-test-utils";

const api = useFakeApi();

const card = (label: string) => screen.getByText(label).closest("a")!;

describe("dashboard", () => {
  test("the trend placeholder is +1 when anything exists, else +0", () => {
    expect(trendText(0)).toBe("+0 from last month");
    expect(trendText(1)).toBe("+1 from last month");
    expect(trendText(12)).toBe("+1 from last month");
  });

  test("three cards: total projects, published articles, unread messages", async () => {
    api
      .on("GET /api/projects", { body: [project({ id: 1 }), project({ id: 2 })] })
      .on("GET /api/articles", { body: [article({ id: 1 }), article({ id: 2, published: false })] })
      .on("GET /api/messages", { body: [message({ id: 1, read: true })] });
    renderAdmin(<DashboardPage />);
    await screen.findByText("Recent Messages");
    await within(card("Total Projects")).findByText("2");
    expect(card("Total Projects").textContent).toContain("+1 from last month");
    expect(within(card("Published Articles")).getByText("1")).toBeTruthy();
    expect(within(card("Unread Messages")).getByText("0")).toBeTruthy();
    expect(card("Unread Messages").textContent).toContain("+0 from last month");
  });

  test("recent messages: the first three, with initials, name, short date and preview", async () => {
    api
      .on("GET /api/projects", { body: [] })
      .on("GET /api/articles", { body: [] })
      .on("GET /api/messages", {
        body: [
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

  test("empty texts for messages and drafts", async () => {
    api.on("GET /api/projects", { body: [] }).on("GET /api/articles", { body: [article({ published: true })] }).on("GET /api/messages", { body: [] });
    renderAdmin(<DashboardPage />);
    expect(await screen.findByText("No messages yet")).toBeTruthy();
    expect(await screen.findByText("No draft articles")).toBeTruthy();
  });

  test("draft articles: the first two unpublished, with last-edited date and edit link", async () => {
    api
      .on("GET /api/projects", { body: [] })
      .on("GET /api/messages", { body: [] })
      .on("GET /api/articles", {
        body: [
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
    expect(screen.getAllByLabelText("Loading")).toHaveLength(3);
    expect(screen.queryByText("No messages yet")).toBeNull();
  });

  test("scheduled articles: soonest first with their time, not counted as published", async () => {
    api
      .on("GET /api/projects", { body: [] })
      .on("GET /api/messages", { body: [] })
      .on("GET /api/articles", {
        body: [
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
    const card = screen.getByText("Published Articles").closest("a")!;
    expect(card.textContent).toContain("1");
    expect(card.textContent).not.toContain("3");
  });
});
