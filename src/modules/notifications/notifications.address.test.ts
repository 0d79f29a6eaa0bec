/**
 * Webhooks cannot read the server's network: every spelling of a loopback, private, link-local or unspecified address
 * is refused when saved and again when sent (a webhook saved by an earlier version, or a name that resolves elsewhere
 * by then), redirects are not followed, and what comes back is a status, never the target's body.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestApp, type TestApp, type TestAppOptions } from "../../testing/test-app";
import { createOutboxRepository } from "../../platform/outbox/outbox.repository";
import { NOTIFICATION_MESSAGES, type NotificationSettingsView, type WebhookFormat } from "../../shared/schemas/notifications";
import { PRIVATE_ADDRESS_REASON, isForbiddenAddress, type ResolveHost } from "./notifications.address";
import { createNotificationsRepository } from "./notifications.repository";

const SECRET = "AccessKeyId=AKIAEXAMPLESECRET42";
/** An address no test connects to: it only stands for "a public address" in the resolver's answers. */
const PUBLIC = "93.184.215.14";

type Hit = { path: string; host: string | null; body: string };
/** A server on every loopback address (127.0.0.1, ::1, and 0.0.0.0 on Linux) whose answers carry a secret. */
let target: ReturnType<typeof Bun.serve>;
const hits: Hit[] = [];
beforeAll(() => {
  target = Bun.serve({
    port: 0,
    hostname: "::",
    async fetch(request) {
      const url = new URL(request.url);
      hits.push({ path: url.pathname, host: request.headers.get("host"), body: await request.text() });
      if (url.pathname === "/redirect") return new Response(SECRET, { status: 302, headers: { location: `http://127.0.0.1:${target.port}/internal` } });
      if (url.pathname === "/error") return new Response(`{"error":"denied","${SECRET}"}`, { status: 500, statusText: `Denied ${SECRET}` });
      return new Response(SECRET, { status: 200 });
    },
  });
});
afterAll(() => void target.stop(true));

const apps: TestApp[] = [];
function app(allowPrivate: boolean, resolveHost?: ResolveHost, options: TestAppOptions = {}): TestApp {
  const made = makeTestApp({ config: { publicUrl: "https://portfolio.example", webhookAllowPrivate: allowPrivate }, resolveHost, ...options });
  apps.push(made);
  return made;
}
afterEach(async () => {
  hits.length = 0;
  for (const made of apps.splice(0)) {
    await made.scheduler.idle();
    made.cleanup();
  }
});

const put = (t: TestApp, url: string, format: WebhookFormat = "json") =>
  t.request("PUT", "/api/notifications", { admin: true, json: { webhooks: [{ url, format }] } });
/** Stores a webhook without the save-time check, as an earlier version saved it. */
function storeDirectly(t: TestApp, url: string, format: WebhookFormat = "json"): number {
  const repo = createNotificationsRepository(t.db);
  repo.replaceWebhooks([{ url, format }]);
  return repo.webhooks()[0]!.id;
}
async function sendTest(t: TestApp, id: number): Promise<{ ok: boolean; error?: string }> {
  const res = await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "webhook", id } });
  expect(res.status).toBe(200);
  return (await res.json()) as { ok: boolean; error?: string };
}
async function sendMessage(t: TestApp): Promise<void> {
  const res = await t.request("POST", "/api/messages", { json: { name: "Ana", email: "ana@example.com", subject: "Propuesta", message: "Hola, ¿hablamos?" } });
  expect(res.status).toBe(201);
  await t.clock.advance(0);
  await t.scheduler.idle();
}
const read = async (t: TestApp) => (await (await t.request("GET", "/api/notifications", { admin: true })).json()) as NotificationSettingsView;

/** Each answer in turn (the last one repeats), counting the questions. */
function resolverAnswering(...answers: string[][]): ResolveHost & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!;
    calls.push(hostname);
    return answer.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

