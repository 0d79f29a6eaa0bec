import { beforeEach, describe, expect, mock, test } from "bun:test";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import type { ArticleEditorProps } from "./ArticleEditor";

// Jodit needs a real browser (the browser tests drive it); here a textarea stands in, with the same props.
mock.module("./ArticleEditor", () => ({
  default: ({ id, initialValue, onChange }: ArticleEditorProps) => <textarea data-testid={`editor-${id}`} defaultValue={initialValue} onChange={(e) => onChange(e.target.value)} />,
}));

const { ArticleFormPage } = await import("./ArticleFormPage");
const { article, never, renderAdmin, useFakeApi } = await import("../admin-test-utils");

const api = useFakeApi();
// The article form is not in the owner's language yet; the shared pieces it uses (translations editor) are asserted
// in English.
beforeEach(() => localStorage.setItem(ADMIN_LANGUAGE_KEY, "en"));
const CONFIG = { tinymceApiKey: "", heroImageUrl: null, defaultHeroImageUrl: "/images/default-hero.svg", version: "1.0.0", languages: ["es"] };
const LONG_CONTENT = "<p>" + "Enough words to pass the fifty character minimum. ".repeat(2) + "</p>";

const renderNew = () => renderAdmin(<ArticleFormPage />, { path: "/admin/articles/new", pattern: "/admin/articles/new" });
const renderEdit = (id = 4) => renderAdmin(<ArticleFormPage />, { path: `/admin/articles/edit/${id}`, pattern: "/admin/articles/edit/:id" });

async function fillValidArticle() {
  await userEvent.type(await screen.findByLabelText("Title"), "Hola Mundo: Primer artículo");
  await userEvent.type(screen.getByLabelText("Summary"), "Un resumen suficientemente largo.");
  await userEvent.type(screen.getByLabelText("Category"), "Datos");
  fireEvent.change(await screen.findByTestId("editor-article-content"), { target: { value: LONG_CONTENT } });
}

describe("article form: configuration check", () => {
  test("a failed configuration read shows 'Error de Configuración' with the detail", async () => {
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
  test("every field's rule with the spec §5 message; nothing is sent", async () => {
    api.on("GET /api/config", { body: CONFIG });
    renderNew();
    await userEvent.type(await screen.findByLabelText("Title"), "Hey");
    await userEvent.type(screen.getByLabelText("Slug"), "Bad Slug!");
    await userEvent.type(screen.getByLabelText("Summary"), "short");
    await userEvent.type(screen.getByLabelText("Category"), "x");
    await userEvent.type(screen.getByLabelText("Cover image URL (optional)"), "not a url");
    fireEvent.change(await screen.findByTestId("editor-article-content"), { target: { value: "<p>too short</p>" } });
    await userEvent.click(screen.getByRole("button", { name: "Create Article" }));
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
    await userEvent.click(screen.getByRole("button", { name: "Create Article" }));
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

  test("creates with the toggle as a form value, toasts and returns to the list", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 201, body: article() });
    renderNew();
    await fillValidArticle();
    await userEvent.click(screen.getByRole("switch"));
    expect(api.calls.some((c) => c.path.endsWith("/publish"))).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Create Article" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin/articles"));
    expect(api.callsTo("POST /api/articles")[0]?.body).toEqual({
      title: "Hola Mundo: Primer artículo",
      slug: "hola-mundo-primer-articulo",
      summary: "Un resumen suficientemente largo.",
      category: "Datos",
      content: LONG_CONTENT,
      imageUrl: null,
      published: true,
      translations: {},
    });
    expect(screen.getByText("Article created successfully")).toBeTruthy();
  });

  test("a failed create keeps the form and says so; a taken slug is pointed out", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("POST /api/articles", { status: 409, body: { message: "Slug taken" } });
    renderNew();
    await fillValidArticle();
    await userEvent.click(screen.getByRole("button", { name: "Create Article" }));
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
    await userEvent.click(screen.getByRole("button", { name: "Create Article" }));
    await waitFor(() => expect(api.callsTo("POST /api/articles")).toHaveLength(1));
    expect((api.callsTo("POST /api/articles")[0]?.body as { translations: unknown }).translations).toEqual({ en: { title: "Hello World", content: "<p>Hello</p>" } });
  });
});

describe("article form: edit", () => {
  const existing = article({ id: 4, title: "Existing title", slug: "existing-title", published: false, publishedAt: null, translations: { en: { title: "English title" } } });

  test("loads the article, keeps its slug when the title changes, and updates without the state", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("GET /api/articles/4", { body: existing }).on("PUT /api/articles/4", { body: existing });
    renderEdit();
    const title = (await screen.findByLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Existing title");
    expect(screen.getByRole("heading", { name: "Edit Article" })).toBeTruthy();
    await userEvent.type(title, " v2");
    expect((screen.getByLabelText("Slug") as HTMLInputElement).value).toBe("existing-title");
    await userEvent.click(screen.getByRole("button", { name: "Update Article" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin/articles"));
    const body = api.callsTo("PUT /api/articles/4")[0]?.body as Record<string, unknown>;
    expect(body.title).toBe("Existing title v2");
    expect(body.translations).toEqual({ en: { title: "English title" } });
    expect("published" in body).toBe(false);
    expect(screen.getByText("Article updated successfully")).toBeTruthy();
  });

  test("the toggle publishes an existing article right away, with toasts", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("GET /api/articles/4", { body: existing }).on("POST /api/articles/4/publish", { body: { ...existing, published: true } });
    renderEdit();
    await userEvent.click(await screen.findByRole("switch"));
    expect(await screen.findByText("Article published successfully")).toBeTruthy();
    expect(api.callsTo("POST /api/articles/4/publish")).toHaveLength(1);
    expect(screen.getByRole("switch").getAttribute("aria-checked")).toBe("true");
  });

  test("a failed unpublish leaves the toggle as it was", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("GET /api/articles/4", { body: { ...existing, published: true } }).on("POST /api/articles/4/unpublish", { status: 500 });
    renderEdit();
    await userEvent.click(await screen.findByRole("switch"));
    expect(await screen.findByText("Failed to unpublish article")).toBeTruthy();
    expect(screen.getByRole("switch").getAttribute("aria-checked")).toBe("true");
  });

  test("a failed update says so", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("GET /api/articles/4", { body: existing }).on("PUT /api/articles/4", { status: 500 });
    renderEdit();
    await screen.findByLabelText("Title");
    await userEvent.click(screen.getByRole("button", { name: "Update Article" }));
    expect(await screen.findByText("Failed to update article. Please try again.")).toBeTruthy();
  });

  test("a missing article says so", async () => {
    api.on("GET /api/config", { body: CONFIG }).on("GET /api/articles/99", { status: 404, body: { message: "Article not found" } });
    renderEdit(99);
    expect(await screen.findByText("Article not found")).toBeTruthy();
  });
});
