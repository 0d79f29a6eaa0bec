import useSWR from "swr";
import type { ArticleInput, ArticleUpdate } from "../../src/shared/schemas/articles";
import type { FediverseReply } from "../../src/shared/schemas/fediverse";
import { apiSend } from "./fetcher";
import { invalidate, localizedKey } from "./swr";
import type { Article, ArticleSearchResult, Localized, PreviewLink, PreviewLinkState } from "./types";

const BASE = "/api/articles";

/** The read of a search for `query` (trimmed; empty: no search), keyed the same by the page and by the server. */
export const searchKey = (query: string, lang: string) => localizedKey(`${BASE}?q=${encodeURIComponent(query.trim())}`, lang);
/** Up to three articles to read after the one at `slug`. */
export const relatedKey = (slug: string, lang: string) => localizedKey(`${BASE}/slug/${encodeURIComponent(slug)}/related`, lang);
/** The replies from the fediverse the owner approved for the article at `slug`, oldest first. */
export const repliesKey = (slug: string) => `${BASE}/slug/${encodeURIComponent(slug)}/replies`;
/** A private preview's article, and what it would be followed by. */
export const previewKey = (token: string, lang: string) => localizedKey(`/api/preview/${encodeURIComponent(token)}`, lang);
export const previewRelatedKey = (token: string, lang: string) => localizedKey(`/api/preview/${encodeURIComponent(token)}/related`, lang);

/**
 * Out for visitors: published and not waiting for its time. Public pages filter with it because a signed-in owner's
 * reads (their token goes with every request) include drafts and scheduled articles.
 */
export const isOut = (article: Pick<Article, "published" | "scheduled">) => article.published && !article.scheduled;

/** The admin's read: drafts too, Spanish plus translations. */
export const useArticles = () => useSWR<Article[]>(BASE);
/** Visitors' read: published articles only, the text in `lang`. */
export const useLocalizedArticles = (lang: string, enabled = true) => useSWR<Localized<Article>[]>(enabled ? localizedKey(BASE, lang) : null);
export const useArticle = (id: number | null) => useSWR<Article>(id ? `${BASE}/${id}` : null);
/**
 * One published article in `lang`. `null` is the server's way of saying, in a page it rendered, that there is no
 * such article (the page shows the not-found screen); a read in the browser says so with a 404 error.
 */
export const useArticleBySlug = (slug: string | undefined, lang: string) =>
  useSWR<Localized<Article> | null>(slug ? localizedKey(`${BASE}/slug/${encodeURIComponent(slug)}`, lang) : null);
/** Published articles matching `query` in `lang`, best first, each with its marked passage; nothing for a blank query. */
export const useArticleSearch = (query: string, lang: string) =>
  useSWR<ArticleSearchResult[]>(query.trim() ? searchKey(query, lang) : null, { keepPreviousData: true });
export const useArticleReplies = (slug: string | undefined) => useSWR<FediverseReply[]>(slug ? repliesKey(slug) : null);
export const useRelatedArticles = (slug: string | undefined, lang: string) => useSWR<Localized<Article>[]>(slug ? relatedKey(slug, lang) : null);
/** The article a private preview link shows (`null`: the server found no such link). */
export const usePreview = (token: string | undefined, lang: string) => useSWR<Localized<Article> | null>(token ? previewKey(token, lang) : null);
export const usePreviewRelated = (token: string | undefined, enabled: boolean, lang: string) =>
  useSWR<Localized<Article>[]>(token && enabled ? previewRelatedKey(token, lang) : null);
/** The admin's: whether the article has a preview link, and since when. */
export const usePreviewLinkState = (id: number | null) => useSWR<PreviewLinkState>(id ? `${BASE}/${id}/preview-link` : null);

export const articlesApi = {
  create: (input: ArticleInput) => apiSend<Article>("POST", BASE, input).finally(() => invalidate(BASE)),
  update: (id: number, input: ArticleUpdate) => apiSend<Article>("PUT", `${BASE}/${id}`, input).finally(() => invalidate(BASE)),
  publish: (id: number) => apiSend<Article>("POST", `${BASE}/${id}/publish`).finally(() => invalidate(BASE)),
  unpublish: (id: number) => apiSend<Article>("POST", `${BASE}/${id}/unpublish`).finally(() => invalidate(BASE)),
  remove: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}`).finally(() => invalidate(BASE)),
  createPreviewLink: (id: number) => apiSend<PreviewLink>("POST", `${BASE}/${id}/preview-link`).finally(() => invalidate(`${BASE}/${id}/preview-link`)),
  revokePreviewLink: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}/preview-link`).finally(() => invalidate(`${BASE}/${id}/preview-link`)),
};
