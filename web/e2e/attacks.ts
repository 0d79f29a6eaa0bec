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
  { prefix = "", suffix = "" }: { prefix?: string; suffix?: string } = {},
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
    const pump = () => {
      while (!answered && sentBytes < bytes) {
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
