/**
 * Issue 20, point 2, replayed against the compiled executable: four clients spend eight seconds asking for answers
 * the response memo has never seen (distinct searches with a long padding, as pages and as reads; pages, reads
 * and feeds with made-up query strings; a few made-up Host names). Each distinct URL used to become an entry,
 * counted at a fraction of what it held: the server peaked at 671 MiB and settled above 180 MiB.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { request as httpRequest } from "node:http";
import { startServer, type RunningServer } from "./harness";

const CLIENTS = 4;
const FLOOD_MS = 8_000;
/** Close to the longest URL the server takes (16 KiB of request line and headers): each search page echoes it three times. */
const PADDING = ` ${"x".repeat(15_000)}`;
const HOSTS = ["127.0.0.1", "localhost", "evil-1.example", "evil-2.example", "evil-3.example", "evil-4.example", "evil-5.example"];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ seedDemo: true });
});
afterAll(() => server?.stop());

/** A GET with a Host of our choosing (fetch would replace it), asking for brotli as browsers do; resolves with the status. */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { host, "accept-encoding": "gzip, deflate, br" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end();
  });
}

const random = () => crypto.randomUUID().slice(0, 8);

/**
 * One visitor's next request: mostly distinct searches, then the other ways to make a URL the memo has not seen,
 * and the site's own pages (from its sitemap) under several Host names, which fill the memo as far as it goes.
 */
function nextRequest(n: number, sitePages: string[]): { path: string; host?: string } {
  const host = HOSTS[n % HOSTS.length]!;
  switch (n % 8) {
    case 0:
    case 1:
    case 2:
      return { path: `/articles?q=${encodeURIComponent(random() + PADDING)}` };
    case 3:
      return { path: `/api/articles?q=${encodeURIComponent(random() + PADDING)}` };
    case 4:
      return { path: `/projects?utm_source=${random()}${"y".repeat(4_000)}`, host };
    case 5:
      return { path: `/api/projects?ref=${random()}${"y".repeat(4_000)}` };
    case 6:
      return { path: sitePages[n % sitePages.length]!, host };
    default:
      return { path: `/rss.xml?ref=${random()}`, host };
  }
}

describe("attack: distinct URLs flood the response memo", () => {
  test("the server's peak stays at most 200 MiB, and 5 s later it holds at most 150 MiB", async () => {
    const base = server.url;
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const sitePages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replaceAll("&amp;", "&")).href.slice(base.length));
    expect(sitePages.length).toBeGreaterThan(10);
    const statuses = new Map<number, number>();
    let sent = 0;
    const until = Date.now() + FLOOD_MS;
    const client = async () => {
      while (Date.now() < until) {
        const { path, host } = nextRequest(sent, sitePages);
        sent++;
        let status: number;
        if (host) status = await getWithHost(`${base}${path}`, host);
        else {
          const response = await fetch(`${base}${path}`);
          await response.arrayBuffer();
          status = response.status;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const peak = server.peakMemoryMiB();
    await Bun.sleep(5_000);
    const settled = server.memoryMiB();
    console.log(
      `memo flood: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, peak ${peak.toFixed(1)} MiB, 5 s later ${settled.toFixed(1)} MiB`,
    );

    // Every request was answered (a search of a made-up word finds nothing, and says so with a 200).
    expect([...statuses.keys()]).toEqual([200]);
    // How many depends on the machine (the took 1,601); a few hundred already showed the growth.
    expect(sent).toBeGreaterThan(100);
    expect(peak).toBeLessThanOrEqual(200);
    expect(settled).toBeLessThanOrEqual(150);
    // And the site still answers its pages.
    expect((await fetch(`${base}/articles`)).status).toBe(200);
  }, 60_000);

  test('?q=% finds only what holds a literal %: in the demo, the one article whose code says unit: "%"', async () => {
    const found = async (query: string) => (await (await fetch(`${server.url}/api/articles?q=${query}`)).json()) as { slug: string; snippet: string }[];
    const percent = await found("%");
    expect(percent.map((hit) => hit.slug)).toEqual(["tablero-de-kpis-con-react-y-typescript"]);
    expect(percent[0]!.snippet).toContain("<mark>%</mark>");
    for (const query of ["%25%25", "a%25", "%5C%25"]) expect(await found(query), query).toEqual([]);
  });
});
