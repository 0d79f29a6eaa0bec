/** TEST ONLY: the article the search tests write again and again, published in Spanish unless told otherwise. */
import { expect } from "bun:test";
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
