import { beforeEach, describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ArticlesPage } from "./ArticlesPage";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { article } from "../../../testing/admin-fixtures";
import { never, installFakeApi } from "../../../testing/fake-api";
import { otherLanguageTexts } from "../../../testing/page-language";
import { renderAdmin } from "../../../testing/render";

const api = installFakeApi();
// In English: the spec gives the list's tabs, empty states and toasts in English.
beforeEach(() => localStorage.setItem(ADMIN_LANGUAGE_KEY, "en"));
const renderList = () => renderAdmin(<ArticlesPage />, { path: "/admin/articles" });

describe("articles list", () => {
  test("4 skeletons on Published and 2 on Drafts while loading", async () => {
    api.on("GET /api/articles", never);
    renderList();
    expect(screen.getAllByTestId("article-skeleton")).toHaveLength(4);
    await userEvent.click(screen.getByRole("tab", { name: /Drafts/ }));
    expect(screen.getAllByTestId("article-skeleton")).toHaveLength(2);
  });

  test("tabs count published and drafts; cards show title, category, summary and date", async () => {
    api.on("GET /api/articles", {
      body: [
        article({ id: 1, title: "First published", category: "Data", publishedAt: "2025-03-10T12:00:00.000Z" }),
        article({ id: 2, title: "Second published" }),
        article({ id: 3, title: "A draft", published: false, publishedAt: null }),
      ],
    });
    renderList();
    expect(await screen.findByRole("tab", { name: "Published (2)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Drafts (1)" })).toBeTruthy();
    const card = screen.getByText("First published").closest("li")!;
    expect(card.textContent).toContain("Data");
    expect(card.textContent).toContain("Mar 10, 2025");
    expect(within(card).getByText(/How operations metrics/).className).toContain("line-clamp-2");
    expect(within(card).getByRole("button", { name: /Unpublish/ })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Edit First published" }).getAttribute("href")).toBe("/admin/articles/edit/1");
    await userEvent.click(screen.getByRole("tab", { name: "Drafts (1)" }));
    const draft = screen.getByText("A draft").closest("li")!;
    expect(draft.textContent).toContain("Draft");
    expect(within(draft).getByRole("button", { name: /^Publish/ })).toBeTruthy();
  });

  test("empty states offer a create button", async () => {
    api.on("GET /api/articles", { body: [] });
    renderList();
    await new Promise((r) => setTimeout(r, 300));
    console.log("DBG", document.body.textContent);
    expect(await screen.findByText("No published articles yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Create New Article/ }).getAttribute("href")).toBe("/admin/articles/new");
    await userEvent.click(screen.getByRole("tab", { name: "Drafts (0)" }));
    expect(screen.getByText("No draft articles yet.")).toBeTruthy();
  });

  test("a failed read says so", async () => {
    api.on("GET /api/articles", { status: 500, body: { message: "boom" } });
    renderList();
    expect(await screen.findByText("The articles could not be loaded.")).toBeTruthy();
  });

  test("publish and unpublish call the API with the spec's toasts", async () => {
    api
      .on("GET /api/articles", { body: [article({ id: 1, title: "Live" }), article({ id: 2, title: "Draft", published: false })] })
      .on("POST /api/articles/1/unpublish", { body: article({ published: false }) })
      .on("POST /api/articles/2/publish", { status: 500 });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: /Unpublish/ }));
    expect(await screen.findByText("Article unpublished successfully")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: /Drafts/ }));
    await userEvent.click(screen.getByRole("button", { name: /^Publish/ }));
    expect(await screen.findByText("Failed to publish article")).toBeTruthy();
    expect(api.callsTo("POST /api/articles/1/unpublish")).toHaveLength(1);
    expect(api.callsTo("POST /api/articles/2/publish")).toHaveLength(1);
  });

  test("publish success and unpublish failure toasts", async () => {
    api
      .on("GET /api/articles", { body: [article({ id: 1, title: "Live" }), article({ id: 2, title: "Draft", published: false })] })
      .on("POST /api/articles/1/unpublish", { status: 500 })
      .on("POST /api/articles/2/publish", { body: article() });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: /Unpublish/ }));
    expect(await screen.findByText("Failed to unpublish article")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: /Drafts/ }));
    await userEvent.click(screen.getByRole("button", { name: /^Publish/ }));
    expect(await screen.findByText("Article published successfully")).toBeTruthy();
  });

  test("delete asks first; the article leaves at once with Undo in its toast; the delete goes when the toast does; a failure brings it back", async () => {
    api.on("GET /api/articles", { body: [article({ id: 7, title: "Old news" })] }).on("DELETE /api/articles/7", { status: 500 });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Old news" }));
    const confirm = screen.getByRole("dialog");
    expect(within(confirm).getByText("Are you sure?")).toBeTruthy();
    expect(within(confirm).getByText('"Old news" will be deleted. You can undo this for 10 seconds.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText("Old news")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Article deleted successfully");
    expect(api.callsTo("DELETE /api/articles/7")).toHaveLength(0);
    // Closing the toast ends the wait as its 10 s would: the delete is sent; it fails, and the article comes back.
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByText("Failed to delete article")).toBeTruthy();
    expect(api.callsTo("DELETE /api/articles/7")).toHaveLength(1);
    expect(await screen.findByText("Old news")).toBeTruthy();

    api.on("DELETE /api/articles/7", { status: 204 });
    await userEvent.click(screen.getByRole("button", { name: "Delete Old news" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(screen.queryByText("Old news")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/articles/7")).toHaveLength(2));
    expect(screen.queryByText("Failed to delete article")).toBeNull();
  });

  test("scheduled articles have their own tab, each card saying when it goes out, with 'publish now'", async () => {
    api
      .on("GET /api/articles", {
        body: [
          article({ id: 1, title: "Live" }),
          article({ id: 2, title: "Tuesday's article", published: true, publishedAt: null, publishAt: "2030-03-10T09:00:00.000Z", scheduled: true }),
          article({ id: 3, title: "Draft", published: false, publishedAt: null }),
        ],
      })
      .on("POST /api/articles/2/publish", { body: article({ id: 2 }) });
    renderList();
    expect(await screen.findByRole("tab", { name: "Published (1)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Drafts (1)" })).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Scheduled (1)" }));
    const card = screen.getByText("Tuesday's article").closest("li")!;
    expect(card.textContent).toContain("Scheduled for");
    expect(card.textContent).toContain("2030");
    await userEvent.click(within(card).getByRole("button", { name: /Publish now/ }));
    expect(await screen.findByText("Article published successfully")).toBeTruthy();
    expect(api.callsTo("POST /api/articles/2/publish")).toHaveLength(1);
  });
});

describe("articles in the owner's language", () => {
  test("the list in German: tabs, cards, dates, the publish toast and the confirmation, nothing Spanish or English left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    api
      .on("GET /api/articles", {
        body: [
          article({ id: 1, title: "Lagerbestand verstehen", publishedAt: "2025-03-10T12:00:00.000Z" }),
          article({ id: 2, title: "Ein Entwurf", published: false, publishedAt: null }),
          article({ id: 3, title: "Bald", published: true, publishedAt: null, publishAt: "2030-03-10T09:00:00.000Z", scheduled: true }),
        ],
      })
      .on("POST /api/articles/1/unpublish", { body: {} });
    renderList();
    expect(await screen.findByRole("heading", { name: "Artikel" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Veröffentlicht (1)" })).toBeTruthy();
    const card = screen.getByText("Lagerbestand verstehen").closest("li")!;
    expect(card.textContent).toContain("10. März 2025");
    await userEvent.click(within(card).getByRole("button", { name: /Zurückziehen/ }));
    expect(await screen.findByText("Artikel erfolgreich zurückgezogen")).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Lagerbestand verstehen löschen" }));
    expect(
      within(screen.getByRole("dialog")).getByText("„Lagerbestand verstehen“ wird gelöscht. Sie können dies 10 Sekunden lang rückgängig machen."),
    ).toBeTruthy();
    expect(otherLanguageTexts(["articles", "writing", "common", "undo"], "de")).toEqual([]);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Abbrechen" }));
    await userEvent.click(screen.getByRole("tab", { name: "Entwürfe (1)" }));
    expect(screen.getByText("Ein Entwurf").closest("li")!.textContent).toContain("Entwurf");
    expect(otherLanguageTexts(["articles", "writing", "common"], "de")).toEqual([]);
  });

  test("in Japanese, the empty states", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "ja");
    api.on("GET /api/articles", { body: [] });
    renderList();
    expect(await screen.findByText("公開済みの記事はまだありません。")).toBeTruthy();
    expect(screen.getByRole("link", { name: /新しい記事を作成/ }).getAttribute("href")).toBe("/admin/articles/new");
    expect(otherLanguageTexts(["articles", "writing", "common"], "ja")).toEqual([]);
  });
});
