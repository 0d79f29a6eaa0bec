import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../api/fetcher";
import { Dialog } from "../../../../components/ui/dialog";
import { TextField } from "../../../../components/ui/form";
import { parseTimestamp } from "../../format";
import { useAdminLanguage } from "../../admin-language";
import { SubmitButton } from "../../../../components/admin/FormPage";
import { CardHeading } from "../../../../components/admin/AdminUi";

/** Dates in the admin's language: "5 ene 2026, 9:00". */
export function useDateTime(): (iso: string) => string {
  const { language } = useAdminLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  return (iso: string) => format.format(parseTimestamp(iso));
}

/** What a refused account change means to the owner: too many tries, a wrong password, or `fallback`. */
export function useProblemText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation("admin");
  return (error, fallback) => {
    if (error instanceof ApiError && error.status === 429) return t("security.tooMany");
    if (error instanceof ApiError && error.issues.some((issue) => issue.path === "password" || issue.path === "currentPassword"))
      return t("security.wrongPassword");
    return fallback;
  };
}

/** One part of Settings → Security: an icon, a title, what it does, its state on the right, then its content. */
export function SecuritySection({
  id,
  icon,
  title,
  description,
  status,
  children,
}: {
  id: string;
  icon: string;
  title: string;
  description: ReactNode;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card p-6" aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          <span className={`${icon} h-5 w-5`} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <CardHeading id={`${id}-title`} title={title} text={description} />
        </div>
        {status}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** "On" / "Off" next to a section's title. */
export function StatusBadge({ on, label }: { on: boolean; label: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-xs font-semibold ${on ? "bg-emerald-50 text-emerald-700" : "bg-slate-100 text-slate-600"}`}
    >
      <span className={`h-1.5 w-1.5 rounded-full ${on ? "bg-emerald-500" : "bg-slate-400"}`} aria-hidden="true" />
      {label}
    </span>
  );
}

/**
 * A change only the owner may make, confirmed with the password (turning TOTP off, new recovery codes): the
 * dialog stays open with the reason when the server refuses.
 */
export function PasswordDialog({
  open,
  title,
  description,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const problemText = useProblemText();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword("");
    setProblem(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem(t("security.passwordRequired"));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(password);
      setPassword("");
      setProblem(null);
    } catch (error) {
      setProblem(problemText(error, t("security.failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? () => undefined : close} title={title} description={description}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          id="confirm-password"
          label={t("security.yourPassword")}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(null);
          }}
          error={problem ?? undefined}
        />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={close} disabled={busy}>
            {t("security.cancel")}
          </button>
          <SubmitButton submitting={busy} label={confirmLabel} className={danger ? "btn-danger" : "btn-primary"} />
        </div>
      </form>
    </Dialog>
  );
}
