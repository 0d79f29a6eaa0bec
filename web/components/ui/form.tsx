import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import * as v from "valibot";
import { issueOf, type Issue } from "../../../src/shared/validation-codes";
import { ApiError } from "../../api/fetcher";

type Errors = Record<string, string | undefined>;
/** Each field's first refusal: its code (which a page translates) and the schema's sentence. */
export type FieldIssues = Record<string, Issue | undefined>;

/**
 * The one form pattern: the same valibot schema the server validates with checks the values on submit
 * (first issue per field, spec §5 wording, with the code the server would give it); a 400 from the server maps its
 * `issues` onto the same fields. `issues` keeps each field's code for a page to translate; `errors` its sentence.
 */
export function useSchemaForm<S extends v.GenericSchema>(schema: S, initial: v.InferInput<S>) {
  type Values = v.InferInput<S>;
  const [values, setValues] = useState<Values>(initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [submitting, setSubmitting] = useState(false);

  const setField = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((prev: Values) => ({ ...(prev as object), [name]: value }) as Values);
    setIssues((prev) => (prev[name as string] ? { ...prev, [name as string]: undefined } : prev));
  }, []);

  const validate = useCallback(
    (current: Values): v.InferOutput<S> | null => {
      const result = v.safeParse(schema, current);
      if (result.success) {
        setIssues({});
        return result.output;
      }
      const next: FieldIssues = {};
      for (const issue of result.issues.map(issueOf)) next[issue.path] ??= issue;
      setIssues(next);
      return null;
    },
    [schema],
  );

  /** Validates, then runs `action` with the parsed output; server field errors land on the fields. */
  const handleSubmit = useCallback(
    (action: (output: v.InferOutput<S>) => Promise<unknown> | unknown) => async (event?: FormEvent) => {
      event?.preventDefault();
      const output = validate(values);
      if (!output) return false;
      setSubmitting(true);
      try {
        await action(output);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.issues.length) {
          setIssues(Object.fromEntries(error.issues.map((issue) => [issue.path, issue])));
        }
        throw error;
      } finally {
        setSubmitting(false);
      }
    },
    [validate, values],
  );

  const reset = useCallback(
    (next: Values = initial) => {
      setValues(next);
      setIssues({});
    },
    [initial],
  );

  const errors = useMemo<Errors>(() => Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, issue?.message])), [issues]);
  return { values, errors, issues, submitting, setField, setValues, handleSubmit, reset, validate };
}

/** The fields of a form's values that hold text. */
type TextKeys<V> = { [K in keyof V]-?: V[K] extends string | null | undefined ? K : never }[keyof V] & string;

type BoundForm<V> = { values: V; errors: Errors; setField: <K extends keyof V>(name: K, value: V[K]) => void };

/**
 * What a text field of a form is given, for `<TextField {...text("title")} />`: its id (`<prefix>-<name>`), the value
 * (empty for null), the change that sets it and its message. Other props (label, hint, type) are written beside it.
 */
export function textFields<V>(form: BoundForm<V>, idPrefix: string) {
  return <K extends TextKeys<V>>(name: K) => ({
    id: `${idPrefix}-${name}`,
    value: (form.values[name] ?? "") as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setField(name, event.target.value as V[K]),
    error: form.errors[name],
  });
}

type FieldShellProps = { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode };

/** Label, control, hint and error, wired for screen readers. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type ControlProps = { id: string; label: string; error?: string; hint?: ReactNode };

/** The attributes that tie a control to its label, hint and error (see FieldShell). */
const describedControl = (id: string, error: string | undefined, hint: ReactNode, className: string | undefined) => ({
  id,
  name: id,
  className: `input ${className ?? ""}`,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

type TextFieldProps = ControlProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input {...describedControl(id, error, hint, className)} {...input} />
    </FieldShell>
  );
}

type TextAreaFieldProps = ControlProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">;

export function TextAreaField({ id, label, error, hint, className, ...input }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea {...describedControl(id, error, hint, className)} {...input} />
    </FieldShell>
  );
}
