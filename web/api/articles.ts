import useSWR from "swr";
import type { ArticleInput, ArticleUpdate } from "../../src/shared/schemas/articles";
import { apiSend } from "./fetcher";
import { invalidate, localizedKey } from "./swr";
import type { Article, Localized } from "./types";

const BASE = "/api/articles";

/** The admin's read: drafts too, Spanish plus translations. */
export const useArticles = () => useSWR<Article[]>(BASE);
/** Visitors' read: published articles only, the text in `lang`. */
export const useLocalizedArticles = (lang: string) => useSWR<Localized<Article>[]>(localizedKey(BASE, lang));
export const useArticle = (id: number | null) => useSWR<Article>(id ? `${BASE}/${id}` : null);
/**
 * One published article in `lang`. `null` is the server's way of saying, in a page it rendered, that there is no
 * such article (the page shows the not-found screen); a read in the browser says so with a 404 error.
 */
export const useArticleBySlug = (slug: string | undefined, lang: string) =>
  useSWR<Localized<Article> | null>(slug ? localizedKey(`${BASE}/slug/${encodeURIComponent(slug)}`, lang) : null);

export const articlesApi = {
  create: (input: ArticleInput) => apiSend<Article>("POST", BASE, input).finally(() => invalidate(BASE)),
  update: (id: number, input: ArticleUpdate) => apiSend<Article>("PUT", `${BASE}/${id}`, input).finally(() => invalidate(BASE)),
  publish: (id: number) => apiSend<Article>("POST", `${BASE}/${id}/publish`).finally(() => invalidate(BASE)),
  unpublish: (id: number) => apiSend<Article>("POST", `${BASE}/${id}/unpublish`).finally(() => invalidate(BASE)),
  remove: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}`).finally(() => invalidate(BASE)),
};
