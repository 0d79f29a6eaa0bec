import { describe, expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { TRANSLATION_LANGUAGES } from "../../../src/shared/languages";
import { pruneTranslations, TranslationsEditor, type TranslationsValue } from "./TranslationsEditor";
import { ChipInput } from "./ChipInput";
import { installFakeApi } from "../../testing/fake-api";
import { renderAdmin } from "../../testing/render";

installFakeApi();

type SkillText = { category: string; items: string[] };

function Harness({ initial = {}, onChange }: { initial?: TranslationsValue<SkillText>; onChange: (v: TranslationsValue<SkillText>) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TranslationsEditor<SkillText>
      idPrefix="t"
      fields={[
        { name: "category", label: "Category" },
        { name: "items", label: "Skills", kind: "list" },
      ]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      original={{ category: "Datos", items: ["SQL", "Python"] }}
    />
  );
}

describe("translations editor", () => {
  test("pruneTranslations keeps only filled fields and languages", () => {
    expect(
      pruneTranslations({ en: { title: "Hi", description: "  " }, fr: { title: "" }, de: { items: [] as string[] } } as TranslationsValue<
        Record<string, string | string[]>
      >),
    ).toEqual({
      en: { title: "Hi" },
    });
    expect(pruneTranslations(undefined)).toEqual({});
  });

  test("one tab per translation language, Spanish as the placeholder, list fields one entry per line", async () => {
    const changes: TranslationsValue<SkillText>[] = [];
    renderAdmin(<Harness onChange={(v) => changes.push(v)} />);
    await userEvent.click(screen.getByRole("button", { name: /Traducciones/ }));
    expect(screen.getAllByRole("tab")).toHaveLength(TRANSLATION_LANGUAGES.length);
    expect(TRANSLATION_LANGUAGES).not.toContain("es");
    const category = screen.getByLabelText("Category (EN)") as HTMLInputElement;
    expect(category.placeholder).toBe("Datos");
    await userEvent.type(category, "Data");
    await userEvent.type(screen.getByLabelText("Skills (EN)"), "SQL{Enter}{Enter}  Python ");
    expect(changes.at(-1)).toEqual({ en: { category: "Data", items: ["SQL", "Python"] } });
    expect((screen.getByLabelText("Skills (EN)") as HTMLTextAreaElement).value).toBe("SQL\n\n  Python ");
  });

  test("clearing a language's only field removes the language", async () => {
    const changes: TranslationsValue<SkillText>[] = [];
    renderAdmin(<Harness initial={{ de: { category: "Daten" } }} onChange={(v) => changes.push(v)} />);
    expect(screen.getByText("1 de 7 idiomas")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /Traducciones/ }));
    await userEvent.click(screen.getByRole("tab", { name: /Deutsch/ }));
    await userEvent.clear(screen.getByLabelText("Category (DE)"));
    expect(changes.at(-1)).toEqual({});
  });
});

describe("chip input", () => {
  function ChipHarness({ onChange }: { onChange: (v: string[]) => void }) {
    const [values, setValues] = useState<string[]>([]);
    return (
      <form onSubmit={() => onChange(["submitted"])}>
        <ChipInput
          id="chips"
          label="Tags"
          values={values}
          onChange={(v) => {
            setValues(v);
            onChange(v);
          }}
        />
      </form>
    );
  }

  test("Enter adds without submitting the form; trimmed, blanks and repeats ignored", async () => {
    const changes: string[][] = [];
    renderAdmin(<ChipHarness onChange={(v) => changes.push(v)} />);
    await userEvent.type(screen.getByLabelText("Tags"), "  a  {Enter}{Enter}a{Enter}b");
    await userEvent.click(screen.getByRole("button", { name: "Añadir" }));
    expect(changes).toEqual([["a"], ["a", "b"]]);
    expect((screen.getByRole("textbox", { name: "Tags" }) as HTMLInputElement).value).toBe("");
  });
});
