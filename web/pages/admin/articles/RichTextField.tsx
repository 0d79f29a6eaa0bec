import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../../../lib/chunk-load";
import { useAdminLanguage } from "../admin-language";

/** Jodit arrives in its own chunk, only when a form with rich text is opened. */
const ArticleEditor = lazy(() => loadChunk(() => import("./ArticleEditor")));

type RichTextFieldProps = { id: string; label: string; value: string; onChange: (html: string) => void; error?: string };

/**
 * A labelled rich-text field; while the editor loads, a placeholder of the same height keeps the page still.
 * `value` seeds the editor when it mounts (see ArticleEditor); give the field a new key to load other text.
 */
export function RichTextField({ id, label, value, onChange, error }: RichTextFieldProps) {
  const { t } = useTranslation("admin");
  const { language } = useAdminLanguage();
  const labelId = `${id}-label`;
  return (
    <div>
      <p id={labelId} className="label">
        {label}
      </p>
      <Suspense fallback={<div className="skeleton flex h-[500px] items-center justify-center text-sm text-slate-500">{t("articles.form.loadingEditor")}</div>}>
        <ArticleEditor id={id} initialValue={value} onChange={onChange} labelledBy={labelId} invalid={!!error} language={language} />
      </Suspense>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
