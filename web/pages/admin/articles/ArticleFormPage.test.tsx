import { beforeEach, describe, expect, test } from "bun:test";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { article } from "../../../testing/admin-fixtures";
import { never, installFakeApi } from "../../../testing/fake-api";
import { otherLanguageTexts } from "../../../testing/page-language";
import { renderAdmin } from "../../../testing/render";
import { ArticleFormPage } from "./ArticleFormPage";
import { toLocalInput } from "./schedule";

const api = installFakeApi();
// In English: the spec gives the form's labels, toasts and field messages in English.
beforeEach(() => localStorage.setItem(ADMIN_LANGUAGE_KEY, "en"));
const CONFIG = { tinymceApiKey: "", heroImageUrl: null, defaultHeroImageUrl: "/images/default-hero.svg", version: "1.0.0", languages: ["es"] };
const DAY = 24 * 60 * 60 * 1000;
const LONG_CONTENT = `<p>${"Enough words to pass the fifty character minimum. ".repeat(2)}</p>`;

const renderNew = () => renderAdmin(<ArticleFormPage />, { path: "/admin/articles/new", pattern: "/admin/articles/new" });
const renderEdit = (id = 4) => renderAdmin(<ArticleFormPage />, { path: `/admin/articles/edit/${id}`, pattern: "/admin/articles/edit/:id" });

/** Fills the form's required fields, found by their labels in the admin's language. */
async function fillValidArticleIn(labels: { title: string; summary: string; category: string }) {
  await userEvent.type(await screen.findByLabelText(labels.title), "Hola Mundo: Primer artículo");
  await userEvent.type(screen.getByLabelText(labels.summary), "Un resumen suficientemente largo.");
  await userEvent.type(screen.getByLabelText(labels.category), "Datos");
  fireEvent.change(await screen.findByTestId("editor-article-content"), { target: { value: LONG_CONTENT } });
}
const fillValidArticle = () => fillValidArticleIn({ title: "Title", summary: "Summary", category: "Category" });

describe("article form: configuration check", () => {
  test("a failed configuration read shows 'Error de Configuración' with the detail (in Spanish, the admin's default)", async () => {
    localStorage.removeItem(ADMIN_LANGUAGE_KEY);
    api.on("GET /api/config", { status: 500 });
    renderNew();
    expect(await screen.findByText("Error de Configuración")).toBeTruthy();
    expect(screen.getByText("Error fetching config: 500")).toBeTruthy();
    expect(screen.queryByLabelText("Title")).toBeNull();
  });

  test("while the configuration loads, a placeholder; then the form", async () => {
    api.on("GET /api/config", never);
    renderNew();
    expect(screen.getByLabelText("Loading")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Back to Articles/ }).getAttribute("href")).toBe("/admin/articles");
  });
});

