import { Dialog as HeadlessDialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: "md" | "lg";
};

/** The one modal of the app (Headless UI: focus trap, Escape and outside click close it). */
export function Dialog({ open, onClose, title, description, children, size = "md" }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-0 sm:items-center sm:p-4">
        <DialogPanel
          className={`max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:rounded-2xl ${size === "lg" ? "sm:max-w-2xl" : "sm:max-w-md"}`}
        >
          <DialogTitle className="m-0 text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description && <Description className="mt-1 text-sm text-slate-600">{description}</Description>}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

type ConfirmProps = {
  open: boolean;
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Destructive confirmations, in the admin (the only place that asks for one): 'Are you sure?', Delete and Cancel in
 * the admin's language unless the caller words them (spec §4).
 */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onClose={onCancel} title={title ?? t("common.confirmTitle")} description={description}>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t("common.cancel")}
        </button>
        <button type="button" className="btn-danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? t("common.delete")}
        </button>
      </div>
    </Dialog>
  );
}
