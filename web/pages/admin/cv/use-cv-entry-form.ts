import type * as v from "valibot";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import type { CvFormProps } from "./CvSection";

/**
 * The form of one CV entry (experience, education, skill): values from the entry (or blank to add one), and a
 * submit that saves, then clears the form for the next entry.
 */
export function useCvEntryForm<S extends v.GenericSchema, T>(
  schema: S,
  toValues: (entry: T | null) => v.InferInput<S>,
  { entry, onSave }: Pick<CvFormProps<T, v.InferOutput<S>>, "entry" | "onSave">,
) {
  const form = useAdminForm(schema, toValues(entry));
  const submit = form.submit(async (input) => {
    await onSave(input);
    form.reset(toValues(null));
  });
  return { form, submit };
}
