import { forwardRef, useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";

/** A field the summary can name: its form key (as errors are keyed), the id of its control and its label. */
export type SummaryField = { name: string; id: string; label: string };

/**
 * The control that takes the focus for a field: its element by id, or, when that is hidden (the rich-text editor
 * hides its textarea), the visible control labelled by the field's label (`<id>-label`).
 */
export function fieldControl(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  const hidden = !element || element.hidden || element.style.display === "none" || getComputedStyle(element).display === "none";
  if (!hidden) return element;
  return document.querySelector<HTMLElement>(`[aria-labelledby="${id}-label"]`) ?? element;
}

/** Scrolls the field's control into the middle of the screen and puts the caret in it. */
export function focusField(id: string): void {
  const control = fieldControl(id);
  if (!control) return;
  control.scrollIntoView?.({ block: "center" });
  control.focus({ preventScroll: true });
}

/** The fields with a message, in the order the form shows them. */
export const invalidFields = (errors: Record<string, string | undefined>, fields: SummaryField[]) =>
  fields.filter((field) => errors[field.name]).map((field) => ({ ...field, message: errors[field.name]! }));

type ErrorSummaryProps = { errors: Record<string, string | undefined>; fields: SummaryField[] };

/**
 * "Check these fields before saving:" at the top of a form, each problem a link to its field. Hidden when nothing
 * is wrong.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ errors, fields }, ref) {
  const { t } = useTranslation("admin");
  const problems = invalidFields(errors, fields);
  if (problems.length === 0) return null;
  const follow = (event: MouseEvent, id: string) => {
    event.preventDefault();
    focusField(id);
  };
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby="form-errors-title"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      tabIndex={-1}
    >
      <p id="form-errors-title" className="m-0 flex items-center gap-2 font-semibold">
        <span className="i-lucide-circle-alert h-4 w-4 shrink-0" aria-hidden="true" />
        {t("editing.errorsTitle")}
      </p>
      <ul className="m-0 mt-2 list-disc space-y-1 pl-6">
        {problems.map((problem) => (
          <li key={problem.name}>
            <a href={`#${problem.id}`} className="text-red-900 underline underline-offset-2" onClick={(event) => follow(event, problem.id)}>
              {problem.label}
            </a>
            : {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
});

/**
 * After a save that failed on its fields (the form's own check or the server's 400), the first invalid field in the
 * form's order is scrolled to and focused; `failures` counts the failed saves, so each one moves the focus again.
 */
export function useFocusFirstInvalid(failures: number, errors: Record<string, string | undefined>, fields: SummaryField[]): void {
  const latest = useRef({ errors, fields });
  latest.current = { errors, fields };
  useEffect(() => {
    if (failures === 0) return;
    const [first] = invalidFields(latest.current.errors, latest.current.fields);
    if (first) focusField(first.id);
  }, [failures]);
}
