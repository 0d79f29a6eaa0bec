/**
 * TEST ONLY: the articles the tests write: the one the search tests write again and again, published in Spanish unless
 * told otherwise, and the input, requests and helpers articles.writing.test.ts and articles.reading.test.ts share.
 */
import { expect } from "bun:test";
import type { Article } from "../../shared/api";
import type { TestApp } from "../../testing/test-app";

/** Spanish text that matches none of the words the tests search for. */
export const filler = (n: number) => "Un párrafo de relleno que no dice nada especial sobre el tema. ".repeat(n);

/** Writes a published article through the API (201 expected); `fields` override or add to it. */
export async function writeArticle(t: TestApp, slug: string, fields: Record<string, unknown> = {}): Promise<{ id: number }> {
  const res = await t.request("POST", "/api/articles", {
    admin: true,
    json: {
      title: `Artículo ${slug}`,
      slug,
      summary: "Un resumen cualquiera del artículo.",
      content: `<p>${filler(2)}</p>`,
      category: "General",
      published: true,
      ...fields,
    },
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body as { id: number };
}

/** An article as the API answers it (a localized read has `lang` and no `translations`). */
export type ArticleJson = Article & { lang?: string };

export const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

export function articleInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Un artículo de prueba",
    slug: "un-articulo",
    summary: "Un resumen suficientemente largo",
    content: `<p>${words(60)}</p>`,
    category: "Desarrollo",
    ...overrides,
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `create` and `getJson` against the app `current()` returns (the test file's own, made before each test). */
export function articleRequests(current: () => TestApp) {
  async function create(overrides: Record<string, unknown> = {}): Promise<ArticleJson> {
    const res = await current().request("POST", "/api/articles", { admin: true, json: articleInput(overrides) });
    expect(res.status).toBe(201);
    return (await res.json()) as ArticleJson;
  }

  async function getJson<T>(path: string, options: { admin?: boolean; token?: string } = {}): Promise<{ status: number; body: T }> {
    const res = await current().request("GET", path, options);
    return { status: res.status, body: (await res.json()) as T };
  }

  return { create, getJson };
}
