import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { FieldShell } from "../ui/form";

type ChipInputProps = {
  id: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  placeholder?: string;
  hint?: string;
};

/**
 * A list typed one entry at a time (spec §5: technologies, skill items): Add or Enter appends the trimmed text,
 * blanks and repeats are ignored, each entry has its own remove button.
 */
export function ChipInput({ id, label, values, onChange, error, placeholder, hint }: ChipInputProps) {
  const { t } = useTranslation("admin");
  const [draft, setDraft] = useState("");

  const add = () => {
    const entry = draft.trim();
    setDraft("");
    if (!entry || values.includes(entry)) return;
    onChange([...values, entry]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the surrounding form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="flex gap-2">
        <input
          id={id}
          className="input"
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        />
        <button type="button" className="btn-secondary shrink-0" onClick={add}>
          <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
          {t("common.add")}
        </button>
      </div>
      {values.length > 0 && (
        <ul className="m-0 mt-3 flex list-none flex-wrap gap-2 p-0" aria-label={label}>
          {values.map((value) => (
            <li key={value} className="tag gap-1 py-1 pl-3 pr-1 text-sm">
              {value}
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                className="relative inline-flex h-5 w-5 items-center justify-center rounded-full after:absolute after:-inset-3 after:content-empty border-0 bg-transparent p-0 text-indigo-500 hover:bg-indigo-100 hover:text-indigo-800"
                aria-label={t("common.removeItem", { name: value })}
              >
                <span className="i-lucide-x h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FieldShell>
  );
}
