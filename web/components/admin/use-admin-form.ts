import { useCallback, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type * as v from "valibot";
import type { Issue } from "../../../src/shared/validation-codes";
import { OFFSITE_VALIDATION_CODES } from "../../i18n/admin/offsite";
import { OWN_SITE_VALIDATION_CODES } from "../../i18n/admin/own-site";
import { VALIDATION_CODES } from "../../i18n/admin/validation";
import { useSchemaForm } from "../ui/form";

/**
 * A field's refusal (from the form's own check or the server's `issues`) in the admin's language, chosen by its code
 * with its numbers (`params`); never by its sentence, so a reworded message keeps its translation. A code the admin
 * has no text for is shown by the sentence that came with it.
 */
export function useValidationMessage(): (issue: Pick<Issue, "code" | "message" | "params"> | undefined) => string | undefined {
  const { t } = useTranslation("admin");
  return useCallback(
    (issue) => {
      if (issue === undefined) return undefined;
      const key = VALIDATION_CODES[issue.code];
      if (key) return t(`validation.${key}`, { ...issue.params });
      const own = OWN_SITE_VALIDATION_CODES[issue.code];
      if (own) return t(`ownSite.validation.${own}`, { ...issue.params });
      const offsite = OFFSITE_VALIDATION_CODES[issue.code];
      return offsite ? t(`offsite.validation.${offsite}`) : issue.message;
    },
    [t],
  );
}

/**
 * `useSchemaForm` for the admin: the field messages in the admin's language, and `submit(action)` for a form's
 * onSubmit. The action reports its own failure (`useAdminMutation().run` toasts it) and throws it again so the
 * server's field messages land on the fields; nothing is left to handle after that. `failures` counts the saves
 * that did not go through (refused by the form's check or by the server), for the form to show where.
 */
export function useAdminForm<S extends v.GenericSchema>(schema: S, initial: v.InferInput<S>) {
  const form = useSchemaForm(schema, initial);
  const translate = useValidationMessage();
  const errors = useMemo(() => Object.fromEntries(Object.entries(form.issues).map(([field, issue]) => [field, translate(issue)])), [form.issues, translate]);
  const [failures, setFailures] = useState(0);
  const failed = () => setFailures((count) => count + 1);
  const submit = (action: (output: v.InferOutput<S>) => Promise<unknown>) => (event: FormEvent) => {
    form
      .handleSubmit(action)(event)
      .then((saved) => {
        if (!saved) failed();
      }, failed);
  };
  return { ...form, errors, submit, failures };
}
