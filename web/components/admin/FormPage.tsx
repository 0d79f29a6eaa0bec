import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { PageHeader } from "./AdminUi";

/**
 * Which record a /…/new or /…/edit/:id page edits, read with the section's own hook: none for a new one; an id that
 * is not a number, or one the server does not know, is `missing`.
 */
export function useEditedRecord<T>(useRecord: (id: number | null) => { data?: T; error?: unknown }) {
  const { id } = useParams();
  const recordId = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const read = useRecord(recordId === null || Number.isNaN(recordId) ? null : recordId);
  return {
    editing: recordId !== null,
    /** A new form per record: the key of the form element. */
    key: recordId ?? "new",
    record: read.data ?? null,
    loading: recordId !== null && !Number.isNaN(recordId) && read.data === undefined && read.error === undefined,
    missing: Number.isNaN(recordId) || read.error !== undefined,
    error: read.error,
  };
}

/** A form that is loading: label and field placeholders in a card, and the editor's height when it has one. */
export function FormSkeleton({ richText = false }: { richText?: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <div role="status" className="card space-y-5 p-6" aria-busy="true" aria-label={t("common.loading")}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i}>
          <div className="skeleton h-4 w-24" />
          <div className="skeleton mt-2 h-10 w-full" />
        </div>
      ))}
      {richText && <div className="skeleton h-[500px] w-full" />}
    </div>
  );
}

type FormPageProps = {
  title: string;
  back: { to: string; label: string };
  /** The record being edited has not arrived yet: a placeholder in the form's shape. */
  loading: boolean;
  /** Shown instead of the form: a record that does not exist (a `LoadError`), a configuration that did not load. */
  problem?: ReactNode;
  /** The article form, with its editor, is wider than the others, and its placeholder keeps the editor's height. */
  wide?: boolean;
  children: ReactNode;
};

/** An admin form page (/admin/projects/new, /admin/projects/edit/:id...): its heading with the way back, then the form, or why not. */
export function FormPage({ title, back, loading, problem, wide = false, children }: FormPageProps) {
  return (
    <div className={`mx-auto ${wide ? "max-w-4xl" : "max-w-3xl"}`}>
      <PageHeader
        title={title}
        actions={
          <Link to={back.to} className="btn-secondary">
            <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
            {back.label}
          </Link>
        }
      />
      {problem ?? (loading ? <FormSkeleton richText={wide} /> : children)}
    </div>
  );
}

type EntityFormProps = {
  onSubmit: (event: FormEvent) => void;
  submitting: boolean;
  submitLabel: string;
  /** Where Cancel goes: the section's list. */
  cancelTo: string;
  /** The translations editor, between the fields' card and the buttons. */
  translations: ReactNode;
  /** Above the fields: what to fix after a save that failed (an `ErrorSummary`). */
  before?: ReactNode;
  children: ReactNode;
};

/** The form of a form page: the fields in a card, their translations, then Cancel and the submit button. */
export function EntityForm({ onSubmit, submitting, submitLabel, cancelTo, translations, before, children }: EntityFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {before}
      <section className="card space-y-5 p-5 sm:p-6">{children}</section>
      {translations}
      <FormFooter cancel={{ to: cancelTo }} submitting={submitting} submitLabel={submitLabel} />
    </form>
  );
}

type FormFooterProps = {
  /** A link back on a page; a button that closes it in a dialog (disabled while saving). */
  cancel: { to: string } | { onClick: () => void };
  submitting: boolean;
  submitLabel: string;
  className?: string;
};

/** Cancel and submit at the end of a form: side by side on the right, stacked with submit on top on a phone. */
export function FormFooter({ cancel, submitting, submitLabel, className = "" }: FormFooterProps) {
  const { t } = useTranslation("admin");
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`}>
      {"to" in cancel ? (
        <Link to={cancel.to} className="btn-secondary">
          {t("common.cancel")}
        </Link>
      ) : (
        <button type="button" className="btn-secondary" onClick={cancel.onClick} disabled={submitting}>
          {t("common.cancel")}
        </button>
      )}
      <SubmitButton submitting={submitting} label={submitLabel} />
    </div>
  );
}

/** A form's submit button: disabled while the form saves, a spinner before its label meanwhile. */
export function SubmitButton({ submitting, label, className = "btn-primary" }: { submitting: boolean; label: string; className?: string }) {
  return (
    <button type="submit" className={className} disabled={submitting}>
      {submitting && <span className="i-lucide-loader-circle h-4 w-4 animate-spin" aria-hidden="true" />}
      {label}
    </button>
  );
}
