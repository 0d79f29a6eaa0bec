import { beforeEach, describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProjectsPage } from "./ProjectsPage";
import { ProjectFormPage } from "./ProjectFormPage";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { project } from "../../../testing/admin-fixtures";
import { never, installFakeApi } from "../../../testing/fake-api";
import { otherLanguageTexts } from "../../../testing/page-language";
import { renderAdmin } from "../../../testing/render";

const api = installFakeApi();
// The spec's English texts are asserted word for word: these screens are read in English unless a test says otherwise.
beforeEach(() => localStorage.setItem(ADMIN_LANGUAGE_KEY, "en"));
const renderList = () => renderAdmin(<ProjectsPage />, { path: "/admin/projects" });
const renderNew = () => renderAdmin(<ProjectFormPage />, { path: "/admin/projects/new", pattern: "/admin/projects/new" });
const renderEdit = (id = 3) => renderAdmin(<ProjectFormPage />, { path: `/admin/projects/edit/${id}`, pattern: "/admin/projects/edit/:id" });

describe("projects list", () => {
  test("three skeletons while loading", () => {
    api.on("GET /api/projects", never);
    renderList();
    expect(screen.getAllByTestId("project-skeleton")).toHaveLength(3);
  });

  test("cards are the visitors' cards (image or artwork, period, title linking out, text, technologies) with Featured, edit and delete around them", async () => {
    api.on("GET /api/projects", {
      body: [
        project({ id: 1, title: "With image", imageUrl: "https://example.com/a.png", featured: true, order: 0, projectUrl: "https://example.com/x" }),
        project({ id: 2, title: "Without image", technologies: ["Python", "SQL"], order: 3, projectUrl: null }),
      ],
    });
    renderList();
    const first = (await screen.findByText("With image")).closest("li")!;
    // The public card itself: its <article>, its texts in the owner's language, its link to the project.
    const card = within(first).getByRole("article");
    expect(card.querySelector("img")?.getAttribute("src")).toBe("https://example.com/a.png");
    expect(within(card).getByText("Present")).toBeTruthy();
    expect(
      within(card)
        .getByRole("link", { name: /With image/ })
        .getAttribute("href"),
    ).toBe("https://example.com/x");
    expect(within(first).getByText("Featured")).toBeTruthy();
    const second = screen.getByText("Without image").closest("li")!;
    expect(within(second).getByRole("img", { name: "Preview of the project Without image" })).toBeTruthy();
    expect(within(second).queryByText("Featured")).toBeNull();
    expect(
      within(within(second).getByRole("list", { name: "Technologies" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Python", "SQL"]);
    expect(second.textContent).toContain("A dashboard for daily warehouse indicators.");
    expect(within(second).getByRole("link", { name: "Edit Without image" }).getAttribute("href")).toBe("/admin/projects/edit/2");
    expect(within(second).getByRole("button", { name: "Delete Without image" })).toBeTruthy();
  });

  test("empty state offers to add a project", async () => {
    api.on("GET /api/projects", { body: [] });
    renderList();
    expect(await screen.findByText("No projects yet. Add your first one!")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Add Project/ }).getAttribute("href")).toBe("/admin/projects/new");
  });

  test("a failed read says so", async () => {
    api.on("GET /api/projects", { status: 500 });
    renderList();
    expect(await screen.findByText("The projects could not be loaded.")).toBeTruthy();
  });

  test("delete asks first, saying it can be undone; the card goes at once and Undo is offered", async () => {
    api.on("GET /api/projects", { body: [project({ id: 4, title: "Gone soon" })] }).on("DELETE /api/projects/4", { status: 204 });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Gone soon" }));
    expect(within(screen.getByRole("dialog")).getByText("Are you sure?")).toBeTruthy();
    expect(within(screen.getByRole("dialog")).getByText('"Gone soon" will be deleted. You can undo this for 10 seconds.')).toBeTruthy();
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText("Gone soon")).toBeNull();
    expect(screen.getByText("Project deleted successfully")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByText("Gone soon")).toBeTruthy();
    expect(api.callsTo("DELETE /api/projects/4")).toHaveLength(0);
  });
});

describe("project form", () => {
  test("every rule's spec §5 message; nothing is sent", async () => {
    renderNew();
    await userEvent.type(screen.getByLabelText("Title"), "ab");
    await userEvent.type(screen.getByLabelText("Description"), "short");
    await userEvent.type(screen.getByLabelText("Image URL (optional)"), "javascript:alert(1)");
    await userEvent.type(screen.getByLabelText("Project URL (optional)"), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    expect(await screen.findByText("Title must be at least 3 characters.")).toBeTruthy();
    expect(screen.getByText("Description must be at least 10 characters.")).toBeTruthy();
    expect(screen.getByText("Add at least one technology.")).toBeTruthy();
    expect(screen.getAllByText("Please enter a valid URL.")).toHaveLength(2);
    expect(api.callsTo("POST /api/projects")).toHaveLength(0);
  });

  test("technologies: Add or Enter, trimmed, duplicates and blanks ignored, removable", async () => {
    renderNew();
    const input = screen.getByLabelText("Technologies");
    await userEvent.type(input, " React {Enter}");
    await userEvent.type(input, "React{Enter}");
    await userEvent.type(input, "  {Enter}");
    await userEvent.type(input, "Bun");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    const list = screen.getByRole("list", { name: "Technologies" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["React", "Bun"]);
    await userEvent.click(screen.getByRole("button", { name: "Remove React" }));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Bun"]);
    expect(api.callsTo("POST /api/projects")).toHaveLength(0);
  });

  test("creates: empty URLs as none, order falls back to 0, featured toggle; toast and back to the list", async () => {
    api.on("POST /api/projects", { status: 201, body: project() });
    renderNew();
    await userEvent.type(screen.getByLabelText("Title"), "Inventory API");
    await userEvent.type(screen.getByLabelText("Description"), "Forecasts weekly demand.");
    await userEvent.type(screen.getByLabelText("Technologies"), "Python{Enter}");
    await userEvent.clear(screen.getByLabelText("Display order"));
    await userEvent.click(screen.getByRole("switch"));
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin/projects"));
    expect(api.callsTo("POST /api/projects")[0]?.body).toEqual({
      title: "Inventory API",
      description: "Forecasts weekly demand.",
      imageUrl: null,
      projectUrl: null,
      technologies: ["Python"],
      featured: true,
      order: 0,
      period: "",
      translations: {},
    });
    expect(screen.getByText("Project created successfully")).toBeTruthy();
  });

  test("a failed create says so and keeps the form", async () => {
    api.on("POST /api/projects", { status: 500 });
    renderNew();
    await userEvent.type(screen.getByLabelText("Title"), "Inventory API");
    await userEvent.type(screen.getByLabelText("Description"), "Forecasts weekly demand.");
    await userEvent.type(screen.getByLabelText("Technologies"), "Python{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    expect(await screen.findByText("Failed to create project. Please try again.")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/admin/projects/new");
  });

  test("server field messages land on the fields", async () => {
    api.on("POST /api/projects", {
      status: 400,
      body: { message: "Validation failed", issues: [{ path: "projectUrl", message: "Please enter a valid URL." }] },
    });
    renderNew();
    await userEvent.type(screen.getByLabelText("Title"), "Inventory API");
    await userEvent.type(screen.getByLabelText("Description"), "Forecasts weekly demand.");
    await userEvent.type(screen.getByLabelText("Technologies"), "Python{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    expect(await screen.findByText("Please enter a valid URL.")).toBeTruthy();
  });

  test("edit: loads the project, sends a PUT with translations, toasts", async () => {
    const existing = project({ id: 3, title: "Dashboard", order: 2, featured: true, translations: { en: { title: "Dashboard EN" } } });
    api.on("GET /api/projects/3", { body: existing }).on("PUT /api/projects/3", { body: existing });
    renderEdit();
    const title = (await screen.findByLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Dashboard");
    expect((screen.getByLabelText("Display order") as HTMLInputElement).value).toBe("2");
    expect(screen.getByRole("switch").getAttribute("aria-checked")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: /Translations/ }));
    await userEvent.type(screen.getByLabelText("Description (EN)"), "English description");
    await userEvent.click(screen.getByRole("button", { name: "Update Project" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin/projects"));
    expect((api.callsTo("PUT /api/projects/3")[0]!.body as { translations: unknown }).translations).toEqual({
      en: { title: "Dashboard EN", description: "English description" },
    });
    expect(screen.getByText("Project updated successfully")).toBeTruthy();
  });

  test("a failed update says so", async () => {
    api.on("GET /api/projects/3", { body: project({ id: 3 }) }).on("PUT /api/projects/3", { status: 500 });
    renderEdit();
    await screen.findByDisplayValue("Operations dashboard");
    await userEvent.click(screen.getByRole("button", { name: "Update Project" }));
    expect(await screen.findByText("Failed to update project. Please try again.")).toBeTruthy();
  });

  test("a missing project says so", async () => {
    api.on("GET /api/projects/3", { status: 404 });
    renderEdit();
    expect(await screen.findByText("Project not found")).toBeTruthy();
  });
});

describe("projects in the owner's language", () => {
  test("the list and its confirmation in German, nothing Spanish or English left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    api.on("GET /api/projects", { body: [project({ id: 4, title: "Lagerbestand", featured: true })] });
    renderList();
    expect(await screen.findByRole("heading", { name: "Projekte" })).toBeTruthy();
    const card = screen.getByText("Lagerbestand").closest("li")!;
    expect(within(card).getByText("Hervorgehoben")).toBeTruthy();
    expect(within(card).getByRole("list", { name: "Technologien" })).toBeTruthy();
    expect(within(card).getByText("Heute")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "„Lagerbestand“ nach hinten verschieben" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Lagerbestand bearbeiten" })).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Lagerbestand löschen" }));
    const confirm = screen.getByRole("dialog");
    expect(within(confirm).getByText("Sind Sie sicher?")).toBeTruthy();
    expect(within(confirm).getByText("„Lagerbestand“ wird gelöscht. Sie können dies 10 Sekunden lang rückgängig machen.")).toBeTruthy();
    expect(within(confirm).getByRole("button", { name: "Abbrechen" })).toBeTruthy();
    expect(otherLanguageTexts(["projects", "common", "undo", "projectOrder"], "de")).toEqual([]);
  });

  test("the form in German: fields, validation messages and toasts", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    api.on("POST /api/projects", { status: 500 });
    renderNew();
    expect(screen.getByRole("heading", { name: "Neues Projekt" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Zurück zu den Projekten/ })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Titel"), "ab");
    await userEvent.type(screen.getByLabelText("Projekt-URL (optional)"), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Projekt erstellen" }));
    expect(await screen.findByText("Der Titel muss mindestens 3 Zeichen lang sein.")).toBeTruthy();
    expect(screen.getByText("Die Beschreibung muss mindestens 10 Zeichen lang sein.")).toBeTruthy();
    expect(screen.getByText("Fügen Sie mindestens eine Technologie hinzu.")).toBeTruthy();
    expect(screen.getByText("Bitte geben Sie eine gültige URL ein.")).toBeTruthy();
    expect(screen.getByLabelText("Reihenfolge")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Übersetzungen/ })).toBeTruthy();
    expect(otherLanguageTexts(["projects", "common", "validation"], "de")).toEqual([]);
    await userEvent.clear(screen.getByLabelText("Titel"));
    await userEvent.type(screen.getByLabelText("Titel"), "Inventar-API");
    await userEvent.type(screen.getByLabelText("Beschreibung"), "Prognostiziert den Wochenbedarf.");
    await userEvent.type(screen.getByLabelText("Technologien"), "Python{Enter}");
    await userEvent.clear(screen.getByLabelText("Projekt-URL (optional)"));
    await userEvent.click(screen.getByRole("button", { name: "Projekt erstellen" }));
    expect(await screen.findByText("Das Projekt konnte nicht erstellt werden. Bitte versuchen Sie es erneut.")).toBeTruthy();
    expect(screen.getByText("Fehler")).toBeTruthy();
  });
});

describe("project form: the period", () => {
  test("the owner's period is sent as typed; longer than 40 characters shows its message and sends nothing", async () => {
    api.on("POST /api/projects", { status: 201, body: project() });
    renderNew();
    await userEvent.type(screen.getByLabelText("Title"), "Inventory API");
    await userEvent.type(screen.getByLabelText("Description"), "Forecasts weekly demand.");
    await userEvent.type(screen.getByLabelText("Technologies"), "Python{Enter}");
    await userEvent.type(screen.getByLabelText("Period"), "x".repeat(41));
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    expect(await screen.findByText("The period must be at most 40 characters.")).toBeTruthy();
    expect(api.callsTo("POST /api/projects")).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Period"));
    await userEvent.type(screen.getByLabelText("Period"), "2021 – 2023");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    await waitFor(() => expect(api.callsTo("POST /api/projects")).toHaveLength(1));
    expect(api.callsTo("POST /api/projects")[0]?.body).toMatchObject({ period: "2021 – 2023" });
  });
});
