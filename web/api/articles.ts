import useSWR from "swr";
import type { ArticleInput, ArticleUpdate } from "../../src/modules/articles/articles.schemas";
import { apiSend } from "./fetcher";
import { invalidate, localizedKey } from "./swr";
import type { Article } from "./types";

const BASE = "/api/articles";

/** Visitors get published articles only; a signed-in admin reading without `lang` gets drafts too. */
export const useArticles = (lang?: string) => useSWR<Article[]>(lang ? localizedKey(BASE, lang) : BASE);
export const useArticle = (id: number | null) => useSWR<Article>(id ? `${BASE}/${id}` : null);
export const useArticleBySlug = (slug: string | undefined, lang: string) =>
  useSWR<Article>(slug ? localizedKey(`${BASE}/slug/${encodeURIComponent(slug)}`, lang) : null);

export const articlesApi = {
  create: (input: ArticleInput) => apiSend<Article>("POST", BASE, input).finally(() => invalidate(BASE)),
  update: (id: number, input: ArticleUpdate) => apiSend<Article>("PUT", `${BASE}/${id}`, input).finally(() => invalidate(BASE)),
  publish: (id: number) => apiSend<Article>("POST", `${BASE}/${id}/publish`).finally(() => invalidate(BASE)),
  unpublish: (id: number) => apiSend<Article>("POST", `${BASE}/${id}/unpublish`).finally(() => invalidate(BASE)),
  remove: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}`).finally(() => invalidate(BASE)),
};
