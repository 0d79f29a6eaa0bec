/**
 * The executable in the fediverse: PUBLIC_URL is its own address, the remote server is the test peer (its own RSA key,
 * Mastodon's draft-cavage signatures made and checked with node:crypto), and FEDIVERSE_ALLOW_PRIVATE=1 lets the two
 * meet on loopback. A follow is accepted with a signed Accept, a new article reaches the peer as a signed Create, a
 * delivery pending when the server is killed (-9) arrives after the restart, and an approved reply shows under its
 * article. Screenshots of the admin's Fediverse screen and of the article with its reply go to /tmp/shots-fediverse/.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { startFediversePeer, verifyDelivery, type FediversePeer } from "../../src/testing/fediverse-peer";
import { adminToken, DESKTOP, launchBrowser, signInViaApi, startServer, trackPageErrors, type RunningServer } from "./harness";

const SHOTS = "/tmp/shots-fediverse";
const ENV = { FEDIVERSE_ALLOW_PRIVATE: "1" };

let server: RunningServer;
let peer: FediversePeer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  peer = await startFediversePeer({ username: "mia", name: "Mia Mastodon" });
  server = await startServer({ viaLocalhost: true, env: ENV });
  token = await adminToken(server.url);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  peer?.stop();
});

const actor = () => `${server.url}/fediverse/owner`;
const inbox = () => `${server.url}/fediverse/inbox`;
const admin = (method: string, path: string, json?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
const publish = async (slug: string, title: string) => {
  const response = await admin("POST", "/api/articles", {
    title,
    slug,
    summary: "Lo que aprendí publicando desde mi propio servidor.",
    content: "<p>Un artículo que llega a Mastodon sin intermediarios.</p>",
    category: "Fediverso",
    published: true,
  });
  expect(response.status).toBe(201);
};
const ourKey = async () =>
  ((await (await fetch(actor(), { headers: { accept: "application/activity+json" } })).json()) as { publicKey: { publicKeyPem: string } }).publicKey
    .publicKeyPem;

/** Polls (50 ms steps) until `check` holds, for at most `ms`. */
async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await Bun.sleep(50);
  }
}

test("Follow → a signed Accept; a new article → a signed Create; the home page names the actor", async () => {
  const follow = peer.follow(actor());
  expect((await fetch(peer.signedPost(inbox(), follow))).status).toBeLessThan(300);
  const accept = await peer.waitFor("Accept", 15_000);
  expect(accept.activity.actor).toBe(actor());
  expect(verifyDelivery(accept, await ourKey())).toBe(true);

  await publish("desde-mi-servidor", "Desde mi propio servidor");
  const create = await peer.waitFor("Create", 15_000);
  expect(verifyDelivery(create, await ourKey())).toBe(true);
  expect(create.activity.object).toMatchObject({ type: "Article", name: "Desde mi propio servidor", attributedTo: actor() });

  const { handle } = (await (await fetch(`${server.url}/api/fediverse/profile`)).json()) as { handle: string };
  expect(handle).toMatch(new RegExp(`^@\\w+@${new URL(server.url).host}$`));
  const home = await (await fetch(`${server.url}/`)).text();
  expect(home.includes(`<link rel="alternate" type="application/activity+json" href="${actor()}">`)).toBe(true);
  expect(home.includes(`>${handle}</code>`)).toBe(true);
});

test("a delivery pending when the server is killed -9 (the peer answered 503) arrives after the restart", async () => {
  peer.setInboxStatus(503);
  await publish("tras-el-corte", "Tras el corte");
  const subject = `fediverse:${new URL(peer.base).host}`;
  const failedOnce = () =>
    server.query<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE subject_key = ? AND state = 'pending' AND attempts >= 1", subject)[0]!.n > 0;
  await until(failedOnce);
  const { dataDir } = server;
  const port = Number(new URL(server.url).port);
  await server.kill();

  // The back-off's first wait is a minute: while the server is down, that minute passes (the row is made due now).
  const db = new Database(join(dataDir, "portfolio.db"));
  db.run("UPDATE outbox SET next_attempt_at = ? WHERE subject_key = ? AND state = 'pending'", [new Date().toISOString(), subject]);
  db.close();
  peer.setInboxStatus(202);
  server = await startServer({ viaLocalhost: true, env: ENV, dataDir, port });
  token = await adminToken(server.url);
  const create = await peer.waitFor("Create", 15_000);
  expect({ verified: verifyDelivery(create, await ourKey()), signature: create.headers.get("signature") }).toMatchObject({ verified: true });
  expect(create.activity.object).toMatchObject({ type: "Article", name: "Tras el corte" });
});

test("a reply approved in the admin shows under its article; screenshots of the admin screen and the article", async () => {
  const articleUrl = `${server.url}/articles/desde-mi-servidor`;
  const note = peer.reply(articleUrl, "<p>¡Qué bien que se pueda seguir desde Mastodon! <script>alert(1)</script></p>");
  expect((await fetch(peer.signedPost(inbox(), note))).status).toBeLessThan(300);
  const [reply] = (await (await admin("GET", "/api/replies")).json()) as { id: number; state: string; content: string }[];
  expect(reply).toMatchObject({ state: "pending", content: "<p>¡Qué bien que se pueda seguir desde Mastodon! </p>" });
  expect(await (await fetch(articleUrl)).text()).not.toContain("Qué bien que se pueda seguir");

  const page = await browser.newPage({ viewport: DESKTOP });
  const errors = trackPageErrors(page);
  await signInViaApi(page, server.url);
  await page.goto(`${server.url}/admin/fediverse`);
  await page.getByTestId("fediverse-reply").first().waitFor();
  await page.getByText("Mia Mastodon").first().waitFor();
  await page.screenshot({ path: join(SHOTS, "admin-fediverse.png"), fullPage: true });
  await page.getByRole("button", { name: "Aprobar la respuesta de Mia Mastodon" }).click();
  await page.getByText("Aprobada", { exact: true }).waitFor();

  const html = await (await fetch(articleUrl)).text();
  expect(html).toContain('data-testid="fediverse-replies"');
  expect(html).toContain("Qué bien que se pueda seguir desde Mastodon");
  expect(html).not.toContain(`src="${peer.base}`);
  await page.goto(articleUrl);
  await page.getByTestId("fediverse-replies").scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, "article-with-reply.png"), fullPage: true });
  await page.goto(`${server.url}/`);
  await page.getByTestId("fediverse-follow").scrollIntoViewIfNeeded();
  await page.getByTestId("fediverse-follow").screenshot({ path: join(SHOTS, "home-follow.png") });
  expect(errors).toEqual([]);
  await page.close();
});
