import { Disclosure, DisclosureButton, DisclosurePanel, Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, TRANSLATION_LANGUAGES, type Language } from "../../../src/shared/languages";
import { Flag } from "../layout/Flag";
import { TextAreaField, TextField } from "../ui/form";

type FieldValue = string | string[];
type Fields = Record<string, FieldValue>;
/** Per language, only the translated fields (contract §2). */
export type TranslationsValue<T extends Fields> = Partial<Record<string, Partial<T>>>;

export type TranslatableField<T extends Fields> = {
  name: keyof T & string;
  label: string;
  /** text: one line; textarea: paragraphs; list: one entry per line; rich: HTML through `renderRichText`. */
  kind?: "text" | "textarea" | "list" | "rich";
};

export type RichTextProps = { id: string; label: string; value: string; onChange: (html: string) => void };

type TranslationsEditorProps<T extends Fields> = {
  idPrefix: string;
  fields: TranslatableField<T>[];
  value: TranslationsValue<T> | undefined;
  onChange: (next: TranslationsValue<T>) => void;
  /** The Spanish text, shown as each field's placeholder so the owner sees what to translate. */
  original: Partial<T>;
  renderRichText?: (props: RichTextProps) => ReactNode;
};

const isFilled = (value: FieldValue | undefined) => (Array.isArray(value) ? value.length > 0 : !!value?.trim());

type LooseTranslations = Partial<Record<string, Partial<Record<string, FieldValue>>>>;

/** Keeps only filled fields and languages that have at least one (what the server would store anyway). */
export function pruneTranslations<T extends Fields>(value: TranslationsValue<T> | undefined): TranslationsValue<T> {
  const result: LooseTranslations = {};
  for (const [lang, entry] of Object.entries((value ?? {}) as LooseTranslations)) {
    const kept = Object.fromEntries(Object.entries(entry ?? {}).filter(([, v]) => isFilled(v)));
    if (Object.keys(kept).length) result[lang] = kept;
  }
  // Only fields of T went in, so only fields of T come out.
  return result as TranslationsValue<T>;
}

const LANGUAGE_INFO = new Map(LANGUAGES.map((l) => [l.code, l]));
const splitLines = (text: string) =>
  text
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The one translations editor (project, article, CV and settings forms): per language other than Spanish, the
 * entity's translatable fields. Empty fields fall back to Spanish on the public site.
 */
export function TranslationsEditor<T extends Fields>({ idPrefix, fields, value, onChange, original, renderRichText }: TranslationsEditorProps<T>) {
  const { t } = useTranslation("admin");
  // A list is edited as text, one entry per line; the raw text is kept so a new, still empty line survives typing.
  const [listDrafts, setListDrafts] = useState<Record<string, string>>({});
  const translated = TRANSLATION_LANGUAGES.filter((lang) => Object.keys((value as LooseTranslations | undefined)?.[lang] ?? {}).length > 0);

  const all = (value ?? {}) as LooseTranslations;

  const setFieldValue = (lang: Language, name: keyof T & string, fieldValue: FieldValue) => {
    const next: LooseTranslations = { ...all, [lang]: { ...(all[lang] ?? {}), [name]: fieldValue } };
    onChange(pruneTranslations(next as TranslationsValue<T>));
  };
  const textOf = (lang: Language, name: string) => {
    const current = all[lang]?.[name];
    return typeof current === "string" ? current : "";
  };

  const renderField = (lang: Language, field: TranslatableField<T>) => {
    const id = `${idPrefix}-${lang}-${field.name}`;
    const label = `${field.label} (${lang.toUpperCase()})`;
    const current = all[lang]?.[field.name];
    const source: FieldValue | undefined = original[field.name];
    const placeholder = Array.isArray(source) ? source.join("\n") : source;
    // What every plain-text field of the language is given; a list keeps a raw draft of its own.
    const textProps = {
      id,
      label,
      value: textOf(lang, field.name),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFieldValue(lang, field.name, e.target.value),
    };
    switch (field.kind) {
      case "list": {
        const draftKey = `${lang}:${field.name}`;
        const text = listDrafts[draftKey] ?? (Array.isArray(current) ? current.join("\n") : "");
        return (
          <TextAreaField
            key={id}
            id={id}
            label={label}
            hint={t("common.translations.listHint")}
            rows={4}
            value={text}
            placeholder={placeholder}
            onChange={(e) => {
              setListDrafts((drafts) => ({ ...drafts, [draftKey]: e.target.value }));
              setFieldValue(lang, field.name, splitLines(e.target.value));
            }}
          />
        );
      }
      case "rich":
        if (renderRichText) {
          return (
            <div key={id}>{renderRichText({ id, label, value: textOf(lang, field.name), onChange: (html) => setFieldValue(lang, field.name, html) })}</div>
          );
        }
        return <TextAreaField key={id} {...textProps} rows={8} />;
      case "textarea":
        return <TextAreaField key={id} {...textProps} rows={4} placeholder={placeholder} />;
      default:
        return <TextField key={id} {...textProps} placeholder={placeholder} />;
    }
  };

  return (
    <Disclosure as="section" className="rounded-xl border border-slate-200 bg-slate-50/60" aria-label={t("common.translations.title")}>
      <DisclosureButton className="group flex w-full items-center justify-between gap-3 rounded-xl border-0 bg-transparent px-4 py-3 text-left">
        <span className="flex items-center gap-2">
          <span className="i-lucide-languages h-5 w-5 text-indigo-600" aria-hidden="true" />
          <span className="shrink-0 text-sm font-semibold text-slate-800">{t("common.translations.title")}</span>
          <span className="text-xs text-slate-500">
            {translated.length
              ? t("common.translations.count", { count: translated.length, total: TRANSLATION_LANGUAGES.length })
              : t("common.translations.optional")}
          </span>
        </span>
        <span className="i-lucide-chevron-down h-4 w-4 text-slate-500 transition-transform group-data-[open]:rotate-180" aria-hidden="true" />
      </DisclosureButton>
      <DisclosurePanel className="border-t border-slate-200 px-4 pb-4 pt-3">
        <TabGroup>
          <TabList className="-mx-1 flex gap-1 overflow-x-auto pb-2">
            {TRANSLATION_LANGUAGES.map((lang) => {
              const info = LANGUAGE_INFO.get(lang);
              return (
                <Tab
                  key={lang}
                  className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-transparent bg-transparent px-2.5 py-1.5 text-sm text-slate-600 hover:bg-white data-[selected]:border-slate-200 data-[selected]:bg-white data-[selected]:font-semibold data-[selected]:text-slate-900 data-[selected]:shadow-sm"
                >
                  <Flag code={lang} />
                  {info?.name ?? lang}
                  {translated.includes(lang) && (
                    <>
                      <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
                      <span className="sr-only">{t("common.translations.translated")}</span>
                    </>
                  )}
                </Tab>
              );
            })}
          </TabList>
          <TabPanels>
            {TRANSLATION_LANGUAGES.map((lang) => (
              <TabPanel key={lang} className="space-y-4 pt-2">
                {fields.map((field) => renderField(lang, field))}
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      </DisclosurePanel>
    </Disclosure>
  );
}