describe("article form: create", () => {
  test("publishing: every field's rule with the spec §5 message; nothing is sent", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    await userEvent.type(await screen.findByLabelText("Title"), "Hey");
    await userEvent.type(screen.getByLabelText("Slug"), "Bad Slug!");
    await userEvent.type(screen.getByLabelText("Summary"), "short");
    await userEvent.type(screen.getByLabelText("Category"), "x");
    await userEvent.type(screen.getByLabelText("Cover image URL (optional)"), "not a url");
    fireEvent.change(await screen.findByTestId("editor-article-content"), { target: { value: "<p>too short</p>" } });
    await userEvent.click(screen.getByRole("radio", { name: /Publish now/ }));
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Title must be at least 5 characters.")).toBeTruthy();
    expect(screen.getByText("Slug can only contain lowercase letters, numbers, and hyphens.")).toBeTruthy();
    expect(screen.getByText("Summary must be at least 10 characters.")).toBeTruthy();
    expect(screen.getByText("Content must be at least 50 characters.")).toBeTruthy();
    expect(screen.getByText("Category is required.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid URL.")).toBeTruthy();
    expect(api.callsTo("POST /api/articles")).toHaveLength(0);
  });

  test("a slug shorter than 3 characters", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    await userEvent.type(await screen.findByLabelText("Slug"), "ab");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Slug must be at least 3 characters.")).toBeTruthy();
  });

  test("the slug follows the title while generated, stops once edited, and Generate rebuilds it", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    const title = await screen.findByLabelText("Title");
    const slug = screen.getByLabelText("Slug") as HTMLInputElement;
    await userEvent.type(title, "¡Hola, Mundo Árabe!");
    expect(slug.value).toBe("hola-mundo-arabe");
    await userEvent.clear(slug);
    await userEvent.type(slug, "mi-slug");
    await userEvent.type(title, " 2");
    expect(slug.value).toBe("mi-slug");
    await userEvent.click(screen.getByRole("button", { name: /Generate/ }));
    expect(slug.value).toBe("hola-mundo-arabe-2");
  });

  test("creates with the publishing choice, toasts and returns to the list", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 201, body: article() });
    renderNew();
    await fillValidArticle();
    expect((screen.getByRole("radio", { name: /Keep as draft/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: /Publish now/ }));
    expect(api.calls.some((c) => c.path.endsWith("/publish"))).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin/articles"));
    expect(api.callsTo("POST /api/articles")[0]?.body).toEqual({
      title: "Hola Mundo: Primer artículo",
      slug: "hola-mundo-primer-articulo",
      summary: "Un resumen suficientemente largo.",
      category: "Datos",
      content: LONG_CONTENT,
      imageUrl: null,
      published: true,
      publishAt: null,
      translations: {},
    });
    expect(screen.getByText("Article created successfully")).toBeTruthy();
  });

  test("schedule for a date and time in the owner's time zone: sent in UTC, with a toast naming it", async () => {
    const local = toLocalInput(new Date(Date.now() + 2 * DAY).toISOString());
    const scheduled = article({ published: true, publishedAt: null, publishAt: new Date(local).toISOString(), scheduled: true });
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 201, body: scheduled });
    renderNew();
    await fillValidArticle();
    await userEvent.click(screen.getByRole("radio", { name: /Schedule for/ }));
    expect(screen.getByText(`In your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Publication date and time"), { target: { value: local } });
    await userEvent.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(api.callsTo("POST /api/articles")).toHaveLength(1));
    expect(api.callsTo("POST /api/articles")[0]?.body).toMatchObject({ published: true, publishAt: new Date(local).toISOString() });
    expect(await screen.findByText(/^Article scheduled for /)).toBeTruthy();
  });

  test("a time that has passed: the form says saving publishes now", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    await fillValidArticle();
    await userEvent.click(screen.getByRole("radio", { name: /Schedule for/ }));
    fireEvent.change(screen.getByLabelText("Publication date and time"), { target: { value: "2020-01-01T09:00" } });
    expect(screen.getByText("That time has passed: the article will be published as soon as you save.")).toBeTruthy();
  });

  test("no date, or one more than ten years ahead: the form says so and sends nothing", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    await fillValidArticle();
    await userEvent.click(screen.getByRole("radio", { name: /Schedule for/ }));
    await userEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Choose the publication date and time.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Publication date and time"), {
      target: { value: toLocalInput(new Date(Date.now() + 11 * 365 * DAY).toISOString()) },
    });
    await userEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("The date must be within the next 10 years.")).toBeTruthy();
    expect(api.callsTo("POST /api/articles")).toHaveLength(0);
  });

  test("a failed create keeps the form and says so; a taken slug is pointed out", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 409, body: { message: "Slug taken" } });
    renderNew();
    await fillValidArticle();
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Failed to create article. Please try again.")).toBeTruthy();
    expect(screen.getByText("Another article already uses this slug.")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/admin/articles/new");
  });

  test("translations go with the article, only the filled fields", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 201, body: article() });
    renderNew();
    await fillValidArticle();
    await userEvent.click(screen.getByRole("button", { name: /Translations/ }));
    await userEvent.type(screen.getByLabelText("Title (EN)"), "Hello World");
    fireEvent.change(await screen.findByTestId("editor-article-en-content"), { target: { value: "<p>Hello</p>" } });
    await userEvent.click(screen.getByRole("tab", { name: /Français/ }));
    await userEvent.type(screen.getByLabelText("Category (FR)"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(api.callsTo("POST /api/articles")).toHaveLength(1));
    expect((api.callsTo("POST /api/articles")[0]!.body as { translations: unknown }).translations).toEqual({
      en: { title: "Hello World", content: "<p>Hello</p>" },
    });
  });
});

describe("article form: edit", () => {
  const existing = article({
    id: 4,
    title: "Existing title",
    slug: "existing-title",
    published: false,
    publishedAt: null,
    translations: { en: { title: "English title" } },
  });

  test("loads the article, keeps its slug when the title changes, and updates with its state", async () => {
    api
      .on("GET /api/config", { body: CONFIG })
      .on("GET /api/articles/4", { body: existing })
      .on("GET /api/articles/4/preview-link", { body: { createdAt: null } })
      .on("PUT /api/articles/4", { body: existing });
    renderEdit();
    const title = (await screen.findByLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Existing title");
    expect(screen.getByRole("heading", { name: "Edit Article" })).toBeTruthy();
    await userEvent.type(title, " v2");
    expect((screen.getByLabelText("Slug") as HTMLInputElement).value).toBe("existing-title");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin/articles"));
    const body = api.callsTo("PUT /api/articles/4")[0]?.body as Record<string, unknown>;
    expect(body.title).toBe("Existing title v2");
    expect(body.translations).toEqual({ en: { title: "English title" } });
    expect(body).toMatchObject({ published: false, publishAt: null });
    expect(screen.getByText("Article updated successfully")).toBeTruthy();
  });

  test("a scheduled article opens on its schedule, in the owner's time zone; publishing it now drops the time", async () => {
    const at = new Date(Date.now() + 3 * DAY).toISOString();
    const scheduled = { ...existing, published: true, publishAt: at, scheduled: true };
    api
      .on("GET /api/config", { body: CONFIG })
      .on("GET /api/articles/4", { body: scheduled })
      .on("GET /api/articles/4/preview-link", { body: { createdAt: null } })
      .on("PUT /api/articles/4", { body: scheduled });
    renderEdit();
    expect(((await screen.findByRole("radio", { name: /Schedule for/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Publication date and time") as HTMLInputElement).value).toBe(toLocalInput(at));
    await userEvent.click(screen.getByRole("radio", { name: /Publish now/ }));
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(api.callsTo("PUT /api/articles/4")).toHaveLength(1));
    expect(api.callsTo("PUT /api/articles/4")[0]?.body).toMatchObject({ published: true, publishAt: null });
  });

  test("a published article opens on 'Publish now', which says it is live; keeping it as a draft unpublishes it on save", async () => {
    const live = { ...existing, published: true, publishedAt: "2025-03-10T12:00:00.000Z" };
    api
      .on("GET /api/config", { body: CONFIG })
      .on("GET /api/articles/4", { body: live })
      .on("GET /api/articles/4/preview-link", { body: { createdAt: null } })
      .on("PUT /api/articles/4", { body: existing });
    renderEdit();
    expect(((await screen.findByRole("radio", { name: /Publish now/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Published: visible to everyone.")).toBeTruthy();
    // No preview link for what is already public.
    expect(screen.getByText("The article is published: share its public address.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Crear enlace de vista previa/ })).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: /Keep as draft/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(api.callsTo("PUT /api/articles/4")).toHaveLength(1));
    expect(api.callsTo("PUT /api/articles/4")[0]?.body).toMatchObject({ published: false, publishAt: null });
  });

  test("preview link: create shows it once with copy and open; revoke; a link made earlier can be replaced", async () => {
    api
      .on("GET /api/config", { body: CONFIG })
      .on("GET /api/articles/4", { body: existing })
      .on("GET /api/articles/4/preview-link", { body: { createdAt: "2026-03-08T18:00:00.000Z" } })
      .on("POST /api/articles/4/preview-link", { status: 201, body: { url: "https://blog.example/preview/abc", token: "abc" } })
      .on("DELETE /api/articles/4/preview-link", { status: 204 });
    renderEdit();
    const panel = await screen.findByTestId("preview-link-panel");
    expect(panel.textContent).toContain("A link has been active since");
    await userEvent.click(screen.getByRole("button", { name: /Create a new link/ }));
    expect(((await screen.findByLabelText("Preview link")) as HTMLInputElement).value).toBe("https://blog.example/preview/abc");
    expect(screen.getByText("Link created: copy it now, it will not be shown again.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Open/ }).getAttribute("href")).toBe("https://blog.example/preview/abc");
    await userEvent.click(screen.getByRole("button", { name: /Revoke/ }));
    expect(await screen.findByText("Link revoked: it no longer works.")).toBeTruthy();
    expect(screen.queryByLabelText("Preview link")).toBeNull();
    expect(api.callsTo("POST /api/articles/4/preview-link")).toHaveLength(1);
    expect(api.callsTo("DELETE /api/articles/4/preview-link")).toHaveLength(1);
  });

  test("a failed update says so", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("GET /api/articles/4", { body: existing }).on("PUT /api/articles/4", { status: 500 });
    renderEdit();
    await screen.findByLabelText("Title");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Failed to update article. Please try again.")).toBeTruthy();
  });

  test("a missing article says so", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("GET /api/articles/99", { status: 404, body: { message: "Article not found" } });
    renderEdit(99);
    expect(await screen.findByText("Article not found")).toBeTruthy();
  });
});

describe("the article form in the owner's language", () => {
  test("in German: fields, publishing choices, field messages and the failure toast, nothing Spanish or English left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 500 });
    renderNew();
    expect(await screen.findByRole("heading", { name: "Neuen Artikel erstellen" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Zurück zu den Artikeln/ })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Titel"), "Kurz");
    await userEvent.click(screen.getByRole("radio", { name: /Jetzt veröffentlichen/ }));
    await userEvent.click(screen.getByRole("button", { name: "Veröffentlichen" }));
    expect(await screen.findByText("Der Titel muss mindestens 5 Zeichen lang sein.")).toBeTruthy();
    expect(screen.getByText("Die Zusammenfassung muss mindestens 10 Zeichen lang sein.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Erzeugen/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Als Entwurf behalten/ })).toBeTruthy();
    expect(screen.getByText("Prüfe diese Felder vor dem Speichern:")).toBeTruthy();
    expect(otherLanguageTexts(["articles", "writing", "common", "validation", "editing"], "de")).toEqual([]);
    await userEvent.clear(screen.getByLabelText("Titel"));
    await fillValidArticleIn({ title: "Titel", summary: "Zusammenfassung", category: "Kategorie" });
    await userEvent.click(screen.getByRole("button", { name: "Veröffentlichen" }));
    expect(await screen.findByText("Artikel konnte nicht erstellt werden. Bitte versuchen Sie es erneut.")).toBeTruthy();
  });
});
