/**
 * Issue 26: edits are never lost (the leave question, the local copy) and a failed save shows where; a draft saves
 * with a title alone. The browser tests (web/e2e/editor.e2e.test.ts) drive the real editor (here the admin's test
 * shell gives a textarea with its props).
 */
import { beforeEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { article } from "../../../testing/admin-fixtures";
import { installFakeApi } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { ProjectFormPage } from "../projects/ProjectFormPage";
import { AUTOSAVE_DELAY_MS, localCopyKey } from "./article-autosave";
import { ArticleFormPage } from "./ArticleFormPage";

const api = installFakeApi();
beforeEach(() => localStorage.setItem(ADMIN_LANGUAGE_KEY, "en"));
const CONFIG = { tinymceApiKey: "", heroImageUrl: null, defaultHeroImageUrl: "/images/default-hero.svg", version: "1.0.0", languages: ["es"] };
const CONTENT = `<p>${"Enough words to pass the fifty character minimum. ".repeat(2)}</p>`;

const renderNew = () => renderAdmin(<ArticleFormPage />, { path: "/admin/articles/new", pattern: "/admin/articles/new" });
const location = () => screen.getByTestId("location").textContent;
/** A `beforeunload` as the browser sends it when the tab closes: cancelled means the browser asks. */
const closingTabAsks = () => !window.dispatchEvent(new Event("beforeunload", { cancelable: true }));

describe("leaving with unsaved changes", () => {
  test("nothing changed: the way back leaves at once and closing the tab is not questioned", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    await screen.findByLabelText("Title");
    expect(closingTabAsks()).toBe(false);
    await userEvent.click(screen.getByRole("link", { name: /Back to Articles/ }));
    await waitFor(() => expect(location()).toBe("/admin/articles"));
  });

  test("after typing: asked in the app's dialog; Keep editing stays with the text, Leave goes", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    await userEvent.type(await screen.findByLabelText("Title"), "Half a thought");
    expect(closingTabAsks()).toBe(true);
    await userEvent.click(screen.getByRole("link", { name: /Back to Articles/ }));
    expect(await screen.findByRole("dialog", { name: "Leave without saving?" })).toBeTruthy();
    expect(screen.getByText("You have unsaved changes. If you leave now, they will be lost.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(location()).toBe("/admin/articles/new");
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Half a thought");

    await userEvent.click(screen.getByRole("link", { name: /Back to Articles/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(location()).toBe("/admin/articles"));
  });

  test("a saved article leaves without a question", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 201, body: article({ published: false }) });
    renderNew();
    await userEvent.type(await screen.findByLabelText("Title"), "A title to save");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(location()).toBe("/admin/articles"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("the project form asks too", async () => {
    renderAdmin(<ProjectFormPage />, { path: "/admin/projects/new", pattern: "/admin/projects/new" });
    await userEvent.type(await screen.findByLabelText("Title"), "Side project");
    expect(closingTabAsks()).toBe(true);
    await userEvent.click(screen.getByRole("link", { name: /Back to Projects/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(location()).toBe("/admin/projects"));
  });
});

describe("the local copy", () => {
  test("kept while typing, offered back after the page is gone, restored into the form and the editor", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    await userEvent.type(await screen.findByLabelText("Title"), "Notes from the road");
    fireEvent.change(await screen.findByTestId("editor-article-content"), { target: { value: CONTENT } });
    await waitFor(() => expect(localStorage.getItem(localCopyKey(null))).toContain("Notes from the road"), { timeout: AUTOSAVE_DELAY_MS * 3 });
    expect(await screen.findByText(/^Local copy saved at /)).toBeTruthy();

    // The tab closed (or crashed): the next visit starts from the saved article, here a blank one.
    cleanup();
    renderNew();
    expect(await screen.findByText(/^Restore unsaved changes from .+\?$/)).toBeTruthy();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
    await userEvent.click(screen.getByRole("button", { name: "Restore" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Notes from the road");
    expect(((await screen.findByTestId("editor-article-content")) as HTMLTextAreaElement).value).toBe(CONTENT);
    expect(screen.queryByTestId("restore-banner")).toBeNull();
  });

  test("Discard drops it; a save clears it", async () => {
    localStorage.setItem(
      localCopyKey(null),
      JSON.stringify({ savedAt: "2026-03-08T18:00:00.000Z", form: { values: { title: "Old" }, mode: "draft", at: "" } }),
    );
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 201, body: article({ published: false }) });
    renderNew();
    await userEvent.click(await screen.findByRole("button", { name: "Discard" }));
    expect(localStorage.getItem(localCopyKey(null))).toBeNull();
    expect(screen.queryByTestId("restore-banner")).toBeNull();

    await userEvent.type(screen.getByLabelText("Title"), "Saved at last");
    await waitFor(() => expect(localStorage.getItem(localCopyKey(null))).not.toBeNull(), { timeout: AUTOSAVE_DELAY_MS * 3 });
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(location()).toBe("/admin/articles"));
    expect(localStorage.getItem(localCopyKey(null))).toBeNull();
  });

  test("an article's copy is its own, and one equal to the article is not offered", async () => {
    const stored = article({ id: 4, published: false });
    localStorage.setItem(
      localCopyKey(null),
      JSON.stringify({ savedAt: "2026-03-08T18:00:00.000Z", form: { values: { title: "New one" }, mode: "draft", at: "" } }),
    );
    api
      .on("GET /api/config", { body: CONFIG })
      .on("GET /api/articles/4", { body: stored })
      .on("GET /api/articles/4/preview-link", { body: { createdAt: null } });
    renderAdmin(<ArticleFormPage />, { path: "/admin/articles/edit/4", pattern: "/admin/articles/edit/:id" });
    await screen.findByLabelText("Title");
    expect(screen.queryByTestId("restore-banner")).toBeNull();
  });
});

describe("a failed save shows where", () => {
  test("publishing a title alone: a summary at the top links each problem, the first invalid field has the focus", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    await userEvent.click(await screen.findByRole("radio", { name: /Publish now/ }));
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    const summary = await screen.findByText("Check these fields before saving:");
    const items = [...summary.closest("div")!.querySelectorAll("li")].map((li) => li.textContent);
    expect(items).toEqual([
      "Title: Title must be at least 5 characters.",
      "Summary: Summary must be at least 10 characters.",
      "Category: Category is required.",
      "Content: Content must be at least 50 characters.",
    ]);
    await waitFor(() => expect(document.activeElement?.id).toBe("article-title"));
    await userEvent.click(screen.getByRole("link", { name: "Category" }));
    expect(document.activeElement?.id).toBe("article-category");
    expect(api.callsTo("POST /api/articles")).toHaveLength(0);
  });

  test("a 400 from the server lands on its fields, in the summary, with the focus", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", {
      status: 400,
      body: { message: "Validation failed", issues: [{ path: "summary", message: "Summary must be at least 10 characters." }] },
    });
    renderNew();
    await userEvent.type(await screen.findByLabelText("Title"), "Title on its own");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("link", { name: "Summary" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe("article-summary"));
  });
});

describe("a draft with a title alone", () => {
  test("saves: no summary, category or content asked for, the slug from the title", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 201, body: article({ published: false }) });
    renderNew();
    expect(screen.queryByText("Check these fields before saving:")).toBeNull();
    await userEvent.type(await screen.findByLabelText("Title"), "Ideas para más tarde");
    expect(screen.getByText("A title is all a draft needs.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(api.callsTo("POST /api/articles")).toHaveLength(1));
    expect(api.callsTo("POST /api/articles")[0]?.body).toEqual({
      title: "Ideas para más tarde",
      slug: "ideas-para-mas-tarde",
      summary: "",
      content: "",
      category: "",
      imageUrl: null,
      published: false,
      publishAt: null,
      translations: {},
    });
  });

  test("Save draft in the bar saves a draft even when 'Publish now' is chosen", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 201, body: article({ published: false }) });
    renderNew();
    await userEvent.type(await screen.findByLabelText("Title"), "Not ready yet");
    await userEvent.click(screen.getByRole("radio", { name: /Publish now/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(api.callsTo("POST /api/articles")).toHaveLength(1));
    expect(api.callsTo("POST /api/articles")[0]?.body).toMatchObject({ title: "Not ready yet", published: false, publishAt: null });
  });
});

describe("the action bar", () => {
  test("Preview shows the text as the article page does; a live article links to its page", async () => {
    const live = article({ id: 4, slug: "measuring-what-matters", published: true, content: "<h2>Numbers</h2><ul><li>one</li></ul>" });
    api
      .on("GET /api/config", { body: CONFIG })
      .on("GET /api/articles/4", { body: live })
      .on("GET /api/articles/4/preview-link", { body: { createdAt: null } });
    renderAdmin(<ArticleFormPage />, { path: "/admin/articles/edit/4", pattern: "/admin/articles/edit/:id" });
    const view = await screen.findByRole("link", { name: /View article/ });
    expect(view.getAttribute("href")).toBe("/articles/measuring-what-matters");
    expect(screen.getByRole("button", { name: "Update" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save draft" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Preview/ }));
    const preview = await screen.findByTestId("article-preview");
    expect(preview.querySelector(".prose h2")?.textContent).toBe("Numbers");
    expect(preview.querySelector(".prose ul li")?.textContent).toBe("one");
  });
});
