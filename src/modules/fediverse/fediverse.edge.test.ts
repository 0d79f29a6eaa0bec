/**
 * The fediverse edge (fediverse.edge.ts): federation changes nobody's address, Fedify sees the public scheme behind a
 * trusted TLS proxy, its reads are answered from memory until what they show changes, and discovery answers JSON.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { createContentStamp } from "../../lib/content-stamp";
import { createOutboxUseCases } from "../../platform/outbox/outbox.usecases";
import { startFediversePeer, type FediversePeer } from "../../testing/fediverse-peer";
import { startRfc9421Peer } from "../../testing/rfc9421-peer";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { seedDemo } from "../demo/demo.seed";
import { CHROME, DAY1, report } from "../stats/stats.test-helpers";
import { writeArticle } from "../articles/articles.test-helpers";
import { appWithOwner, EMAIL, PASSWORD } from "../auth/auth.test-helpers";
import { CONTACT_LIMIT } from "../messages/messages.routes";
import { fediverseEdge } from "./fediverse.edge";
import { createFediverseUseCases } from "./fediverse.usecases";
import { ACTOR, deliver, drainOutbox, follow, makeFederatedApp, SITE } from "./fediverse.test-helpers";

let peer: FediversePeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startFediversePeer({ username: "edge" });
});
afterAll(() => peer.stop());
afterEach(() => t?.cleanup());

/** What Bun passes as fetch's second argument, for a client at `address`. */
const serverFor = (address: string) => ({ requestIP: () => ({ address, family: "IPv4", port: 40000 }) });
const activityJson = { accept: "application/activity+json" };
const read = async (url: string, accept = activityJson) => (await (await t.app.request(url, { headers: accept })).json()) as Record<string, unknown>;

