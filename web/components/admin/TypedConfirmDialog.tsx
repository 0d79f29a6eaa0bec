import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../ui/dialog";

type Props = {
  open: boolean;
  title: string;
  /** What will be lost, said plainly. */
  warning: string;
  /** The word to type, in the admin's language ("REEMPLAZAR"); typed in any case, with spaces around it or not. */
  word: string;
  /** "Escribe {{word}} para confirmar", already filled in. */
  prompt: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const matches = (typed: string, word: string) => typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

/**
 * The confirmation for what cannot be undone and wipes more than one thing (replacing the whole site): a red
 * warning and a word to type, so a reflex click on "Confirm" is not enough. The button stays disabled until the
 * word is typed; Enter in the field confirms once it is.
 */
export function TypedConfirmDialog({ open, title, warning, word, prompt, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation("admin");
  const [typed, setTyped] = useState("");
  const fieldId = useId();
  const ready = matches(typed, word) && !busy;
  const close = () => {
    setTyped("");
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setTyped("");
    onConfirm();
  };
  return (
    <Dialog open={open} onClose={close} title={title}>
      <form onSubmit={submit} className="space-y-4" data-testid="typed-confirm">
        <p role="alert" className="m-0 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <span className="i-lucide-triangle-alert mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-hidden="true" />
          {warning}
        </p>
        <div>
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
            {prompt}
          </label>
          <p className="m-0 mt-1 select-all font-mono text-sm font-semibold tracking-wide text-red-700" aria-hidden="true">
            {word}
          </p>
          <input
            id={fieldId}
            className="input mt-2 w-full"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="flex flex-col-reverse justify-end gap-2 sm:flex-row">
          <button type="button" className="btn-secondary" onClick={close} disabled={busy}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="btn-danger" disabled={!ready}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
