/**
 * Hostile clients, as the attack tests (web/e2e/attack-*.e2e.test.ts) and `bun run scripts/measure-attacks.ts`
 * replay them against a running executable.
 */
import { request } from "node:http";

const MB = 1024 * 1024;

export type StreamedAnswer = { status: number; body: string; sentBytes: number };

/**
 * POSTs `prefix`, then zeros up to `bytes` in 1 MiB chunks, then `suffix`, chunked (node:http sends no
 * Content-Length for a body written in parts), and stops sending once the server has answered.
 */
export function streamBody(
  baseUrl: string,
  path: string,
  bytes: number,
  headers: Record<string, string>,
  {
    prefix = "",
    suffix = "",
    answerBefore,
  }: {
    prefix?: string;
    suffix?: string;
    /**
     * Stop after this many bytes until the server answers (for at most 10 s): a server that answers without reading
     * the body answers during the pause. Without it the race is the client's: on loopback a server that discards a
     * body drains 300 MB in a second, sometimes before the client's loop has seen the answer.
     */
    answerBefore?: number;
  } = {},
): Promise<StreamedAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = request({ hostname, port, path, method: "POST", headers: { ...headers, "Transfer-Encoding": "chunked" } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, sentBytes });
        req.destroy();
      });
    });
    // The server may close its side while we still send: the answer already came, or is on its way.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(MB);
    req.write(prefix);
    let paused = false;
    const pump = () => {
      while (!answered && sentBytes < bytes) {
        if (answerBefore !== undefined && sentBytes >= answerBefore && !paused) {
          paused = true;
          const guard = setTimeout(pump, 10_000);
          return void req.once("response", () => clearTimeout(guard));
        }
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end(suffix);
    };
    pump();
  });
}

/** An import form whose file part is the streamed zeros (`from` first, so a route may check it before the file). */
export const IMPORT_FORM = {
  headers: { "Content-Type": "multipart/form-data; boundary=attack" },
  prefix:
    '--attack\r\nContent-Disposition: form-data; name="from"\r\n\r\nghost\r\n--attack\r\nContent-Disposition: form-data; name="file"; filename="export.json"\r\nContent-Type: application/json\r\n\r\n',
  suffix: "\r\n--attack--\r\n",
};

/**
 * `clients` loops asking for distinct search pages (`/articles?q=<random> xxxx…`) for `seconds`: every URL new, so
 * a memo keyed by URL would keep each answer. Resolves with how many requests were answered.
 */
export async function searchFlood(baseUrl: string, { clients = 4, seconds = 8, path = "/articles" } = {}): Promise<number> {
  const padding = "x".repeat(400);
  const until = Date.now() + seconds * 1000;
  let answered = 0;
  const client = async () => {
    while (Date.now() < until) {
      const words = `${Math.random().toString(36).slice(2)} ${padding}`;
      const response = await fetch(`${baseUrl}${path}?q=${encodeURIComponent(words)}`, { headers: { "Accept-Encoding": "gzip, br" } });
      await response.arrayBuffer();
      answered++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return answered;
}

/** Close to the longest URL the server takes (16 KiB of request line and headers): a search page echoes it three times. */
const LONG_PADDING = ` ${"x".repeat(15_000)}`;
const FLOOD_HOSTS = ["127.0.0.1", "localhost", "evil-1.example", "evil-2.example", "evil-3.example", "evil-4.example", "evil-5.example"];

/** A GET with a Host of our choosing (fetch would replace it), asking for brotli as browsers do; resolves with the status. */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, "accept-encoding": "gzip, deflate, br" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The `n`-th request of the memo flood: mostly distinct searches (pages and reads, with a long padding), then the
 * other ways to make a URL the memo has not seen (query strings a page, read or feed does not read, made-up Host
 * names), and the site's own pages under several Host names, which fill the memo as far as it goes.
 */
function memoFloodRequest(n: number, sitePages: string[]): { path: string; host?: string } {
  const host = FLOOD_HOSTS[n % FLOOD_HOSTS.length]!;
  const word = Math.random().toString(36).slice(2, 10);
  switch (n % 8) {
    case 0:
    case 1:
    case 2:
      return { path: `/articles?q=${encodeURIComponent(word + LONG_PADDING)}` };
    case 3:
      return { path: `/api/articles?q=${encodeURIComponent(word + LONG_PADDING)}` };
    case 4:
      return { path: `/projects?utm_source=${word}${"y".repeat(4_000)}`, host };
    case 5:
      return { path: `/api/projects?ref=${word}${"y".repeat(4_000)}` };
    case 6:
      return { path: sitePages[n % sitePages.length]!, host };
    default:
      return { path: `/rss.xml?ref=${word}`, host };
  }
}

/**
 * `clients` loops asking, for `seconds`, for answers the response memo has never seen (see memoFloodRequest).
 * Resolves with how many requests were answered with each status.
 */
export async function memoFlood(baseUrl: string, { clients = 4, seconds = 8 } = {}): Promise<Map<number, number>> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const sitePages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replaceAll("&amp;", "&")).href.slice(baseUrl.length));
  if (sitePages.length === 0) throw new Error("the sitemap lists no page");
  const statuses = new Map<number, number>();
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  const client = async () => {
    while (Date.now() < until) {
      const { path, host } = memoFloodRequest(sent++, sitePages);
      let status: number;
      if (host) status = await getWithHost(`${baseUrl}${path}`, host);
      else {
        const response = await fetch(`${baseUrl}${path}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
        await response.arrayBuffer();
        status = response.status;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return statuses;
}
