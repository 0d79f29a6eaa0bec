import { useCallback, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import * as v from "valibot";
import { ApiError } from "../../api/fetcher";

type Errors = Record<string, string | undefined>;

/**
 * The one form pattern: the same valibot schema the server validates with checks the values on submit
 * (first message per field, spec §5 wording); a 400 from the server maps its `issues` onto the same fields.
 */
export function useSchemaForm<S extends v.GenericSchema>(schema: S, initial: v.InferInput<S>) {
  type Values = v.InferInput<S>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const setField = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((prev: Values) => ({ ...(prev as object), [name]: value }) as Values);
    setErrors((prev) => (prev[name as string] ? { ...prev, [name as string]: undefined } : prev));
  }, []);

  const validate = useCallback(
    (current: Values): v.InferOutput<S> | null => {
      const result = v.safeParse(schema, current);
      if (result.success) {
        setErrors({});
        return result.output;
      }
      const next: Errors = {};
      for (const issue of result.issues) {
        const key = (issue.path ?? []).map((p) => String(p.key)).join(".");
        next[key] ??= issue.message;
      }
      setErrors(next);
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
          setErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.message])));
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
      setErrors({});
    },
    [initial],
  );

  return { values, errors, submitting, setField, setValues, handleSubmit, reset, validate };
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

type TextFieldProps = { id: string; label: string; error?: string; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={id}
        className={`input ${className ?? ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...input}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = { id: string; label: string; error?: string; hint?: ReactNode } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">;

export function TextAreaField({ id, label, error, hint, className, ...input }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        name={id}
        className={`input ${className ?? ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...input}
      />
    </FieldShell>
  );
}
