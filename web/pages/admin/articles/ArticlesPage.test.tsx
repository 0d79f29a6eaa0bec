import { beforeEach, describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ArticlesPage } from "./ArticlesPage";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { article, never, renderAdmin, useFakeApi } from "../admin-test-utils";

const api = useFakeApi();
// The articles screens are not in the owner's language yet; the shared pieces they use (confirmation, edit and
// delete buttons) are asserted in the spec's English.
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
    expect(draft.textContent).toContain("Borrador");
    expect(within(draft).getByRole("button", { name: /^Publish/ })).toBeTruthy();
  });

  test("empty states offer a create button", async () => {
    api.on("GET /api/articles", { body: [] });
    renderList();
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

  test("delete asks first, then deletes with a toast; a failure says so", async () => {
    api.on("GET /api/articles", { body: [article({ id: 7, title: "Old news" })] }).on("DELETE /api/articles/7", { status: 204 });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Old news" }));
    const confirm = screen.getByRole("dialog");
    expect(within(confirm).getByText("Are you sure?")).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Article deleted successfully")).toBeTruthy();

    api.on("DELETE /api/articles/7", { status: 500 });
    await userEvent.click(screen.getByRole("button", { name: "Delete Old news" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete article")).toBeTruthy();
  });
});
