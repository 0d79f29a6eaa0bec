import { type ComponentType, createContext, lazy, Suspense, useContext } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../../../lib/chunk-load";
import { useAdminLanguage } from "../admin-language";
import type { ArticleEditorProps } from "./ArticleEditor";

/** Jodit arrives in its own chunk, only when a form with rich text is opened. */
const ArticleEditor = lazy(() => loadChunk(() => import("./ArticleEditor")));

/**
 * The editor a rich-text field shows: Jodit, unless a provider gives another with the same props (the component
 * tests give a textarea, since Jodit needs a real browser; the browser tests drive Jodit itself).
 */
export const RichTextEditorContext = createContext<ComponentType<ArticleEditorProps>>(ArticleEditor);

type RichTextFieldProps = { id: string; label: string; value: string; onChange: (html: string) => void; error?: string };

/**
 * A labelled rich-text field; while the editor loads, a placeholder of the same height keeps the page still.
 * `value` seeds the editor when it mounts (see ArticleEditor); give the field a new key to load other text.
 */
export function RichTextField({ id, label, value, onChange, error }: RichTextFieldProps) {
  const { t } = useTranslation("admin");
  const { language } = useAdminLanguage();
  const Editor = useContext(RichTextEditorContext);
  const labelId = `${id}-label`;
  return (
    <div>
      <p id={labelId} className="label">
        {label}
      </p>
      <Suspense fallback={<div className="skeleton flex h-[500px] items-center justify-center text-sm text-slate-500">{t("articles.form.loadingEditor")}</div>}>
        <Editor id={id} initialValue={value} onChange={onChange} labelledBy={labelId} invalid={!!error} language={language} />
      </Suspense>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
