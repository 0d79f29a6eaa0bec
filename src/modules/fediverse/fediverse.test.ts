import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { startFediversePeer, verifyDelivery, type FediversePeer } from "../../testing/fediverse-peer";
import type { TestApp } from "../../testing/test-app";
import { makeTestApp } from "../../testing/test-app";
import type { FediverseView } from "../../shared/schemas/fediverse";
import { writeArticle } from "../articles/articles.test-helpers";
import { ACTOR, deliver, drainOutbox, follow, makeFederatedApp, SHARED_INBOX, SITE } from "./fediverse.test-helpers";

let peer: FediversePeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startFediversePeer();
});
afterAll(() => peer.stop());
afterEach(() => t?.cleanup());

const activityJson = { accept: "application/activity+json" };
const ourKey = async () =>
  ((await (await t.app.request(`${SITE}/fediverse/owner`, { headers: activityJson })).json()) as { publicKey: { publicKeyPem: string } }).publicKey
    .publicKeyPem;
const followerCount = async () =>
  ((await (await t.app.request(`${SITE}/fediverse/owner/followers`, { headers: activityJson })).json()) as { totalItems: number }).totalItems;

describe("discovery", () => {
  test("WebFinger answers the owner's handle with the actor, and 404 for anyone else", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    const found = await t.app.request(`${SITE}/.well-known/webfinger?resource=acct:admin@blog.example`);
    expect(found.status).toBe(200);
    const jrd = (await found.json()) as { subject: string; links: { rel: string; href: string; type?: string }[] };
    expect(jrd.subject).toBe("acct:admin@blog.example");
    expect(jrd.links.find((link) => link.rel === "self")).toMatchObject({ href: ACTOR, type: "application/activity+json" });
    expect((await t.app.request(`${SITE}/.well-known/webfinger?resource=acct:someone@blog.example`)).status).toBe(404);
  });

  test("NodeInfo says activitypub; the actor has its keys, inbox, outbox and followers", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    const links = (await (await t.app.request(`${SITE}/.well-known/nodeinfo`)).json()) as { links: { href: string }[] };
    const nodeinfo = (await (await t.app.request(links.links[0]!.href)).json()) as { protocols: string[] };
    expect(nodeinfo.protocols).toEqual(["activitypub"]);
    const actor = (await (await t.app.request(ACTOR, { headers: activityJson })).json()) as Record<string, unknown>;
    expect(actor).toMatchObject({
      id: ACTOR,
      type: "Person",
      preferredUsername: "admin",
      inbox: `${ACTOR}/inbox`,
      outbox: `${ACTOR}/outbox`,
      followers: `${ACTOR}/followers`,
      url: `${SITE}/`,
    });
    expect(actor.name).toBeString();
    expect(actor.icon).toMatchObject({ type: "Image" });
    expect((actor.publicKey as { publicKeyPem: string }).publicKeyPem).toStartWith("-----BEGIN PUBLIC KEY-----");
  });

  test("asked at another address, the actor's url and icon and WebFinger's profile and avatar links stay under PUBLIC_URL", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    const elsewhere = "http://127.0.0.1:8080";
    const actor = (await (await t.app.request(`${elsewhere}/fediverse/owner`, { headers: activityJson })).json()) as {
      url: string;
      icon: { url: string };
    };
    expect(actor.url).toBe(`${SITE}/`);
    expect(actor.icon.url).toStartWith(`${SITE}/`);
    const jrd = (await (await t.app.request(`${elsewhere}/.well-known/webfinger?resource=acct:admin@blog.example`)).json()) as {
      links: { rel: string; href: string }[];
    };
    const hrefs = jrd.links.filter((link) => link.rel.startsWith("http://webfinger.net/rel/")).map((link) => link.href);
    expect(hrefs.length).toBe(2);
    for (const href of hrefs) expect(href).toStartWith(`${SITE}/`);
  }, 30_000);

  test("the home page names the actor in its head and shows the handle to follow; the profile is public", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    const home = await (await t.app.request(`${SITE}/`, { headers: { accept: "text/html" } })).text();
    expect(home).toContain(`<link rel="alternate" type="application/activity+json" href="${ACTOR}">`);
    expect(home).toContain('data-testid="fediverse-follow"');
    expect(home).toContain("@admin@blog.example");
    expect(await (await t.app.request("/api/fediverse/profile")).json()).toEqual({ handle: "@admin@blog.example", actorUrl: ACTOR });
  });

  test("without PUBLIC_URL nothing is federated", async () => {
    t = makeTestApp();
    const home = await (await t.app.request("/", { headers: { accept: "text/html" } })).text();
    expect(home).not.toContain("application/activity+json");
    expect(home).not.toContain('data-testid="fediverse-follow"');
    expect(await (await t.app.request("/api/fediverse/profile")).json()).toEqual({ handle: null, actorUrl: null });
    expect((await t.app.request("/.well-known/webfinger?resource=acct:admin@localhost")).status).toBe(404);
    const view = (await (await t.request("GET", "/api/fediverse", { admin: true })).json()) as { enabled: boolean; reason: string };
    expect(view.enabled).toBe(false);
    expect(view.reason).toContain("PUBLIC_URL");
  });
});

