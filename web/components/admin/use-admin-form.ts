import { useCallback, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type * as v from "valibot";
import { OWN_SITE_VALIDATION_KEYS } from "../../i18n/admin/own-site";
import { MAX_LENGTH_MESSAGE, VALIDATION_KEYS } from "../../i18n/admin/validation";
import { useSchemaForm } from "../ui/form";

/**
 * A schema's field message (spec §5 wording, from the form's own check or the server's `issues`) in the admin's
 * language; a message the admin has no translation for is shown as it came.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation("admin");
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = VALIDATION_KEYS.get(message);
      if (key) return t(`validation.${key}`);
      const own = OWN_SITE_VALIDATION_KEYS.get(message);
      if (own) return t(`ownSite.validation.${own}`);
      const limit = MAX_LENGTH_MESSAGE.exec(message);
      return limit ? t("validation.maxLength", { max: limit[1] }) : message;
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
  const errors = useMemo(
    () => Object.fromEntries(Object.entries(form.errors).map(([field, message]) => [field, translate(message)])),
    [form.errors, translate],
  );
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
