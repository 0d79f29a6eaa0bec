/** TEST ONLY: the exports and the requests import-sources.apply, .refusals and .markdown-export tests share. */
import { expect } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Article } from "../../shared/api";
import type { TestApp } from "../../testing/test-app";
import { fixtureBytes } from "./fixtures/archives";

type Line = { code: string; params: Record<string, string | number> };
type Report = {
  created: number;
  updated: number;
  skipped: ({ title: string; reason: string } & Line)[];
  warnings: ({ title: string; message: string } & Line)[];
};
/** An article as the API answers it (a localized read has `lang` and no `translations`). */
export type ArticleJson = Article & { lang?: string };

export const WXR = fixtureBytes("wordpress.xml");
export const GHOST_5 = fixtureBytes("ghost-5.json");

export function importForm(file: Uint8Array | null, fields: Record<string, string>): FormData {
  const form = new FormData();
  // A copy in a plain ArrayBuffer, as a File wants it (fflate's arrays are typed as possibly shared).
  if (file) form.append("file", new File([new Uint8Array(file)], "export"));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The requests of an import against the app `current()` returns: the test file's own, made before each test (or in it). */
export function importRequests(current: () => TestApp) {
  function send(
    step: "preview" | "apply",
    from: string,
    file: Uint8Array | null,
    onCollision?: string,
    options: { admin?: boolean; headers?: Record<string, string> } = { admin: true },
  ) {
    return current().request("POST", `/api/import/${step}`, { ...options, body: importForm(file, { from, ...(onCollision ? { onCollision } : {}) }) });
  }

  async function reportOf(step: "preview" | "apply", from: string, file: Uint8Array, onCollision?: string): Promise<Report> {
    const res = await send(step, from, file, onCollision);
    expect(res.status).toBe(200);
    return (await res.json()) as Report;
  }

  /** Everything an import may change: the articles' rows, the stored files, and files left in the data dir. */
  function siteState() {
    return {
      articles: current().db.$client.query("SELECT * FROM articles ORDER BY id").all(),
      uploads: readdirSync(join(current().config.dataDir, "uploads")).sort(),
      dataDir: readdirSync(current().config.dataDir)
        .filter((name) => name !== "uploads" && !name.startsWith("portfolio.db"))
        .sort(),
    };
  }

  async function article(slug: string): Promise<ArticleJson> {
    const res = await current().request("GET", `/api/articles/slug/${slug}`, { admin: true });
    expect(res.status).toBe(200);
    return (await res.json()) as ArticleJson;
  }

  async function createArticle(overrides: Record<string, unknown> = {}): Promise<ArticleJson> {
    const res = await current().request("POST", "/api/articles", {
      admin: true,
      json: {
        title: "Already here",
        slug: "lisbon",
        summary: "An article the site had before the import.",
        content: `<p>${"Written here before anything was imported. ".repeat(3).trim()}</p>`,
        category: "Local",
        published: true,
        ...overrides,
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as ArticleJson;
  }

  return { send, reportOf, siteState, article, createArticle };
}
