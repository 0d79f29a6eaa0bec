import { beforeEach, describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CvEditorPage } from "./CvEditorPage";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { cvData, education, experience, skill } from "../../../testing/admin-fixtures";
import { never, installFakeApi } from "../../../testing/fake-api";
import { otherLanguageTexts } from "../../../testing/page-language";
import { renderAdmin } from "../../../testing/render";

const api = installFakeApi();
// The spec's English texts are asserted word for word: the CV editor is read in English unless a test says otherwise.
beforeEach(() => localStorage.setItem(ADMIN_LANGUAGE_KEY, "en"));

const renderCv = () => renderAdmin(<CvEditorPage />, { path: "/admin/cv" });
const openTab = (name: RegExp) => userEvent.click(screen.getByRole("tab", { name }));
const dialog = () => screen.getByRole("dialog");

/** Opens "Add experience" and types these fields, by their English labels. */
async function addExperienceWith(fields: Record<string, string>) {
  await userEvent.click(await screen.findByRole("button", { name: /Add experience/ }));
  for (const [label, text] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), text);
}

describe("CV editor: list states", () => {
  test("two skeletons while loading", () => {
    api.on("GET /api/cv", never);
    renderCv();
    expect(screen.getAllByTestId("cv-skeleton")).toHaveLength(2);
  });

  test("the spec's empty texts, one per tab", async () => {
    api.on("GET /api/cv", { body: cvData() });
    renderCv();
    const empty = (await screen.findByText("No experience entries yet. Add your first one!")).parentElement!;
    // The empty state carries the one button, to add the first entry.
    expect(within(empty).getByRole("button", { name: /Add experience/ })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /Add experience/ })).toHaveLength(1);
    await openTab(/Education/);
    expect(screen.getByText("No education entries yet. Add your first one!")).toBeTruthy();
    await openTab(/Skills/);
    expect(screen.getByText("No skill categories yet. Add your first one!")).toBeTruthy();
  });

  test("a failed read says so, in the spec's Spanish by default", async () => {
    localStorage.removeItem(ADMIN_LANGUAGE_KEY);
    api.on("GET /api/cv", { status: 500, body: { message: "boom" } });
    renderCv();
    expect(await screen.findByText("Error al cargar datos del CV")).toBeTruthy();
  });

  test("an experience without an end date shows 'Present'", async () => {
    api.on("GET /api/cv", {
      body: cvData({
        experiences: [experience({ id: 1, title: "Developer", endDate: null }), experience({ id: 2, title: "Analyst", startDate: "2017", endDate: "2020" })],
        education: [education()],
        skills: [skill()],
      }),
    });
    renderCv();
    const current = (await screen.findByText("Developer")).closest("li")!;
    expect(current.textContent).toContain("2021 – Present");
    expect(screen.getByText("Analyst").closest("li")!.textContent).toContain("2017 – 2020");
    expect(screen.getByRole("tab", { name: /Experience \(2\)/ })).toBeTruthy();
    await openTab(/Skills/);
    expect(screen.getByText("Frontend").closest("li")!.textContent).toContain("React");
  });
});

