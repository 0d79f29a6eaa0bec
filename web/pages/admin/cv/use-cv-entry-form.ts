import { useEffect, useState } from "react";
import type * as v from "valibot";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import type { CvFormProps } from "./CvSection";

/**
 * The form of one CV entry (experience, education, skill): values from the entry (or blank to add one), and a
 * submit that saves, then clears the form for the next entry. Whether it holds unsaved changes is reported, so the
 * dialog asks before closing them away.
 */
export function useCvEntryForm<S extends v.GenericSchema, T>(
  schema: S,
  toValues: (entry: T | null) => v.InferInput<S>,
  { entry, onSave, onDirtyChange }: Pick<CvFormProps<T, v.InferOutput<S>>, "entry" | "onSave" | "onDirtyChange">,
) {
  const [initial] = useState(() => toValues(entry));
  const form = useAdminForm(schema, initial);
  const dirty = JSON.stringify(form.values) !== JSON.stringify(initial);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const submit = form.submit(async (input) => {
    await onSave(input);
    form.reset(toValues(null));
  });
  return { form, submit };
}