describe("refused addresses", () => {
  const loopbackForms = () => [
    `http://0x7f000001:${target.port}/hook`,
    `http://2130706433:${target.port}/hook`,
    `http://127.1:${target.port}/hook`,
    `http://0177.0.0.1:${target.port}/hook`,
    `http://127.0.0.1:${target.port}/hook`,
    `http://[::1]:${target.port}/hook`,
    `http://[::ffff:127.0.0.1]:${target.port}/hook`,
    `http://0.0.0.0:${target.port}/hook`,
    `http://[::]:${target.port}/hook`,
    `http://localhost:${target.port}/hook`,
  ];
  const unreachableForms = [
    "http://10.0.0.1/hook",
    "http://172.16.0.1/hook",
    "http://172.31.255.254/hook",
    "http://192.168.1.1/hook",
    "http://100.64.0.1/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fe80::1]/hook",
    "http://[fc00::1]/hook",
    "http://[fd12:3456::1]/hook",
    "https://[::ffff:a9fe:a9fe]/hook",
  ];

  test("are refused when saved, whatever their spelling; a host name is judged by what it resolves to (localhost: 127.0.0.1)", async () => {
    const t = app(false);
    for (const url of [...loopbackForms(), ...unreachableForms]) {
      const res = await put(t, url);
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect((await res.json()).issues).toEqual([{ path: "webhooks.0.url", message: NOTIFICATION_MESSAGES.privateAddress }]);
    }
    expect((await read(t)).webhooks).toEqual([]);
  });

  test("are refused when sent (a webhook stored by an earlier version): nothing reaches the server on loopback, nothing leaks", async () => {
    const t = app(false);
    for (const url of [...loopbackForms(), ...unreachableForms]) {
      const id = storeDirectly(t, url);
      const started = performance.now();
      expect({ url, result: await sendTest(t, id) }).toEqual({ url, result: { ok: false, error: PRIVATE_ADDRESS_REASON } });
      // Refused before connecting: no connection to 10.x or 169.254.x was even tried, let alone timed out.
      expect(performance.now() - started).toBeLessThan(2000);
    }
    expect(hits).toEqual([]);
    expect((await read(t)).webhooks[0]!.lastStatus).toEqual({ ok: false, at: expect.any(String), detail: PRIVATE_ADDRESS_REASON });
  });

  test("a delivery to a refused address fails with the reason, and retries reach nothing either", async () => {
    const t = app(false);
    storeDirectly(t, `http://0x7f000001:${target.port}/hook`);
    await sendMessage(t);
    const [row] = createOutboxRepository(t.db).list();
    expect(row).toMatchObject({ state: "pending", attempts: 1, lastError: PRIVATE_ADDRESS_REASON });
    expect(hits).toEqual([]);
  });

  test("the rule: public unicast passes; loopback, private, CGNAT, link-local, ULA, mapped and unspecified do not", () => {
    for (const address of [PUBLIC, "1.1.1.1", "2606:4700:4700::1111"]) expect(isForbiddenAddress(address, false)).toBe(false);
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.0.1", "100.64.0.1", "169.254.169.254", "0.0.0.0"])
      expect({ address, forbidden: isForbiddenAddress(address, false) }).toEqual({ address, forbidden: true });
    for (const address of ["::1", "::", "fe80::1", "fc00::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "not-an-address"])
      expect({ address, forbidden: isForbiddenAddress(address, false) }).toEqual({ address, forbidden: true });
    // WEBHOOK_ALLOW_PRIVATE=1 lets the home network in, never the unspecified address.
    for (const address of ["127.0.0.1", "192.168.1.5", "fd00::1"]) expect(isForbiddenAddress(address, true)).toBe(false);
    for (const address of ["0.0.0.0", "::"]) expect(isForbiddenAddress(address, true)).toBe(true);
  });
});

describe("DNS", () => {
  test("rebinding: a name that resolved to a public address when saved and to 127.0.0.1 when sent is refused at connect time", async () => {
    const resolver = resolverAnswering([PUBLIC], ["127.0.0.1"]);
    const t = app(false, resolver);
    expect((await put(t, `http://rebind.example:${target.port}/hook`)).status).toBe(200);
    const { id } = (await read(t)).webhooks[0]!;
    expect(await sendTest(t, id)).toEqual({ ok: false, error: PRIVATE_ADDRESS_REASON });
    expect(resolver.calls).toEqual(["rebind.example", "rebind.example"]);
    expect(hits).toEqual([]);
  });

  test("a name with one private address among public ones is refused, at save and at connect", async () => {
    const t = app(false, resolverAnswering([PUBLIC, "127.0.0.1"]));
    expect((await put(t, `http://mixed.example:${target.port}/hook`)).status).toBe(400);
    expect(await sendTest(t, storeDirectly(t, `http://mixed.example:${target.port}/hook`))).toEqual({ ok: false, error: PRIVATE_ADDRESS_REASON });
    expect(hits).toEqual([]);
  });

  test("the connection goes to the address that was checked, resolved once, with the name as Host", async () => {
    const resolver = resolverAnswering(["127.0.0.1"]);
    // .invalid never resolves in real DNS: reaching the server proves the checked answer was used, not a second lookup.
    const t = app(true, resolver);
    const id = storeDirectly(t, `http://hook.invalid:${target.port}/pinned`);
    expect(await sendTest(t, id)).toEqual({ ok: true });
    expect(resolver.calls).toEqual(["hook.invalid"]);
    expect(hits.map(({ path, host }) => [path, host])).toEqual([["/pinned", `hook.invalid:${target.port}`]]);
  });
});

describe("https", () => {
  // The CA a process trusts is fixed at its start: the check runs in a child that trusts a certificate made here for hook.test.
  test.skipIf(!Bun.which("openssl"))("the certificate is checked against the webhook's name while the connection goes to the address checked", () => {
    const dir = mkdtempSync(join(tmpdir(), "webhook-tls-"));
    try {
      const made = Bun.spawnSync([
        "openssl",
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=hook.test",
        "-addext",
        "subjectAltName=DNS:hook.test",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ]);
      expect(made.exitCode).toBe(0);
      writeFileSync(
        join(dir, "check.ts"),
        `import { postWebhook } from ${JSON.stringify(join(import.meta.dir, "notifications.webhooks.ts"))};
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", tls: { cert: Bun.file(${JSON.stringify(join(dir, "cert.pem"))}), key: Bun.file(${JSON.stringify(join(dir, "key.pem"))}) },
  fetch: (request) => new Response(null, { status: request.headers.get("host") === \`hook.test:\${server.port}\` ? 204 : 421 }) });
const resolveHost = async () => [{ address: "127.0.0.1", family: 4 }];
for (const name of ["hook.test", "other.test"])
  console.log(await postWebhook({ url: \`https://\${name}:\${server.port}/hook\`, headers: {}, body: "{}" }, { allowPrivate: true, resolveHost }).catch((error) => error.message));
server.stop(true);
`,
      );
      const run = Bun.spawnSync([process.execPath, join(dir, "check.ts")], { env: { ...process.env, NODE_EXTRA_CA_CERTS: join(dir, "cert.pem") } });
      expect(run.stdout.toString().trim().split("\n")).toEqual([
        "HTTP 204 No Content",
        "Hostname/IP does not match certificate's altnames: Host: other.test. is not in the cert's altnames: DNS:hook.test",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("answers", () => {
  test("a redirect is reported as its status and not followed", async () => {
    const t = app(true);
    expect(await sendTest(t, storeDirectly(t, `http://127.0.0.1:${target.port}/redirect`))).toEqual({
      ok: false,
      error: "HTTP 302 Found: redirects are not followed",
    });
    expect(hits.map((hit) => hit.path)).toEqual(["/redirect"]);
  });

  test("a failure is its status with the standard wording: never the target's body nor its reason phrase, anywhere", async () => {
    const t = app(true);
    const id = storeDirectly(t, `http://127.0.0.1:${target.port}/error`);
    expect(await sendTest(t, id)).toEqual({ ok: false, error: "HTTP 500 Internal Server Error" });
    await sendMessage(t);
    const inbox = await (await t.request("GET", "/api/messages", { admin: true })).text();
    expect(inbox).toContain("HTTP 500 Internal Server Error");
    for (const seen of [inbox, JSON.stringify(await read(t)), t.log.lines.map((line) => line.text).join("\n")]) expect(seen).not.toContain("AKIA");
  });

  test("success is the status alone; the body is never read", async () => {
    const t = app(true);
    const id = storeDirectly(t, `http://127.0.0.1:${target.port}/ok`);
    expect(await sendTest(t, id)).toEqual({ ok: true });
    expect((await read(t)).webhooks[0]!.lastStatus).toEqual({ ok: true, at: expect.any(String), detail: "HTTP 200 OK" });
  });

  test("WEBHOOK_ALLOW_PRIVATE=1: an ntfy server on loopback receives the notification", async () => {
    const t = app(true);
    expect((await put(t, `http://127.0.0.1:${target.port}/home-topic`, "ntfy")).status).toBe(200);
    const { id } = (await read(t)).webhooks[0]!;
    expect(await sendTest(t, id)).toEqual({ ok: true });
    expect(hits).toHaveLength(1);
    expect(hits[0]!.path).toBe("/home-topic");
    expect(hits[0]!.body).toContain("test@example.com");
  });
});
