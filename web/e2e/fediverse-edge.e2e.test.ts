/**
 * The executable with federation on (PUBLIC_URL set) and the fediverse edge in front of the site: with TRUST_PROXY=0
 * each client keeps its own address (clients connect from 127.0.0.2 and 127.0.0.3 with node:http's localAddress), the
 * fediverse's reads answer 304 to a repeated ETag and show a change at once, WebFinger's unknown account is a small
 * JSON 404, an article asked for as application/json is its ActivityStreams object, and behind a TLS proxy
 * (TRUST_PROXY=1) an RFC 9421 signature made for the public https:// URL verifies.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { request as httpRequest } from "node:http";
import { startRfc9421Peer } from "../../src/testing/rfc9421-peer";
import { ADMIN, adminToken, publishArticle, startServer, type RunningServer } from "./harness";

const ENV = { FEDIVERSE_ALLOW_PRIVATE: "1", TRUST_PROXY: "0" };
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ viaLocalhost: true, env: ENV });
});
afterAll(() => server?.stop());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
/** A request from `localAddress` to the server (which listens on 127.0.0.1), with the site's Host. */
function from(localAddress: string, method: string, path: string, options: { json?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { port, host } = new URL(server.url);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method,
        path,
        headers: { host, ...(body ? { "content-type": "application/json" } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const activityJson = { accept: "application/activity+json" };

describe("federation on, TRUST_PROXY=0: every client is who it is", () => {
  test("10 bad sign-ins from 127.0.0.2 lock out 127.0.0.2 only; the owner signs in from 127.0.0.3", async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await from("127.0.0.2", "POST", "/api/auth/login", { json: { email: ADMIN.email, password: "not-the-password" } })).status).toBe(401);
    }
    expect((await from("127.0.0.2", "POST", "/api/auth/login", { json: { email: ADMIN.email, password: ADMIN.password } })).status).toBe(429);
    expect((await from("127.0.0.3", "POST", "/api/auth/login", { json: { email: ADMIN.email, password: ADMIN.password } })).status).toBe(200);
  });

  test("the contact form closes for 127.0.0.2 after 5 messages, and stays open for 127.0.0.3", async () => {
    const message = { name: "Ana", email: "ana@example.com", subject: "Un proyecto", message: "Hola, hablemos de un proyecto." };
    for (let sent = 0; sent < 5; sent++) expect((await from("127.0.0.2", "POST", "/api/messages", { json: message })).status).toBe(201);
    expect((await from("127.0.0.2", "POST", "/api/messages", { json: message })).status).toBe(429);
    expect((await from("127.0.0.3", "POST", "/api/messages", { json: message })).status).toBe(201);
  });
});

describe("the fediverse's reads", () => {
  test("a repeated read is a 304 from memory; a profile change and a new article show at once", async () => {
    const token = await adminToken(server.url);
    const actor = await from("127.0.0.1", "GET", "/fediverse/owner", { headers: activityJson });
    expect(actor.status).toBe(200);
    expect(actor.headers["content-type"]).toContain("application/activity+json");
    expect(actor.headers.vary).toContain("Accept");
    const etag = String(actor.headers.etag);
    expect((await from("127.0.0.1", "GET", "/fediverse/owner", { headers: { ...activityJson, "if-none-match": etag } })).status).toBe(304);

    const retitled = await fetch(`${server.url}/api/site-info`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ siteTitle: "Un título recién cambiado" }),
    });
    expect(retitled.status).toBeLessThan(300);
    const changed = await from("127.0.0.1", "GET", "/fediverse/owner", { headers: { ...activityJson, "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body).name).toBe("Un título recién cambiado");

    const outboxCount = async () =>
      JSON.parse((await from("127.0.0.1", "GET", "/fediverse/owner/outbox", { headers: activityJson })).body).totalItems as number;
    const before = await outboxCount();
    await publishArticle(server.url, token, "desde-el-borde", "Desde el borde");
    expect(await outboxCount()).toBe(before + 1);

    const asJson = await from("127.0.0.1", "GET", "/articles/desde-el-borde", { headers: { accept: "application/json" } });
    expect(asJson.headers["content-type"]).toContain("application/activity+json");
    expect(JSON.parse(asJson.body)).toMatchObject({ type: "Article", name: "Desde el borde" });
  });

  test("WebFinger for an unknown account is a small JSON 404", async () => {
    const { host } = new URL(server.url);
    const unknown = await from("127.0.0.1", "GET", `/.well-known/webfinger?resource=acct:nadie@${host}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers["content-type"]).toContain("application/json");
    expect(unknown.body).toBe(JSON.stringify({ message: "No such account" }));
  });
});

describe("behind a TLS proxy", () => {
  test("an RFC 9421 signature made for the public https:// URL verifies with TRUST_PROXY=1", async () => {
    const proxied = await startServer({ env: { ...ENV, TRUST_PROXY: "1", PUBLIC_URL: "https://blog.example" } });
    const rfc = await startRfc9421Peer();
    try {
      const sendAs = async (signedFor: string) => {
        const request = await rfc.follow("https://blog.example/fediverse/owner", signedFor, `${proxied.url}/fediverse/inbox`, {
          host: "blog.example",
          "x-forwarded-proto": "https",
        });
        const headers = Object.fromEntries(request.headers);
        const { port } = new URL(proxied.url);
        return new Promise<number>((resolve, reject) => {
          // node:http, so the Host the signature covers is the one sent (fetch would replace it).
          const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/fediverse/inbox", headers }, (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          });
          req.on("error", reject);
          request.text().then((body) => req.end(body), reject);
        });
      };
      expect(await sendAs("https://blog.example/fediverse/inbox")).toBeLessThan(300);
      expect(await sendAs("http://blog.example/fediverse/inbox")).toBe(401);
    } finally {
      rfc.stop();
      await proxied.stop();
    }
  });
});