describe("CV editor: experience", () => {
  test("the form's rules: the spec §5 messages, and nothing is sent", async () => {
    api.on("GET /api/cv", { body: cvData() });
    renderCv();
    await userEvent.click(await screen.findByRole("button", { name: /Add experience/ }));
    expect(within(dialog()).getByText("Add experience")).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Start date is required")).toBeTruthy();
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Company is required")).toBeTruthy();
    expect(screen.getByText("Description is required")).toBeTruthy();
    expect(api.callsTo("POST /api/experiences")).toHaveLength(0);
  });

  test("add: sends the entry (empty end date as none, order 0), toasts, closes the dialog", async () => {
    api.on("GET /api/cv", { body: cvData() }).on("POST /api/experiences", { status: 201, body: experience() });
    renderCv();
    await addExperienceWith({ "Job title": "  Developer ", Company: "Acme", Description: "Built things.", "Start date": "2021" });
    await userEvent.clear(screen.getByLabelText("Display order"));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST /api/experiences")[0]?.body).toEqual({
      title: "Developer",
      company: "Acme",
      description: "Built things.",
      startDate: "2021",
      endDate: null,
      isCurrent: false,
      order: 0,
      translations: {},
    });
    expect(screen.getByText("Success")).toBeTruthy();
    expect(screen.getByText("Experience added successfully")).toBeTruthy();
  });

  test("add sends translations, only the filled fields", async () => {
    api.on("GET /api/cv", { body: cvData() }).on("POST /api/experiences", { status: 201, body: experience() });
    renderCv();
    await addExperienceWith({ "Job title": "Desarrolladora", Company: "Acme", Description: "Construí cosas.", "Start date": "2021" });
    await userEvent.click(screen.getByRole("button", { name: /Translations/ }));
    await userEvent.type(screen.getByLabelText("Job title (EN)"), "Developer");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("POST /api/experiences")).toHaveLength(1));
    expect((api.callsTo("POST /api/experiences")[0]!.body as { translations: unknown }).translations).toEqual({ en: { title: "Developer" } });
  });

  test("a typed display order is sent as a number", async () => {
    api.on("GET /api/cv", { body: cvData() }).on("POST /api/experiences", { status: 201, body: experience() });
    renderCv();
    await addExperienceWith({ "Job title": "Dev", Company: "Acme", Description: "Work.", "Start date": "2021" });
    await userEvent.clear(screen.getByLabelText("Display order"));
    await userEvent.type(screen.getByLabelText("Display order"), "7");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("POST /api/experiences")).toHaveLength(1));
    expect((api.callsTo("POST /api/experiences")[0]!.body as { order: unknown }).order).toBe(7);
  });

  test("add failure: the error toast, the dialog stays open", async () => {
    api.on("GET /api/cv", { body: cvData() }).on("POST /api/experiences", { status: 500, body: { message: "boom" } });
    renderCv();
    await addExperienceWith({ "Job title": "Dev", Company: "Acme", Description: "Work.", "Start date": "2021" });
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to add experience")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  test("edit: the dialog opens filled in, in edit mode, and sends a PUT", async () => {
    api
      .on("GET /api/cv", { body: cvData({ experiences: [experience({ id: 5, title: "Developer", endDate: "2023" })] }) })
      .on("PUT /api/experiences/5", { body: experience() });
    renderCv();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Developer, Acme" }));
    expect(within(dialog()).getByText("Edit experience")).toBeTruthy();
    const title = screen.getByLabelText("Job title") as HTMLInputElement;
    expect(title.value).toBe("Developer");
    expect((screen.getByLabelText("End date") as HTMLInputElement).value).toBe("2023");
    await userEvent.type(title, " Lead");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((api.callsTo("PUT /api/experiences/5")[0]!.body as { title: string }).title).toBe("Developer Lead");
    expect(screen.getByText("Experience updated successfully")).toBeTruthy();
  });

  test("update failure toast", async () => {
    api.on("GET /api/cv", { body: cvData({ experiences: [experience({ id: 5 })] }) }).on("PUT /api/experiences/5", { status: 500 });
    renderCv();
    await userEvent.click(await screen.findByRole("button", { name: /^Edit / }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update experience")).toBeTruthy();
  });

  test("'I currently work here' clears and disables the end date", async () => {
    api.on("GET /api/cv", { body: cvData({ experiences: [experience({ id: 5, endDate: "2023" })] }) });
    renderCv();
    await userEvent.click(await screen.findByRole("button", { name: /^Edit / }));
    await userEvent.click(screen.getByLabelText("I currently work here"));
    const end = screen.getByLabelText("End date") as HTMLInputElement;
    expect(end.value).toBe("");
    expect(end.disabled).toBe(true);
  });

  test("delete asks 'Are you sure?', then deletes, toasts and closes the confirmation", async () => {
    api.on("GET /api/cv", { body: cvData({ experiences: [experience({ id: 5 })] }) }).on("DELETE /api/experiences/5", { status: 204 });
    renderCv();
    await userEvent.click(await screen.findByRole("button", { name: /^Delete / }));
    expect(within(dialog()).getByText("Are you sure?")).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("DELETE /api/experiences/5")).toHaveLength(1);
    expect(screen.getByText("Experience deleted successfully")).toBeTruthy();
  });

  test("cancelling the confirmation deletes nothing", async () => {
    api.on("GET /api/cv", { body: cvData({ experiences: [experience({ id: 5 })] }) });
    renderCv();
    await userEvent.click(await screen.findByRole("button", { name: /^Delete / }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("DELETE /api/experiences/5")).toHaveLength(0);
  });

  test("delete failure toast", async () => {
    api.on("GET /api/cv", { body: cvData({ experiences: [experience({ id: 5 })] }) }).on("DELETE /api/experiences/5", { status: 500 });
    renderCv();
    await userEvent.click(await screen.findByRole("button", { name: /^Delete / }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete experience")).toBeTruthy();
  });
});

describe("CV editor: education", () => {
  test("the form's rules", async () => {
    api.on("GET /api/cv", { body: cvData() });
    renderCv();
    await screen.findByText("No experience entries yet. Add your first one!");
    await openTab(/Education/);
    await userEvent.click(screen.getByRole("button", { name: /Add education/ }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Degree is required")).toBeTruthy();
    expect(screen.getByText("Institution is required")).toBeTruthy();
    expect(screen.getByText("Description is required")).toBeTruthy();
    expect(screen.getByText("Start date is required")).toBeTruthy();
  });

  test("add, update and delete toasts", async () => {
    api
      .on("GET /api/cv", { body: cvData({ education: [education({ id: 3 })] }) })
      .on("POST /api/education", { status: 201, body: education() })
      .on("PUT /api/education/3", { status: 500 })
      .on("DELETE /api/education/3", { status: 204 });
    renderCv();
    await screen.findByText("No experience entries yet. Add your first one!");
    await openTab(/Education/);
    await userEvent.click(screen.getByRole("button", { name: /Add education/ }));
    await userEvent.type(screen.getByLabelText("Degree"), "MSc");
    await userEvent.type(screen.getByLabelText("Institution"), "UNI");
    await userEvent.type(screen.getByLabelText("Description"), "Data.");
    await userEvent.type(screen.getByLabelText("Start date"), "2018");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Education added successfully")).toBeTruthy();
    expect(api.callsTo("POST /api/education")[0]?.body).toMatchObject({ degree: "MSc", institution: "UNI", endDate: null, order: 0 });

    await userEvent.click(screen.getByRole("button", { name: /^Edit / }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update education")).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole("button", { name: "Cancel" }));

    await userEvent.click(screen.getByRole("button", { name: /^Delete / }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Education deleted successfully")).toBeTruthy();
  });
});

describe("CV editor: skills", () => {
  const openSkillDialog = async () => {
    await screen.findByText("No experience entries yet. Add your first one!");
    await openTab(/Skills/);
    await userEvent.click(screen.getByRole("button", { name: /Add skill category/ }));
  };

  test("the form's rules: category and at least one item", async () => {
    api.on("GET /api/cv", { body: cvData() });
    renderCv();
    await openSkillDialog();
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Category is required")).toBeTruthy();
    expect(screen.getByText("At least one skill item is required")).toBeTruthy();
  });

  test("items: Add button or Enter, trimmed, blanks ignored, removable; then saved", async () => {
    api.on("GET /api/cv", { body: cvData() }).on("POST /api/skills", { status: 201, body: skill() });
    renderCv();
    await openSkillDialog();
    await userEvent.type(screen.getByLabelText("Category"), "Frontend");
    const itemInput = screen.getByLabelText("Skills");
    await userEvent.type(itemInput, "  React  {Enter}");
    await userEvent.type(itemInput, "   {Enter}");
    await userEvent.type(itemInput, "Vue");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Add" }));
    const list = within(dialog()).getByRole("list", { name: "Skills" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["React", "Vue"]);
    await userEvent.click(screen.getByRole("button", { name: "Remove Vue" }));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["React"]);
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("POST /api/skills")).toHaveLength(1));
    expect(api.callsTo("POST /api/skills")[0]?.body).toEqual({ category: "Frontend", items: ["React"], order: 0, translations: {} });
    expect(await screen.findByText("Skill category added successfully")).toBeTruthy();
  });

  test("add failure and delete failure toasts", async () => {
    api
      .on("GET /api/cv", { body: cvData({ skills: [skill({ id: 9 })] }) })
      .on("POST /api/skills", { status: 500 })
      .on("DELETE /api/skills/9", { status: 500 });
    renderCv();
    await screen.findByText("No experience entries yet. Add your first one!");
    await openTab(/Skills/);
    await userEvent.click(screen.getByRole("button", { name: /^Delete / }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete skill category")).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: /Add skill category/ }));
    await userEvent.type(screen.getByLabelText("Category"), "Data");
    await userEvent.type(screen.getByLabelText("Skills"), "SQL{Enter}");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to add skill category")).toBeTruthy();
  });
});

describe("CV editor in the owner's language", () => {
  test("in German: tabs, entries, the dialog with its fields and messages, the toasts; nothing Spanish or English left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    api
      .on("GET /api/cv", { body: cvData({ experiences: [experience({ id: 5, title: "Entwicklerin", company: "Acme", endDate: null })] }) })
      .on("POST /api/experiences", { status: 500 });
    renderCv();
    expect(await screen.findByRole("heading", { name: "Lebenslauf" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Berufserfahrung (1)", "Ausbildung (0)", "Fähigkeiten (0)"]);
    expect((await screen.findByText("Entwicklerin")).closest("li")!.textContent).toContain("2021 – heute");
    expect(screen.getByRole("button", { name: "Entwicklerin, Acme bearbeiten" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /Berufserfahrung hinzufügen/ }));
    expect(within(dialog()).getByRole("heading", { name: "Berufserfahrung hinzufügen" })).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Der Titel ist erforderlich")).toBeTruthy();
    expect(screen.getByText("Der Beginn ist erforderlich")).toBeTruthy();
    expect(within(dialog()).getByLabelText("Ich arbeite derzeit hier")).toBeTruthy();
    expect(otherLanguageTexts(["cv", "common", "validation"], "de")).toEqual([]);
    await userEvent.type(screen.getByLabelText("Position"), "Analystin");
    await userEvent.type(screen.getByLabelText("Unternehmen"), "Acme");
    await userEvent.type(screen.getByLabelText("Beschreibung"), "Berichte.");
    await userEvent.type(screen.getByLabelText("Beginn"), "2019");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Die Berufserfahrung konnte nicht hinzugefügt werden")).toBeTruthy();
    // What was typed is not thrown away without asking.
    await userEvent.click(within(dialog()).getByRole("button", { name: "Abbrechen" }));
    expect(await screen.findByText("Ohne Speichern verlassen?")).toBeTruthy();
    expect(otherLanguageTexts(["editing"], "de")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Ohne Speichern verlassen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await openTab(/Ausbildung/);
    expect(screen.getByText("Noch keine Ausbildung. Fügen Sie die erste hinzu!")).toBeTruthy();
    expect(otherLanguageTexts(["cv", "common"], "de")).toEqual([]);
  });
});
