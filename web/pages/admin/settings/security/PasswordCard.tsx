import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MIN_PASSWORD_LENGTH } from "../../../../../src/shared/schemas/auth";
import { useAuth, useSecurityApi } from "../../../../api/auth";
import { ApiError } from "../../../../api/fetcher";
import { TextField } from "../../../../components/ui/form";
import { useAdminMutation } from "../../../../components/admin/use-admin-mutation";
import { SecuritySection, useProblemText } from "./security-ui";
import { SubmitButton } from "../../../../components/admin/FormPage";

type Fields = { current: string; next: string; repeat: string };
const EMPTY: Fields = { current: "", next: "", repeat: "" };

/** The server refused the current password given. */
const refusedCurrent = (failure: unknown) => failure instanceof ApiError && failure.issues.some((issue) => issue.path === "currentPassword");

/** The password, changed with the current one; every other session ends with it. */
export function PasswordCard() {
  const { t } = useTranslation("admin");
  const securityApi = useSecurityApi();
  const problemText = useProblemText();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const { user } = useAuth();
  const change = useAdminMutation(securityApi.changePassword, {
    success: { title: t("security.password.changed"), description: t("security.password.changedText") },
    // A wrong current password is shown on its field, not in a toast.
    failure: (failure) => (refusedCurrent(failure) ? null : { title: t("security.error"), description: problemText(failure, t("security.password.failed")) }),
  });
  const busy = change.busy;

  const set = (name: keyof Fields, value: string) => {
    setFields((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };
  /** What each password field is given: its value, its change and its message. */
  const field = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.value),
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Fields> = {};
    if (!fields.current) found.current = t("security.passwordRequired");
    if (fields.next.length < MIN_PASSWORD_LENGTH) found.next = t("security.password.tooShort", { min: MIN_PASSWORD_LENGTH });
    else if (fields.repeat !== fields.next) found.repeat = t("security.password.mismatch");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await change.run(fields.current, fields.next);
      setFields(EMPTY);
    } catch (failure) {
      if (refusedCurrent(failure)) setErrors({ current: t("security.wrongPassword") });
    }
  };

  return (
    <SecuritySection id="password" icon="i-lucide-lock-keyhole" title={t("security.password.title")} description={t("security.password.description")}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid max-w-xl gap-4">
        {/* The account's email, for password managers saving the new password. */}
        <input type="text" name="username" autoComplete="username" value={user?.email ?? ""} className="hidden" aria-hidden="true" tabIndex={-1} readOnly />
        <TextField id="current-password" label={t("security.password.current")} type="password" autoComplete="current-password" {...field("current")} />
        <TextField
          id="new-password"
          label={t("security.password.new")}
          type="password"
          autoComplete="new-password"
          {...field("next")}
          hint={t("security.password.hint", { min: MIN_PASSWORD_LENGTH })}
        />
        <TextField id="repeat-password" label={t("security.password.repeat")} type="password" autoComplete="new-password" {...field("repeat")} />
        <div>
          <SubmitButton submitting={busy} label={t("security.password.save")} />
        </div>
      </form>
    </SecuritySection>
  );
}
