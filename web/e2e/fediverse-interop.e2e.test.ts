/**
 * The compiled executable against a peer whose HTTP Signatures and WebFinger code the project did not write and does
 * not share with Fedify: PeerTube's `@peertube/http-signature` signs and verifies, `webfinger.js` discovers
 * (src/testing/peertube-peer.ts). PUBLIC_URL is http://localhost:<port>, the peer asks at 127.0.0.1 too, and
 * FEDIVERSE_ALLOW_PRIVATE=1 lets them meet on loopback. Junk comes from 127.0.0.2 (a client of its own): it must not
 * use up the budget of the server it names. Decision 0058 names what this trial found.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { request as httpRequest } from "node:http";
import { startPeerTubePeer, type PeerTubePeer } from "../../src/testing/peertube-peer";
import { adminToken, publishArticle, startServer, type RunningServer } from "./harness";

let server: RunningServer;
let peer: PeerTubePeer;
let token: string;

beforeAll(async () => {
  peer = await startPeerTubePeer();
  server = await startServer({ viaLocalhost: true, env: { FEDIVERSE_ALLOW_PRIVATE: "1" } });
  token = await adminToken(server.url);
});
afterAll(async () => {
  await server?.stop();
  peer?.stop();
});

const activityJson = { accept: "application/activity+json" };
const actorUrl = () => `${server.url}/fediverse/owner`;
const admin = async (method: string, path: string, json?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
const publish = (slug: string, title: string) => publishArticle(server.url, token, slug, title);
/** The same signed request sent from another client address (127.0.0.2): node:http can choose the local address. */
async function sendFrom(localAddress: string, signed: Request): Promise<number> {
  const url = new URL(signed.url);
  const body = Buffer.from(await signed.arrayBuffer());
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port: url.port, path: url.pathname, method: "POST", localAddress, headers: Object.fromEntries(signed.headers) },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
/** Sends a signed request from 127.0.0.1 with the Host it was signed for (Bun's fetch would replace it: node:http keeps it). */
const send = (signed: Request) => sendFrom("127.0.0.1", signed);

test("WebFinger (webfinger.js) → the actor → an article; the actor's links use PUBLIC_URL whatever address it was asked at", async () => {
  await publish("primer-contacto", "Primer contacto");
  const { handle } = (await (await fetch(`${server.url}/api/fediverse/profile`)).json()) as { handle: string };
  const found = await peer.discover(handle.replace(/^@/, ""));
  expect(found.self).toBe(actorUrl());
  expect(found.profile).toBe(`${server.url}/`);

  const viaIp = actorUrl().replace("localhost", "127.0.0.1");
  const actor = (await (await fetch(viaIp, { headers: activityJson })).json()) as { id: string; url: string; icon: { url: string }; outbox: string };
  expect(actor.id).toBe(actorUrl());
  expect(actor.url).toBe(`${server.url}/`);
  expect(actor.icon.url).toStartWith(`${server.url}/`);
  type Page = { orderedItems?: { object: { id: string } }[]; first?: string };
  const outbox = (await (await fetch(actor.outbox, { headers: activityJson })).json()) as Page;
  // Items in the collection itself, or on its first page: a reader follows whichever the server gives.
  const page = outbox.first ? ((await (await fetch(outbox.first, { headers: activityJson })).json()) as Page) : outbox;
  const articleId = page.orderedItems![0]!.object.id;
  expect(articleId).toBe(`${server.url}/articles/primer-contacto`);
  const article = await fetch(articleId, { headers: activityJson });
  expect(article.headers.get("content-type")).toContain("activity+json");
  expect(await article.json()).toMatchObject({ type: "Article", name: "Primer contacto", attributedTo: actorUrl() });
});

test("after 100 junk requests from another client naming the peer's server, its Follow at the actor's own inbox is a 202 and PeerTube's library verifies the Accept", async () => {
  const statuses = new Set<number>();
  for (let i = 0; i < 100; i++) {
    const junk = peer.signedPost(`${actorUrl()}/inbox`, peer.follow(actorUrl()), { keyId: `${peer.base}/accounts/ghost-${i}#main-key` });
    statuses.add(await sendFrom("127.0.0.2", junk));
  }
  expect([...statuses]).toEqual([401]);

  const follow = peer.follow(actorUrl());
  expect(await send(peer.signedPost(`${actorUrl()}/inbox`, follow))).toBe(202);
  const accept = await peer.waitFor("Accept");
  expect(accept).toMatchObject({ verified: true, keyId: `${actorUrl()}#main-key` });
  expect(accept.activity).toMatchObject({ actor: actorUrl(), object: { id: follow.id } });
  expect(server.query<{ n: number }>("SELECT count(*) AS n FROM fediverse_followers")[0]!.n).toBe(1);
}, 120_000);

test("a new article reaches the peer as a Create its library verifies, addressed to Public and cc the followers", async () => {
  await publish("para-peertube", "Para PeerTube");
  const create = await peer.waitFor("Create");
  expect(create.verified).toBe(true);
  expect(create.activity).toMatchObject({ actor: actorUrl(), cc: `${actorUrl()}/followers` });
  expect(create.activity.object).toMatchObject({ type: "Article", id: `${server.url}/articles/para-peertube`, name: "Para PeerTube" });
}, 60_000);

test("a reply from the peer waits for moderation, and once approved shows on the article's page", async () => {
  const articleUrl = `${server.url}/articles/para-peertube`;
  expect(await send(peer.signedPost(`${server.url}/fediverse/inbox`, peer.reply(articleUrl, "<p>Visto desde PeerTube.</p>")))).toBe(202);
  const [reply] = (await (await admin("GET", "/api/replies")).json()) as { id: number; state: string; content: string; authorHandle: string }[];
  expect(reply).toMatchObject({ state: "pending", content: "<p>Visto desde PeerTube.</p>" });
  expect(await (await fetch(articleUrl)).text()).not.toContain("Visto desde PeerTube.");
  expect((await admin("POST", `/api/replies/${reply!.id}/approve`)).status).toBe(200);
  const page = await (await fetch(articleUrl, { headers: { accept: "text/html" } })).text();
  expect(page).toContain("Visto desde PeerTube.");
});

test("41 Likes from the peer count one; its Undo takes the like back", async () => {
  const object = `${server.url}/articles/para-peertube`;
  const likeOf = (n: number) => ({ id: `${peer.base}/likes/${n}`, type: "Like", actor: peer.actorId, object });
  for (let n = 1; n <= 41; n++) expect(await send(peer.signedPost(`${server.url}/fediverse/inbox`, likeOf(n)))).toBe(202);
  const reactions = async () => ((await (await admin("GET", "/api/fediverse")).json()) as { reactions: { likes: number }[] }).reactions;
  expect(await reactions()).toMatchObject([{ likes: 1 }]);
  expect(await send(peer.signedPost(`${actorUrl()}/inbox`, peer.undo(likeOf(41))))).toBe(202);
  expect(await reactions()).toEqual([]);
}, 60_000);