describe("following", () => {
  test("a signed Follow is answered with an Accept signed by our actor's key, and Undo removes the follower", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    const sent = await follow(t, peer);
    await drainOutbox(t);
    const accept = await peer.waitFor("Accept");
    expect(accept.activity.actor).toBe(ACTOR);
    expect((accept.activity.object as { id: string }).id).toBe(sent.id as string);
    expect(verifyDelivery(accept, await ourKey())).toBe(true);
    expect(await followerCount()).toBe(1);

    const undone = await deliver(t, peer.signedPost(SHARED_INBOX, peer.undo(sent)));
    expect(undone.status).toBeLessThan(300);
    expect(await followerCount()).toBe(0);
  });

  test("unsigned, wrongly signed and changed-after-signing Follows are 401 and change nothing", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    const cases = [
      peer.signedPost(SHARED_INBOX, peer.follow(ACTOR), { unsigned: true }),
      peer.signedPost(SHARED_INBOX, peer.follow(ACTOR), { foreignKey: true }),
      peer.signedPost(SHARED_INBOX, peer.follow(ACTOR), { tamper: (body) => body.replace("Follow", "Follow ") }),
    ];
    for (const request of cases) expect((await deliver(t, request)).status).toBe(401);
    expect(await followerCount()).toBe(0);
  });
});

describe("the owner's say over followers", () => {
  type View = FediverseView;
  const view = async () => (await (await t.request("GET", "/api/fediverse", { admin: true })).json()) as View;

  test("removing a follower; blocking one keeps it out until unblocked; blocking its server removes it too", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    await follow(t, peer);
    const [first] = (await view()).followers.items;
    expect(first).toMatchObject({ handle: `@alice@${new URL(peer.base).host}`, name: "Alice Example" });
    expect((await t.request("DELETE", `/api/fediverse/followers/${first!.id}`, { admin: true })).status).toBe(204);
    expect((await view()).followers.count).toBe(0);
    expect((await t.request("DELETE", `/api/fediverse/followers/${first!.id}`, { admin: true })).status).toBe(404);

    await follow(t, peer);
    const [again] = (await view()).followers.items;
    const blocked = (await (await t.request("POST", `/api/fediverse/followers/${again!.id}/block`, { admin: true })).json()) as View;
    expect(blocked.followers.count).toBe(0);
    expect(blocked.blocks).toMatchObject([{ kind: "actor", value: peer.actorId }]);
    await follow(t, peer);
    expect(await followerCount()).toBe(0);

    expect((await t.request("DELETE", `/api/fediverse/blocks/${blocked.blocks[0]!.id}`, { admin: true })).status).toBe(204);
    await follow(t, peer);
    expect(await followerCount()).toBe(1);
    const server = new URL(peer.base).host;
    const byServer = await t.request("POST", "/api/fediverse/blocks", { admin: true, json: { server } });
    expect(byServer.status).toBe(201);
    expect(((await byServer.json()) as View).followers.count).toBe(0);
    await follow(t, peer);
    expect(await followerCount()).toBe(0);
  });

  test("one like and one boost per actor and article: 41 Likes from one actor count 1, an Undo takes its like back", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    await follow(t, peer);
    await writeArticle(t, "me-gusta");
    await drainOutbox(t);
    const object = `${SITE}/articles/me-gusta`;
    const likeOf = (who: FediversePeer, n: number) => ({ id: `${who.base}/likes/${n}`, type: "Like", actor: who.actorId, object });
    for (let n = 1; n <= 41; n++) expect((await deliver(t, peer.signedPost(SHARED_INBOX, likeOf(peer, n)))).status).toBe(202);
    await deliver(t, peer.signedPost(SHARED_INBOX, { id: `${peer.base}/boosts/1`, type: "Announce", actor: peer.actorId, object }));
    await deliver(t, peer.signedPost(SHARED_INBOX, { id: `${peer.base}/boosts/2`, type: "Announce", actor: peer.actorId, object }));
    expect((await view()).reactions).toMatchObject([{ likes: 1, boosts: 1 }]);

    const other = await startFediversePeer({ username: "bob", name: "Bob" });
    try {
      const toOwnInbox = await deliver(t, other.signedPost(`${ACTOR}/inbox`, likeOf(other, 1)));
      expect(`${toOwnInbox.status} ${await toOwnInbox.text()}`).toBe("202 ");
      expect((await view()).reactions).toMatchObject([{ likes: 2, boosts: 1 }]);
      // Undo with the Like embedded (as Mastodon sends it), then an Undo that names the Like by id only.
      expect((await deliver(t, peer.signedPost(SHARED_INBOX, peer.undo(likeOf(peer, 41))))).status).toBe(202);
      expect((await view()).reactions).toMatchObject([{ likes: 1, boosts: 1 }]);
      // Someone else's Undo of bob's like takes nothing back.
      await deliver(t, peer.signedPost(SHARED_INBOX, peer.undo(likeOf(other, 1))));
      expect((await view()).reactions).toMatchObject([{ likes: 1, boosts: 1 }]);
      await deliver(t, other.signedPost(SHARED_INBOX, other.undo(`${other.base}/likes/1`)));
      await deliver(t, peer.signedPost(SHARED_INBOX, peer.undo({ id: `${peer.base}/boosts/1`, type: "Announce", actor: peer.actorId, object })));
      expect((await view()).reactions).toEqual([]);
    } finally {
      other.stop();
    }
  }, 60_000);

  test("the moderation routes are the admin's, and ids that are none are 404", async () => {
    t = makeFederatedApp();
    for (const [method, path] of [
      ["DELETE", "/api/fediverse/followers/1"],
      ["POST", "/api/fediverse/followers/1/block"],
      ["POST", "/api/fediverse/blocks"],
      ["DELETE", "/api/fediverse/blocks/1"],
    ] as const) {
      expect((await t.app.request(path, { method })).status).toBe(401);
      if (path !== "/api/fediverse/blocks") expect((await t.request(method, path, { admin: true })).status).toBe(404);
    }
  });
});
