import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { articleInputSchema, slugify, type ArticleInput } from "../../../../src/shared/schemas/articles";
import { articlesApi, useArticle } from "../../../api/articles";
import { useAppConfig } from "../../../api/config";
import { ApiError } from "../../../api/fetcher";
import type { Article } from "../../../api/types";
import { LoadError } from "../../../components/admin/AdminUi";
import { ErrorSummary, useFocusFirstInvalid, type SummaryField } from "../../../components/admin/ErrorSummary";
import { FormPage, useEditedRecord } from "../../../components/admin/FormPage";
import { ImageUrlField } from "../../../components/admin/ImageUrlField";
import { LeaveDialog, useLeaveGuard } from "../../../components/admin/leave-guard";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { FieldShell, TextAreaField, TextField, textFields } from "../../../components/ui/form";
import { ArticleActionBar } from "./ArticleActionBar";
import { localCopyKey, RestoreBanner, useLocalCopy } from "./article-autosave";
import { PreviewLinkPanel } from "./PreviewLinkPanel";
import { PublishingField } from "./PublishingField";
import { RichTextField } from "./RichTextField";
import { fromLocalInput, modeOf, scheduleProblem, toLocalInput, useScheduleTime, type PublishingMode } from "./schedule";

const toValues = (article: Article | null): ArticleInput => ({
  title: article?.title ?? "",
  slug: article?.slug,
  summary: article?.summary ?? "",
  content: article?.content ?? "",
  category: article?.category ?? "",
  imageUrl: article?.imageUrl ?? "",
  published: article?.published ?? false,
  publishAt: article?.publishAt ?? null,
  mailReaders: article?.mailReaders,
  translations: article?.translations ?? {},
});

/** Everything the owner can change on the form: what is compared to know it changed, and what the local copy keeps. */
type ArticleDraft = { values: ArticleInput; mode: PublishingMode; at: string };

/** What the publishing choice sends: a scheduled time that has passed publishes now (the server decides so). */
function publishingValues(mode: PublishingMode, at: string): { published: boolean; publishAt: string | null } {
  if (mode === "draft") return { published: false, publishAt: null };
  return { published: true, publishAt: mode === "schedule" ? fromLocalInput(at) : null };
}

