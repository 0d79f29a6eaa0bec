import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { articleInputSchema, slugify, type ArticleInput } from "../../../../src/shared/schemas/articles";
import { articlesApi, useArticle } from "../../../api/articles";
import { useAppConfig } from "../../../api/config";
import { ApiError } from "../../../api/fetcher";
import type { Article } from "../../../api/types";
import { LoadError, PageHeader } from "../../../components/admin/AdminUi";
import { ImageUrlField } from "../../../components/admin/ImageUrlField";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { FieldShell, TextAreaField, TextField, useSchemaForm } from "../../../components/ui/form";
import { toast } from "../../../components/ui/toast";
import { onFormSubmit } from "../submit";
import { PreviewLinkPanel } from "./PreviewLinkPanel";
import { PublishingField } from "./PublishingField";
import { RichTextField } from "./RichTextField";
import { fromLocalInput, isPast, modeOf, scheduleProblem, toLocalInput, useScheduleTime, type PublishingMode } from "./schedule";

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

function BackToArticles() {
  return (
    <Link to="/admin/articles" className="btn-secondary">
      <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
      Back to Articles
    </Link>
  );
}

function ArticleForm({ article }: { article: Article | null }) {
  const navigate = useNavigate();
  const { t } = useTranslation("admin");
  const formatTime = useScheduleTime();
  const form = useSchemaForm(articleInputSchema, toValues(article));
  const { values, errors, setField } = form;
  const [mode, setMode] = useState<PublishingMode>(modeOf(article));
  const [at, setAt] = useState(article?.scheduled && article.publishAt ? toLocalInput(article.publishAt) : "");
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const [slugTaken, setSlugTaken] = useState(false);

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

  const save = form.handleSubmit(async (input) => {
    const problem = mode === "schedule" ? scheduleProblem(at) : null;
    if (problem) return;
    const publishing = publishingValues(mode, at);
    try {
      if (article) await articlesApi.update(article.id, { ...input, ...publishing });
      else await articlesApi.create({ ...input, ...publishing });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setSlugTaken(true);
      toast({
        title: "Error",
        description: article ? "Failed to update article. Please try again." : "Failed to create article. Please try again.",
        variant: "destructive",
      });
      throw failure;
    }
    if (mode === "schedule" && publishing.publishAt && !isPast(at)) {
      toast({ title: "Success", description: t("writing.scheduledToast", { date: formatTime(publishing.publishAt) }) });
    } else {
      toast({ title: "Success", description: article ? "Article updated successfully" : "Article created successfully" });
    }
    navigate("/admin/articles");
  });
  // The scheduled time is checked with the other fields, so every problem shows at once.
  const submit = onFormSubmit(async (event) => {
    const problem = mode === "schedule" ? scheduleProblem(at) : null;
    setScheduleError(problem ? t(problem) : undefined);
    return save(event);
  });

  const slugError = errors.slug ?? (slugTaken ? "Another article already uses this slug." : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <section className="card space-y-5 p-5 sm:p-6">
        <TextField id="article-title" label="Title" value={values.title} onChange={(e) => changeTitle(e.target.value)} error={errors.title} />
        <FieldShell id="article-slug" label="Slug" error={slugError} hint={`/articles/${values.slug || "…"}`}>
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
              Generate
            </button>
          </div>
        </FieldShell>
        <TextAreaField id="article-summary" label="Summary" rows={3} value={values.summary} onChange={(e) => setField("summary", e.target.value)} error={errors.summary} />
        <TextField id="article-category" label="Category" placeholder="Desarrollo web" value={values.category} onChange={(e) => setField("category", e.target.value)} error={errors.category} />
        <PublishingField
          mode={mode}
          at={at}
          onModeChange={changeMode}
          onAtChange={changeAt}
          error={scheduleError ?? errors.publishAt}
          live={Boolean(article?.published && !article.scheduled)}
        />
        <ImageUrlField id="article-imageUrl" label="Cover image URL (optional)" value={values.imageUrl ?? ""} onChange={(url) => setField("imageUrl", url)} error={errors.imageUrl} />
        <RichTextField id="article-content" label="Content" value={values.content} onChange={(html) => setField("content", html)} error={errors.content} />
      </section>
      {article && <PreviewLinkPanel article={article} />}
      <TranslationsEditor
        idPrefix="article"
        fields={[
          { name: "title", label: "Title" },
          { name: "summary", label: "Summary", kind: "textarea" },
          { name: "category", label: "Category" },
          { name: "content", label: "Content", kind: "rich" },
        ]}
        value={values.translations}
        onChange={(t) => setField("translations", t)}
        original={{ title: values.title, summary: values.summary, category: values.category, content: values.content }}
        renderRichText={(props) => <RichTextField key={props.id} {...props} />}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/admin/articles" className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={form.submitting}>
          {form.submitting && <span className="i-lucide-loader-circle h-4 w-4 animate-spin" aria-hidden="true" />}
          {article ? "Update Article" : "Create Article"}
        </button>
      </div>
    </form>
  );
}

/** Spec §8: the editor's configuration could not be read. */
function ConfigError({ error }: { error: unknown }) {
  return (
    <div role="alert" className="card border-red-200 bg-red-50 p-6 text-red-900">
      <h2 className="m-0 flex items-center gap-2 text-lg font-semibold">
        <span className="i-lucide-triangle-alert h-5 w-5" aria-hidden="true" />
        Error de Configuración
      </h2>
      <p className="m-0 mt-2 text-sm">{error instanceof Error ? error.message : String(error)}</p>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="card space-y-5 p-6" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((i) => (
        <div key={i}>
          <div className="skeleton h-4 w-24" />
          <div className="skeleton mt-2 h-10 w-full" />
        </div>
      ))}
      <div className="skeleton h-[500px] w-full" />
    </div>
  );
}

/** /admin/articles/new and /admin/articles/edit/:id. */
export function ArticleFormPage() {
  const { id } = useParams();
  const articleId = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const config = useAppConfig();
  const article = useArticle(articleId !== null && !Number.isNaN(articleId) ? articleId : null);
  const editing = articleId !== null;

  let body;
  if (config.error) body = <ConfigError error={config.error} />;
  else if (Number.isNaN(articleId) || article.error) body = <LoadError text="Article not found" error={article.error} />;
  else if (!config.data || (editing && !article.data)) body = <FormSkeleton />;
  else body = <ArticleForm key={articleId ?? "new"} article={article.data ?? null} />;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={editing ? "Edit Article" : "Create New Article"} actions={<BackToArticles />} />
      {body}
    </div>
  );
}
