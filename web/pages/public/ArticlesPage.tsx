import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../../src/shared/languages";
import { isOut, useArticleSearch, useLocalizedArticles } from "../../api/articles";
import type { ArticleSearchResult } from "../../api/types";
import { ArticleGrid } from "../../components/public/ArticleGrid";
import { articleHref } from "../../components/public/ArticleCard";
import { ArticleMeta } from "../../components/public/ArticleMeta";
import { LoadingRegion, Skeleton } from "../../components/ui/Skeleton";
import { StateMessage } from "../../components/ui/StateMessage";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "./PageHeader";

/** How long typing pauses before the search runs. */
const TYPING_PAUSE_MS = 250;
/** What an empty search offers instead. */
const LATEST_OFFERED = 3;

/** True when a key press belongs to a field being typed in, where "/" is just a character. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** The search box: `/` anywhere on the page focuses it; typing searches after a pause, Enter at once. */
function SearchBox({ value, onChange, onSubmit }: { value: string; onChange: (value: string) => void; onSubmit: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typingInField(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener("keydown", focusOnSlash);
    return () => document.removeEventListener("keydown", focusOnSlash);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is newer than the browsers the site supports (Safari 16).
    <form role="search" onSubmit={submit} className="max-w-2xl" aria-label={t("articles.searchLabel")}>
      <label htmlFor="article-search" className="sr-only">
        {t("articles.searchLabel")}
      </label>
      <div className="relative flex items-center">
        <span className="i-lucide-search pointer-events-none absolute left-3.5 h-5 w-5 text-slate-400" aria-hidden="true" />
        <input
          ref={input}
          id="article-search"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          aria-keyshortcuts="/"
          placeholder={t("articles.searchPlaceholder")}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="input py-3 pl-11 pr-12 text-base"
        />
        {/* The shortcut's hint, out of the way of the box's own clear button once something is typed. */}
        {!value && (
          <span
            className="pointer-events-none absolute right-3 hidden rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs text-slate-500 sm:block"
            aria-hidden="true"
          >
            /
          </span>
        )}
      </div>
    </form>
  );
}

/** The language an article's text matched in, by its own name, when it is not the language the reader reads. */
function MatchedLanguage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const name = LANGUAGES.find((entry) => entry.code === language)?.name ?? language;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
      <span className="i-lucide-languages h-3.5 w-3.5" aria-hidden="true" />
      {/* One run of text, so the space before the name is a space and not a flex gap. */}
      <span>
        {t("articles.matchedIn")}{" "}
        <span lang={language} className="font-semibold">
          {name}
        </span>
      </span>
    </span>
  );
}

/**
 * One result: category, date, title (the link) and the passage that matched, its words marked by the server. A
 * match in another language than the reader's says which, and its passage is marked as written in it.
 */
function SearchResult({ result }: { result: ArticleSearchResult }) {
  const { i18n } = useTranslation();
  const elsewhere = result.matchedLanguage !== i18n.language;
  return (
    <li className="card group relative p-6 transition-shadow focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-md" data-testid="search-result">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="tag">{result.category}</span>
        <ArticleMeta article={result} />
        {elsewhere && <MatchedLanguage language={result.matchedLanguage} />}
      </div>
      <h2 className="m-0 mt-3 text-xl font-semibold leading-snug tracking-tight text-slate-900">
        <Link
          to={articleHref(result.slug, i18n.language)}
          className="text-inherit no-underline outline-none after:absolute after:inset-0 after:content-empty group-hover:text-indigo-700"
        >
          {result.title}
        </Link>
      </h2>
      <p
        lang={elsewhere ? result.matchedLanguage : undefined}
        className="search-snippet mb-0 mt-2 text-sm leading-relaxed text-slate-600"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, the article's text with only its own <mark> tags.
        dangerouslySetInnerHTML={{ __html: result.snippet }}
      />
    </li>
  );
}

function SearchSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("articles.searching")} className="space-y-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card p-6">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="mt-4 h-6 w-2/3" />
          <Skeleton className="mt-3 h-4 w-full" />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** The results of a search, or, when nothing matches, a word saying so and the latest articles instead. */
function SearchResults({ query }: { query: string }) {
  const { t, i18n } = useTranslation();
  const { data, error, isValidating } = useArticleSearch(query, i18n.language);
  const nothing = data?.length === 0;
  const latest = useLocalizedArticles(i18n.language, nothing);
  if (error) return <StateMessage kind="error">{t("articles.searchError")}</StateMessage>;
  if (!data) return <SearchSkeleton />;
  return (
    <div aria-busy={isValidating || undefined}>
      {/* One live region for both outcomes, so a search that finds nothing is read out like one that does. */}
      <div aria-live="polite" className="mb-6">
        {nothing ? (
          <p
            className="m-0 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-4 text-base font-medium text-amber-950"
            data-testid="search-empty"
          >
            <span className="i-lucide-search-x mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
            {t("articles.searchEmpty", { query })}
          </p>
        ) : (
          <p className="m-0 text-sm text-slate-600">{t("articles.searchResults", { query, count: data.length })}</p>
        )}
      </div>
      {nothing ? (
        <>
          <h2 className="m-0 mb-6 text-xl font-semibold text-slate-900">{t("articles.latestTitle")}</h2>
          <ArticleGrid
            articles={latest.data?.filter(isOut).slice(0, LATEST_OFFERED)}
            error={latest.error}
            labels={{ error: t("articles.error"), loading: t("articles.loading"), empty: t("articles.empty") }}
            headingLevel={3}
          />
        </>
      ) : (
        <ul className="m-0 list-none space-y-4 p-0">
          {data.map((result) => (
            <SearchResult key={result.id} result={result} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /articles: every published article, newest first (the API's order), and a search over them. The search lives in
 * the URL (`?q=`), so the server renders its results and a search can be linked and shared.
 */
export function ArticlesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const inUrl = params.get("q") ?? "";
  const query = inUrl.trim();
  const [typed, setTyped] = useState(inUrl);
  const { data, error } = useLocalizedArticles(i18n.language, !query);
  const articles = data?.filter(isOut);
  usePageTitle({ kind: "articles" });

  // The URL changed without typing (back, a link): the box shows its search.
  const lastUrlValue = useRef(inUrl);
  useEffect(() => {
    if (inUrl === lastUrlValue.current) return;
    lastUrlValue.current = inUrl;
    setTyped(inUrl);
  }, [inUrl]);

  const search = (value: string) => {
    if (value === lastUrlValue.current) return;
    lastUrlValue.current = value;
    const next = new URLSearchParams(params);
    if (value.trim()) next.set("q", value);
    else next.delete("q");
    // Typing replaces the entry rather than adding one per pause.
    setParams(next, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the pause (`search` reads the parameters current when it runs).
  useEffect(() => {
    if (typed === lastUrlValue.current) return;
    const timer = setTimeout(() => search(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <>
      <PageHeader eyebrow={t("articles.eyebrow")} title={t("articles.title")} description={t("articles.description")} />
      <section className="container-page py-10 sm:py-12" aria-label={t("articles.title")}>
        <SearchBox value={typed} onChange={setTyped} onSubmit={() => search(typed)} />
        <div className="mt-10">
          {query ? (
            <SearchResults query={query} />
          ) : (
            <ArticleGrid
              articles={articles}
              error={error}
              headingLevel={2}
              labels={{ error: t("articles.error"), loading: t("articles.loading"), empty: t("articles.empty") }}
            />
          )}
        </div>
      </section>
    </>
  );
}