function ArticleForm({ article }: { article: Article | null }) {
  const navigate = useNavigate();
  const { t } = useTranslation("admin");
  const formatTime = useScheduleTime();
  const formElement = useRef<HTMLFormElement>(null);
  const [initial] = useState<ArticleDraft>(() => ({
    values: toValues(article),
    mode: modeOf(article),
    at: article?.scheduled && article.publishAt ? toLocalInput(article.publishAt) : "",
  }));
  const form = useAdminForm(articleInputSchema, initial.values);
  const { values, errors, setField } = form;
  const text = textFields(form, "article");
  const [mode, setMode] = useState<PublishingMode>(initial.mode);
  const [at, setAt] = useState(initial.at);
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const [slugTaken, setSlugTaken] = useState(false);
  // A restored copy brings other text: the editors are mounted anew with it (they are seeded once, see ArticleEditor).
  const [textVersion, setTextVersion] = useState(0);

  const current: ArticleDraft = { values, mode, at };
  const changed = JSON.stringify(current) !== JSON.stringify(initial);
  const guard = useLeaveGuard(changed);
  const localCopy = useLocalCopy(localCopyKey(article?.id ?? null), current, changed);

  // The toast says what the server made of it: scheduled for its time, or created / updated (published now).
  const save = useAdminMutation((input: ArticleInput) => (article ? articlesApi.update(article.id, input) : articlesApi.create(input)), {
    success: (saved) =>
      saved.scheduled && saved.publishAt
        ? t("writing.scheduledToast", { date: formatTime(saved.publishAt) })
        : article
          ? t("articles.form.updated")
          : t("articles.form.created"),
    failure: article ? t("articles.form.updateFailed") : t("articles.form.createFailed"),
  });

  // The slug follows the title while it is empty, and on a new article while it still is the title's slug;
  // an existing article keeps its address unless the owner changes it. Left empty, the server makes it from the title.
  const changeTitle = (title: string) => {
    const slug = values.slug ?? "";
    const followsTitle = slug.trim() === "" || (!article && slug === slugify(values.title));
    setField("title", title);
    if (followsTitle) setField("slug", slugify(title) || undefined);
  };

  const changeSlug = (slug: string) => {
    setSlugTaken(false);
    setField("slug", slug.trim() === "" ? undefined : slug);
  };

  // The form's own check follows the choice: a draft needs a title, a published or scheduled article everything.
  const changeMode = (next: PublishingMode) => {
    setMode(next);
    setField("published", next !== "draft");
    setScheduleError(undefined);
  };
  const changeAt = (next: string) => {
    setAt(next);
    setScheduleError(undefined);
  };

  const saveFields = form.submit(async (input) => {
    if (mode === "schedule" && scheduleProblem(at)) throw new Error(t("writing.dateRequired"));
    try {
      await save.run({ ...input, ...publishingValues(mode, at) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setSlugTaken(true);
      throw failure;
    }
    localCopy.clear();
    guard.release();
    navigate("/admin/articles");
  });
  // The scheduled time is checked with the other fields, so every problem shows at once.
  const submit = (event: FormEvent) => {
    const problem = mode === "schedule" ? scheduleProblem(at) : null;
    setScheduleError(problem ? t(problem) : undefined);
    saveFields(event);
  };
  // "Save draft" whatever the choice: the choice becomes "draft" (the form shows what is saved), then the form submits.
  const saveDraft = () => {
    flushSync(() => changeMode("draft"));
    formElement.current?.requestSubmit();
  };

  const restore = () => {
    const copy = localCopy.restore();
    if (!copy) return;
    form.setValues(copy.values);
    setMode(copy.mode);
    setAt(copy.at);
    setTextVersion((version) => version + 1);
  };

  const slugError = errors.slug ?? (slugTaken ? t("articles.form.slugTaken") : undefined);
  const fieldErrors = { ...errors, slug: slugError, publishAt: scheduleError ?? errors.publishAt };
  const summaryFields: SummaryField[] = [
    { name: "title", id: "article-title", label: t("articles.form.title") },
    { name: "slug", id: "article-slug", label: t("articles.form.slug") },
    { name: "summary", id: "article-summary", label: t("articles.form.summary") },
    { name: "category", id: "article-category", label: t("articles.form.category") },
    { name: "publishAt", id: "article-publishAt", label: t("writing.scheduleAt") },
    { name: "imageUrl", id: "article-imageUrl", label: t("articles.form.imageUrl") },
    { name: "content", id: "article-content", label: t("articles.form.content") },
  ];
  useFocusFirstInvalid(form.failures, fieldErrors, summaryFields);
  const live = Boolean(article?.published && !article.scheduled);

  return (
    <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
      {localCopy.offer && <RestoreBanner savedAt={localCopy.offer.savedAt} onRestore={restore} onDiscard={localCopy.discard} />}
      <ErrorSummary errors={fieldErrors} fields={summaryFields} />
      <section className="card space-y-5 p-5 sm:p-6">
        <TextField
          id="article-title"
          label={t("articles.form.title")}
          value={values.title}
          onChange={(e) => changeTitle(e.target.value)}
          error={errors.title}
          hint={mode === "draft" ? t("editing.draftHint") : undefined}
        />
        <FieldShell id="article-slug" label={t("articles.form.slug")} error={slugError} hint={`/articles/${values.slug || "…"}`}>
          <div className="flex gap-2">
            <input
              id="article-slug"
              className="input"
              value={values.slug ?? ""}
              onChange={(e) => changeSlug(e.target.value)}
              aria-invalid={slugError ? true : undefined}
              aria-describedby={slugError ? "article-slug-error" : "article-slug-hint"}
            />
            <button type="button" className="btn-secondary shrink-0" onClick={() => changeSlug(slugify(values.title))}>
              <span className="i-lucide-wand-sparkles h-4 w-4" aria-hidden="true" />
              {t("articles.form.generate")}
            </button>
          </div>
        </FieldShell>
        <TextAreaField {...text("summary")} label={t("articles.form.summary")} rows={3} />
        <TextField {...text("category")} label={t("articles.form.category")} placeholder={t("articles.form.categoryPlaceholder")} />
        <PublishingField mode={mode} at={at} onModeChange={changeMode} onAtChange={changeAt} error={fieldErrors.publishAt} live={live} />
        {/* Readers are mailed at the first publication only: once out, the choice has been made. */}
        {!article?.publishedAt && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={values.mailReaders === false} onChange={(event) => setField("mailReaders", !event.target.checked)} />
            {t("readers.dontMail")}
          </label>
        )}
        <ImageUrlField
          id="article-imageUrl"
          label={t("articles.form.imageUrl")}
          value={values.imageUrl ?? ""}
          onChange={(url) => setField("imageUrl", url)}
          error={errors.imageUrl}
        />
        <RichTextField
          key={textVersion}
          id="article-content"
          label={t("articles.form.content")}
          value={values.content ?? ""}
          onChange={(html) => setField("content", html)}
          error={errors.content}
        />
      </section>
      {article && <PreviewLinkPanel article={article} />}
      <TranslationsEditor
        key={textVersion}
        idPrefix="article"
        fields={[
          { name: "title", label: t("articles.form.title") },
          { name: "summary", label: t("articles.form.summary"), kind: "textarea" },
          { name: "category", label: t("articles.form.category") },
          { name: "content", label: t("articles.form.content"), kind: "rich" },
        ]}
        value={values.translations}
        onChange={(translations) => setField("translations", translations)}
        original={{ title: values.title, summary: values.summary ?? "", category: values.category ?? "", content: values.content ?? "" }}
        renderRichText={(props) => <RichTextField key={props.id} {...props} />}
      />
      <ArticleActionBar
        mode={mode}
        liveSlug={live && article ? article.slug : null}
        submitting={form.submitting}
        onSaveDraft={saveDraft}
        preview={{
          title: values.title,
          summary: values.summary ?? "",
          category: values.category ?? "",
          content: values.content ?? "",
          imageUrl: values.imageUrl,
        }}
        savedAt={localCopy.savedAt}
      />
      <LeaveDialog guard={guard} />
    </form>
  );
}

/** Spec §8: the editor's configuration could not be read. */
function ConfigError({ error }: { error: unknown }) {
  const { t } = useTranslation("admin");
  return (
    <div role="alert" className="card border-red-200 bg-red-50 p-6 text-red-900">
      <h2 className="m-0 flex items-center gap-2 text-lg font-semibold">
        <span className="i-lucide-triangle-alert h-5 w-5" aria-hidden="true" />
        {t("articles.form.configError")}
      </h2>
      <p className="m-0 mt-2 text-sm">{error instanceof Error ? error.message : String(error)}</p>
    </div>
  );
}

/** /admin/articles/new and /admin/articles/edit/:id. */
export function ArticleFormPage() {
  const { t } = useTranslation("admin");
  const config = useAppConfig();
  const edited = useEditedRecord(useArticle);
  const problem = config.error ? (
    <ConfigError error={config.error} />
  ) : edited.missing ? (
    <LoadError text={t("articles.form.notFound")} error={edited.error} />
  ) : undefined;
  return (
    <FormPage
      title={edited.editing ? t("articles.form.edit") : t("articles.createNew")}
      back={{ to: "/admin/articles", label: t("articles.form.back") }}
      loading={!config.data || edited.loading}
      problem={problem}
      wide
    >
      <ArticleForm key={edited.key} article={edited.record} />
    </FormPage>
  );
}
