import type * as v from "valibot";
import { useSchemaForm } from "../../../components/ui/form";
import { onFormSubmit } from "../submit";
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
  const form = useSchemaForm(schema, toValues(entry));
  const submit = onFormSubmit(
    form.handleSubmit(async (input) => {
      await onSave(input);
      form.reset(toValues(null));
    }),
  );
  return { form, submit };
}
