/**
 * The page table is the one place a public page is declared: a page added to it (and nothing else) is routed by the
 * server, rendered with its data, titled, listed in the sitemap, cached, and routed by the browser's router.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { PUBLIC_PAGES, siteInfoKey, type PublicPageDefinition } from "../../../web/entry-server";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { seedDemo } from "../demo/demo.seed";

let rendered = 0;
function UsesPage() {
  rendered++;
  return (
    <main>
      <h1>Lo que uso a diario</h1>
    </main>
  );
}

const USES: PublicPageDefinition = {
  kind: "uses",
  path: "/uses",
  render: () => <UsesPage />,
  reads: (_, lang) => [siteInfoKey(lang), `/api/projects?lang=${lang}`],
  title: () => "Herramientas",
  sitemap: true,
};

let t: TestApp | undefined;
afterEach(() => t?.cleanup());

describe("a page added to the table, and nowhere else", () => {
  test("is rendered by the server with its data and title, cached, and listed in the sitemap", async () => {
    t = makeTestApp({ config: { publicUrl: "https://me.example" }, publicPages: [...PUBLIC_PAGES, USES] });
    seedDemo(t.db);
    rendered = 0;
    const response = await t.request("GET", "/uses");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Lo que uso a diario");
    expect(html).toContain("<title>Herramientas</title>");
    const data = JSON.parse(html.match(/<script id="__DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
    expect(Object.keys(data.fallback)).toEqual(["/api/site-info?lang=es", "/api/projects?lang=es"]);
    expect(rendered).toBeGreaterThan(0);
    const renders = rendered;
    expect((await t.request("GET", "/uses")).status).toBe(200);
    expect(rendered).toBe(renders);
    const sitemap = await (await t.request("GET", "/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://me.example/uses</loc>");
    expect(sitemap).toContain("<loc>https://me.example/uses?lang=ja</loc>");
  });

  test("without it, the same path is the not-found page", async () => {
    t = makeTestApp();
    const response = await t.request("GET", "/uses");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Lo que uso a diario");
  });
});
