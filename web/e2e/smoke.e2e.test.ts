import { expect, test } from "bun:test";
import { version as packageVersion } from "../../package.json" with { type: "json" };
import { EXECUTABLE, startSuite, trackPageErrors } from "./harness";

const suite = startSuite();

test("the home page shows the footer's site info from the API, with no console errors", async () => {
  const page = await suite.browser.newPage({ locale: "es-ES" });
  const errors = trackPageErrors(page);
  await page.goto(`${suite.server.url}/`);
  const [siteInfo] = suite.server.query<{ about: string; contact_location: string }>("SELECT about, contact_location FROM site_info");
  const about = page.getByTestId("footer-about");
  await about.waitFor();
  if (siteInfo?.about) await page.getByText(siteInfo.about.slice(0, 40), { exact: false }).first().waitFor();
  expect(await about.textContent()).toBe(
    siteInfo?.about || "Desarrollador full-stack que convierte datos y operaciones en productos web claros, rápidos y útiles.",
  );
  expect(errors).toEqual([]);
  await page.close();
});

test("the executable serves hashed assets immutable and compressed", async () => {
  const html = await (await fetch(`${suite.server.url}/`)).text();
  const script = html.match(/src="(\/assets\/main-[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const response = await fetch(suite.server.url + script!, { headers: { "Accept-Encoding": "br" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("content-encoding")).toBe("br");
});

test("the executable reports its real version, the package's and the commit it was built from, as /api/health does", async () => {
  const printed = Bun.spawnSync([EXECUTABLE, "--version"]).stdout.toString().trim();
  const head = Bun.spawnSync(["git", "rev-parse", "--short", "HEAD"]).stdout.toString().trim();
  expect(printed).toStartWith(`${packageVersion}+${head}`);
  const health = (await (await fetch(`${suite.server.url}/api/health`)).json()) as { version: string };
  expect(health.version).toBe(printed);
});
