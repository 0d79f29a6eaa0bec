import { afterEach, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { seedDemo } from "../demo/demo.seed";

let current: TestApp | undefined;
afterEach(() => current?.cleanup());
function seededApp() {
  current = makeTestApp({ config: { publicUrl: "https://me.example" } });
  seedDemo(current.db);
  return current;
}

test("robots.txt keeps crawlers out of the admin and the API and points to the sitemap", async () => {
  const { request } = seededApp();
  const text = await (await request("GET", "/robots.txt")).text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api/");
  expect(text).toContain("Sitemap: https://me.example/sitemap.xml");
});

test("the sitemap lists every public page in every language, published articles only", async () => {
  const { request, db } = seededApp();
  const response = await request("GET", "/sitemap.xml");
  expect(response.headers.get("content-type")).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const published = db.$client.query<{ slug: string }, []>("SELECT slug FROM articles WHERE published = 1").all();
  const draft = db.$client.query<{ slug: string }, []>("SELECT slug FROM articles WHERE published = 0").get()!;
  expect(locs).toHaveLength((6 + published.length) * 8);
  expect(locs).toContain("https://me.example/projects?lang=ja");
  for (const { slug } of published) expect(locs).toContain(`https://me.example/articles/${slug}`);
  expect(xml).not.toContain(draft.slug);
});

test("rss.xml lists published articles in the asked language", async () => {
  const { request, db } = seededApp();
  const { translations } = db.$client
    .query<{ translations: string }, []>("SELECT translations FROM articles WHERE published = 1 ORDER BY published_at DESC LIMIT 1")
    .get()!;
  const xml = await (await request("GET", "/rss.xml?lang=en")).text();
  expect(xml).toContain("<language>en</language>");
  expect(xml).toContain(`<title>${JSON.parse(translations).en.title.replace(/&/g, "&amp;")}</title>`);
  expect(xml.match(/<item>/g)).toHaveLength(3);
});
