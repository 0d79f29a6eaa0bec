import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { articleInputSchema, slugify, type ArticleInput } from "../../../../src/shared/schemas/articles";
import { articlesApi, useArticle } from "../../../api/articles";
import { useAppConfig } from "../../../api/config";
import { ApiError } from "../../../api/fetcher";
import type { Article } from "../../../api/types";
import { LoadError } from "../../../components/admin/AdminUi";
import { EntityForm, FormPage, useEditedRecord } from "../../../components/admin/FormPage";
import { ImageUrlField } from "../../../components/admin/ImageUrlField";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { FieldShell, TextAreaField, TextField, textFields } from "../../../components/ui/form";
import { PreviewLinkPanel } from "./PreviewLinkPanel";
import { PublishingField } from "./PublishingField";
import { RichTextField } from "./RichTextField";
import { fromLocalInput, modeOf, scheduleProblem, toLocalInput, useScheduleTime, type PublishingMode } from "./schedule";

const toValues = (article: Article | null): ArticleInput => ({
  title: article?.title ?? "",
  slug: article?.slug ?? "",
  summary: article?.summary ?? "",
  content: article?.content ?? "",
  category: article?.category ?? "",
  imageUrl: article?.imageUrl ?? "",
  published: article?.published ?? false,
  publishAt: article?.publishAt ?? null,
  translations: article?.translations ?? {},
});

/** What the publishing choice sends: a scheduled time that has passed publishes now (the server decides so). */
function publishingValues(mode: PublishingMode, at: string): { published: boolean; publishAt: string | null } {
  if (mode === "draft") return { published: false, publishAt: null };
  return { published: true, publishAt: mode === "schedule" ? fromLocalInput(at) : null };
}

function ArticleForm({ article }: { article: Article | null }) {
  const navigate = useNavigate();
  const { t } = useTranslation("admin");
  const formatTime = useScheduleTime();
  const form = useAdminForm(articleInputSchema, toValues(article));
  const { values, errors, setField } = form;
  const text = textFields(form, "article");
  const [mode, setMode] = useState<PublishingMode>(modeOf(article));
  const [at, setAt] = useState(article?.scheduled && article.publishAt ? toLocalInput(article.publishAt) : "");
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const [slugTaken, setSlugTaken] = useState(false);
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
  // an existing article keeps its address unless the owner changes it.
  const changeTitle = (title: string) => {
    const followsTitle = values.slug.trim() === "" || (!article && values.slug === slugify(values.title));
    setField("title", title);
    if (followsTitle) setField("slug", slugify(title));
  };

  const changeSlug = (slug: string) => {
    setSlugTaken(false);
    setField("slug", slug);
  };

  const changeMode = (next: PublishingMode) => {
    setMode(next);
    setScheduleError(undefined);
  };
  const changeAt = (next: string) => {
    setAt(next);
    setScheduleError(undefined);
  };

  const saveFields = form.submit(async (input) => {
    if (mode === "schedule" && scheduleProblem(at)) return;
    try {
      await save.run({ ...input, ...publishingValues(mode, at) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setSlugTaken(true);
      throw failure;
    }
    navigate("/admin/articles");
  });
  // The scheduled time is checked with the other fields, so every problem shows at once.
  const submit = (event: FormEvent) => {
    const problem = mode === "schedule" ? scheduleProblem(at) : null;
    setScheduleError(problem ? t(problem) : undefined);
    saveFields(event);
  };

  const slugError = errors.slug ?? (slugTaken ? t("articles.form.slugTaken") : undefined);

  return (
    <EntityForm
      onSubmit={submit}
      submitting={form.submitting}
      submitLabel={article ? t("articles.form.update") : t("articles.form.create")}
      cancelTo="/admin/articles"
      translations={
        <>
          {article && <PreviewLinkPanel article={article} />}
          <TranslationsEditor
            idPrefix="article"
            fields={[
              { name: "title", label: t("articles.form.title") },
              { name: "summary", label: t("articles.form.summary"), kind: "textarea" },
              { name: "category", label: t("articles.form.category") },
              { name: "content", label: t("articles.form.content"), kind: "rich" },
            ]}
            value={values.translations}
            onChange={(translations) => setField("translations", translations)}
            original={{ title: values.title, summary: values.summary, category: values.category, content: values.content }}
            renderRichText={(props) => <RichTextField key={props.id} {...props} />}
          />
        </>
      }
    >
      <TextField id="article-title" label={t("articles.form.title")} value={values.title} onChange={(e) => changeTitle(e.target.value)} error={errors.title} />
      <FieldShell id="article-slug" label={t("articles.form.slug")} error={slugError} hint={`/articles/${values.slug || "…"}`}>
        <div className="flex gap-2">
          <input
            id="article-slug"
            className="input"
            value={values.slug}
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
      <PublishingField
        mode={mode}
        at={at}
        onModeChange={changeMode}
        onAtChange={changeAt}
        error={scheduleError ?? errors.publishAt}
        live={Boolean(article?.published && !article.scheduled)}
      />
      <ImageUrlField
        id="article-imageUrl"
        label={t("articles.form.imageUrl")}
        value={values.imageUrl ?? ""}
        onChange={(url) => setField("imageUrl", url)}
        error={errors.imageUrl}
      />
      <RichTextField
        id="article-content"
        label={t("articles.form.content")}
        value={values.content}
        onChange={(html) => setField("content", html)}
        error={errors.content}
      />
    </EntityForm>
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