describe("federation never changes who a client is", () => {
  test("with PUBLIC_URL and TRUST_PROXY=0, failures from one address never lock out another", async () => {
    const owner = await appWithOwner({ config: { publicUrl: SITE, trustProxy: 0 } });
    t = owner;
    const from = (address: string, path: string, json: unknown) =>
      t.app.fetch(
        new Request(`${SITE}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) }),
        serverFor(address),
      );
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await from("127.0.0.2", "/api/auth/login", { email: EMAIL, password: "wrong-password" })).status).toBe(401);
    expect((await from("127.0.0.2", "/api/auth/login", { email: EMAIL, password: PASSWORD })).status).toBe(429);
    expect((await from("127.0.0.3", "/api/auth/login", { email: EMAIL, password: PASSWORD })).status).toBe(200);

    const message = { name: "Ana", email: "ana@example.com", subject: "Un proyecto", message: "Hola, hablemos de un proyecto." };
    for (let sent = 0; sent < CONTACT_LIMIT.limit; sent++) expect((await from("127.0.0.2", "/api/messages", message)).status).toBe(201);
    expect((await from("127.0.0.2", "/api/messages", message)).status).toBe(429);
    expect((await from("127.0.0.3", "/api/messages", message)).status).toBe(201);
  });

  test("page views from two addresses are two visitors, as without federation", async () => {
    t = makeTestApp({ config: { publicUrl: SITE, trustProxy: 0 }, clock: createManualClock(Date.parse(`${DAY1}T12:00:00Z`)) });
    seedDemo(t.db);
    for (const address of ["127.0.0.2", "127.0.0.3"]) {
      const page = await t.app.fetch(new Request(`${SITE}/`, { headers: { "user-agent": CHROME, accept: "text/html" } }), serverFor(address));
      expect(page.status).toBe(200);
    }
    expect((await report(t, DAY1)).visitors).toBe(2);
  });

  test("whatever Fedify hands on to the site, and everything it never sees, reaches the site with the runtime's server", async () => {
    t = makeFederatedApp();
    const outbox = createOutboxUseCases(t);
    const fediverse = createFediverseUseCases(t, { outbox, onReply: () => {} });
    const seen: unknown[] = [];
    const edge = fediverseEdge(fediverse, { ...t, stamp: createContentStamp(t.db) }, (_request: Request, server?: unknown) => {
      seen.push(server);
      return new Response("site");
    });
    const server = serverFor("127.0.0.9");
    const asked = [
      new Request(`${SITE}/about`),
      new Request(`${SITE}/articles/hola`, { headers: { accept: "text/html" } }),
      // Fedify's own path asked for as a page: Fedify declines it and the site answers.
      new Request(ACTOR, { headers: { accept: "text/html" } }),
      // A path under /fediverse/ that Fedify does not know.
      new Request(`${SITE}/fediverse/nothing/here`, { headers: activityJson }),
    ];
    for (const request of asked) expect(await (await edge(request, server as never)).text()).toBe("site");
    expect(seen).toEqual(asked.map(() => server));
  });
});

describe("the fediverse's reads come from the memo until what they show changes", () => {
  test("a second read is the memo's; a new article, a new follower and a profile change are seen at once", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    await writeArticle(t, "primero");
    const outbox = `${ACTOR}/outbox`;
    const first = await t.app.request(outbox, { headers: activityJson });
    expect(first.headers.get("vary")).toContain("Accept");
    expect(((await first.json()) as { totalItems: number }).totalItems).toBe(1);
    expect((await read(ACTOR)).name).toBeString();

    // Written behind the app's back (no write through the API): the memo's answer is what a second read gets.
    t.db.$client.run("UPDATE site_info SET site_title = 'Escrito a escondidas'");
    expect((await read(ACTOR)).name).not.toBe("Escrito a escondidas");
    const again = await t.app.request(outbox, { headers: { ...activityJson, "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);

    // A change through the API is seen at once: the profile, a new article.
    const title = "Título nuevo";
    expect((await t.request("PUT", "/api/site-info", { admin: true, json: { siteTitle: title } })).status).toBeLessThan(300);
    expect((await read(ACTOR)).name).toBe(title);
    await writeArticle(t, "segundo");
    expect((await read(outbox)).totalItems).toBe(2);
    expect(((await read(`${SITE}/nodeinfo/2.1`)).usage as { localPosts: number }).localPosts).toBe(2);

    // A follower Fedify accepted at the inbox, and one a delivery found gone (410) and removed outside any request.
    expect((await read(`${ACTOR}/followers`)).totalItems).toBe(0);
    await follow(t, peer);
    expect((await read(`${ACTOR}/followers`)).totalItems).toBe(1);
    await drainOutbox(t);
    await peer.waitFor("Accept");
    peer.setInboxStatus(410);
    await writeArticle(t, "tercero");
    expect((await read(`${ACTOR}/followers`)).totalItems).toBe(1);
    const rows = () => t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM fediverse_followers").get()!.n;
    // The announcement runs after the write, on its own: on a busy machine one drain can end before it queued anything.
    for (let round = 0; round < 20 && rows() > 0; round++) await drainOutbox(t);
    expect(rows()).toBe(0);
    expect((await read(`${ACTOR}/followers`)).totalItems).toBe(0);
    peer.setInboxStatus(202);
  });
});

describe("discovery and content negotiation", () => {
  test("WebFinger for an unknown account is a small JSON 404", async () => {
    t = makeFederatedApp();
    const response = await t.app.request(`${SITE}/.well-known/webfinger?resource=acct:nobody@blog.example`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.text();
    expect(body.length).toBeLessThan(100);
    expect(JSON.parse(body)).toEqual({ message: "No such account" });
  });

  test("an article asked for as application/json is its ActivityStreams object; a browser still gets the page", async () => {
    t = makeFederatedApp();
    await writeArticle(t, "en-json");
    const json = await t.app.request(`${SITE}/articles/en-json`, { headers: { accept: "application/json" } });
    expect(json.headers.get("content-type")).toContain("application/activity+json");
    expect(await json.json()).toMatchObject({ type: "Article", id: `${SITE}/articles/en-json` });
    const browser = await t.app.request(`${SITE}/articles/en-json`, {
      headers: { accept: "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8" },
    });
    expect(browser.headers.get("content-type")).toContain("text/html");
  });
});

describe("behind a TLS proxy, Fedify checks the URL the peer signed", () => {
  test("signed for https:// and forwarded as http:// with X-Forwarded-Proto: https, it is accepted only with TRUST_PROXY", { timeout: 30_000 }, async () => {
    const rfc = await startRfc9421Peer();
    try {
      const inbox = `${SITE}/fediverse/inbox`;
      const overHttp = inbox.replace("https:", "http:");
      t = makeFederatedApp({ config: { trustProxy: 1 } });
      await t.adminToken();
      expect((await deliver(t, await rfc.follow(ACTOR, inbox, overHttp, { "x-forwarded-proto": "https" }))).status).toBeLessThan(300);
      // Signed for the plain-http URL the proxy used, while the visitor reached the site over https: not what was signed.
      expect((await deliver(t, await rfc.follow(ACTOR, overHttp, overHttp, { "x-forwarded-proto": "https" }))).status).toBe(401);
      t.cleanup();

      // Without TRUST_PROXY the header proves nothing: the request is the http:// one it is.
      t = makeFederatedApp({ config: { trustProxy: 0 } });
      await t.adminToken();
      expect((await deliver(t, await rfc.follow(ACTOR, inbox, overHttp, { "x-forwarded-proto": "https" }))).status).toBe(401);
      expect((await deliver(t, await rfc.follow(ACTOR, overHttp, overHttp, { "x-forwarded-proto": "https" }))).status).toBeLessThan(300);
    } finally {
      rfc.stop();
    }
  });
});
