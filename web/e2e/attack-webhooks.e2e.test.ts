/**
 * Issue 20, point 4, replayed against the compiled executable: an admin session aims webhooks at the app itself, at a
 * server on loopback whose answers carry a secret (as an internal service's error page carried an AccessKeyId), and
 * at the cloud metadata address, in every spelling, then presses "Send test" through the API. Every one is refused,
 * at save and (for webhooks stored by an earlier version) at send, before any connection; the loopback server sees
 * nothing. With WEBHOOK_ALLOW_PRIVATE=1 a loopback ntfy receives, yet a redirect is not followed and the answer's body
 * and reason phrase never come back.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { adminToken, startServer, type RunningServer } from "./harness";

const SECRET = "AccessKeyId=ASIAE2EWEBHOOKSECRET";
const REFUSED = "refused: the address is on this server or its private network (WEBHOOK_ALLOW_PRIVATE=1 allows it)";
const PRIVATE_ADDRESS_ISSUE =
  "This address is on the server itself or its private network, which webhooks may not reach unless WEBHOOK_ALLOW_PRIVATE=1 is set.";

/** The internal service: on every loopback address, its error page and its redirect carry the secret. */
const trapHits: string[] = [];
const trap: ReturnType<typeof Bun.serve> = Bun.serve({
  port: 0,
  hostname: "::",
  fetch(request): Response {
    const { pathname } = new URL(request.url);
    trapHits.push(pathname);
    if (pathname === "/redirect") return new Response(SECRET, { status: 302, headers: { location: `http://127.0.0.1:${trap.port}/after-redirect` } });
    if (pathname === "/topic") return new Response(null, { status: 200 });
    return new Response(`{"Code":"AccessDenied","${SECRET}"}`, { status: 500, statusText: SECRET });
  },
});

let strict: RunningServer;
let open: RunningServer;
beforeAll(async () => {
  [strict, open] = await Promise.all([startServer({ seedDemo: false }), startServer({ seedDemo: false, env: { WEBHOOK_ALLOW_PRIVATE: "1" } })]);
});
afterAll(async () => {
  await Promise.all([strict?.stop(), open?.stop()]);
  trap.stop(true);
});

async function api(server: RunningServer, method: string, path: string, json?: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken(server.url)}`, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, text: await res.text() };
}
const sendTest = async (server: RunningServer, id: number) =>
  JSON.parse((await api(server, "POST", "/api/notifications/test", { channel: "webhook", id })).text);
/** Stores webhooks as an earlier version saved them, without today's check; their ids. */
function storeDirectly(server: RunningServer, urls: string[]): number[] {
  const db = new Database(join(server.dataDir, "portfolio.db"));
  try {
    const insert = db.query<{ id: number }, [string]>("INSERT INTO notification_webhooks (url, format) VALUES (?, 'json') RETURNING id");
    return urls.map((url) => insert.get(url)!.id);
  } finally {
    db.close();
  }
}

const attackUrls = () => [
  `${strict.url}/api/health`,
  `http://0x7f000001:${trap.port}/secret`,
  `http://2130706433:${trap.port}/secret`,
  `http://127.1:${trap.port}/secret`,
  `http://[::1]:${trap.port}/secret`,
  `http://[::ffff:127.0.0.1]:${trap.port}/secret`,
  `http://0.0.0.0:${trap.port}/secret`,
  `http://localhost:${trap.port}/secret`,
  "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
  "http://10.0.0.1/secret",
  "http://192.168.1.1/secret",
  "http://100.64.0.1/secret",
  "http://[fd00::1]/secret",
];

describe("without WEBHOOK_ALLOW_PRIVATE", () => {
  test("saving a webhook aimed at the app, loopback, private or metadata addresses is refused, in every spelling", async () => {
    for (const url of attackUrls()) {
      const { status, text } = await api(strict, "PUT", "/api/notifications", { webhooks: [{ url, format: "json" }] });
      expect({ url, status, issues: JSON.parse(text).issues }).toEqual({
        url,
        status: 400,
        issues: [{ path: "webhooks.0.url", code: "notification.private-address", message: PRIVATE_ADDRESS_ISSUE }],
      });
    }
    expect(JSON.parse((await api(strict, "GET", "/api/notifications")).text).webhooks).toEqual([]);
    expect(trapHits).toEqual([]);
  });

  test("webhooks stored by an earlier version: Send test and a delivery are refused before connecting; the loopback server sees nothing", async () => {
    const ids = storeDirectly(strict, attackUrls());
    for (const id of ids) expect(await sendTest(strict, id)).toEqual({ ok: false, error: REFUSED });
    const sent = await fetch(`${strict.url}/api/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Eve", email: "eve@example.com", subject: "Hola de nuevo", message: "A message to trigger every webhook." }),
    });
    expect(sent.status).toBe(201);
    const deadline = Date.now() + 10_000;
    let errors: { last_error: string | null }[] = [];
    while (Date.now() < deadline) {
      errors = strict.query<{ last_error: string | null }>("SELECT last_error FROM outbox WHERE topic = 'notify.webhook'");
      if (errors.length === ids.length && errors.every((row) => row.last_error !== null)) break;
      await Bun.sleep(100);
    }
    expect(errors.map((row) => row.last_error)).toEqual(ids.map(() => REFUSED));
    expect(trapHits).toEqual([]);
    const view = (await api(strict, "GET", "/api/notifications")).text;
    expect(view).not.toContain("AccessKeyId");
  });
});

describe("with WEBHOOK_ALLOW_PRIVATE=1", () => {
  test("a loopback ntfy receives; an error answer is reported as its status only; a redirect is not followed", async () => {
    const urls = [`http://127.0.0.1:${trap.port}/topic`, `http://127.0.0.1:${trap.port}/secret`, `http://127.0.0.1:${trap.port}/redirect`];
    const saved = await api(open, "PUT", "/api/notifications", { webhooks: urls.map((url) => ({ url, format: "ntfy" })) });
    expect(saved.status).toBe(200);
    const [ntfy, failing, redirecting] = (JSON.parse(saved.text) as { webhooks: { id: number }[] }).webhooks.map((hook) => hook.id) as [number, number, number];
    expect(await sendTest(open, ntfy)).toEqual({ ok: true });
    expect(await sendTest(open, failing)).toEqual({ ok: false, error: "HTTP 500 Internal Server Error" });
    expect(await sendTest(open, redirecting)).toEqual({ ok: false, error: "HTTP 302 Found: redirects are not followed" });
    expect(trapHits).toEqual(["/topic", "/secret", "/redirect"]);
    const seen = [(await api(open, "GET", "/api/notifications")).text, (await api(open, "GET", "/api/messages")).text].join("\n");
    expect(seen).toContain("HTTP 500 Internal Server Error");
    expect(seen).not.toContain("AccessKeyId");
  });

  test("the unspecified address stays refused", async () => {
    const { status } = await api(open, "PUT", "/api/notifications", { webhooks: [{ url: `http://0.0.0.0:${trap.port}/secret`, format: "json" }] });
    expect(status).toBe(400);
  });
});
