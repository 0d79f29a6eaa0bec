/**
 * What a remote server written from the specs meets at our inboxes: either inbox works for a Follow, a reply and an
 * Undo; a key that cannot be had is a 401, never a 500; junk naming a server's keys does not use up that server's
 * fetch budget; and a server is delivered to once, however many shared-inbox URLs its followers name.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { writeArticle } from "../articles/articles.test-helpers";
import { startFediversePeer, type FediversePeer } from "../../testing/fediverse-peer";
import type { TestApp } from "../../testing/test-app";
import { createFediverseRepository } from "./fediverse.repository";
import { ACTOR, deliver, drainOutbox, makeFederatedApp, SHARED_INBOX, SITE } from "./fediverse.test-helpers";

let peer: FediversePeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startFediversePeer({ username: "carol", name: "Carol Example" });
});
afterAll(() => peer.stop());
afterEach(() => {
  t.cleanup();
  peer.received.length = 0;
});

const OWN_INBOX = `${ACTOR}/inbox`;
const count = (table: string) => t.db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;

describe("either inbox", () => {
  test("a Follow, a reply and an Undo sent to the actor's own inbox are accepted as at the shared one", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    await writeArticle(t, "para-responder");
    const follow = peer.follow(ACTOR);
    expect((await deliver(t, peer.signedPost(OWN_INBOX, follow))).status).toBe(202);
    expect(count("fediverse_followers")).toBe(1);
    await drainOutbox(t);
    expect((await peer.waitFor("Accept", 15_000)).activity).toMatchObject({ type: "Accept", actor: ACTOR });

    const reply = peer.reply(`${SITE}/articles/para-responder`, "<p>Desde mi servidor.</p>");
    expect((await deliver(t, peer.signedPost(OWN_INBOX, reply))).status).toBe(202);
    expect(createFediverseRepository(t.db).replies.pendingCount()).toBe(1);

    expect((await deliver(t, peer.signedPost(OWN_INBOX, peer.undo(follow)))).status).toBe(202);
    expect(count("fediverse_followers")).toBe(0);
  }, 60_000);

  test("a key that cannot be fetched, is gone or does not verify is a 401 without a stack trace, never a 500", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    const down = "http://127.0.0.1:9/users/nobody#main-key";
    const cases = [
      peer.signedPost(OWN_INBOX, peer.follow(ACTOR), { keyId: down }),
      peer.signedPost(OWN_INBOX, peer.follow(ACTOR), { keyId: `${peer.base}/users/gone#main-key` }),
      peer.signedPost(SHARED_INBOX, peer.follow(ACTOR), { keyId: `${peer.base}/users/gone#main-key` }),
      peer.signedPost(OWN_INBOX, peer.follow(ACTOR), { foreignKey: true }),
    ];
    for (const request of cases) {
      const response = await deliver(t, request);
      const body = await response.text();
      expect(response.status).toBe(401);
      expect(body).not.toContain("    at ");
    }
    // The genuine key was fetched and kept; its holder's Follow goes through.
    expect((await deliver(t, peer.signedPost(OWN_INBOX, peer.follow(ACTOR)))).status).toBe(202);
  }, 60_000);
});

describe("fetch budgets", () => {
  test("100 junk requests naming a server's keys spend their sender's budget: that server's genuine Follow is still a 202", async () => {
    t = makeFederatedApp({ config: { trustProxy: 1 } });
    await t.adminToken();
    const junkSender = "203.0.113.9";
    const servedBefore = peer.documentsServed();
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) {
      // Half name keys that do not exist on the server, half its real key with a signature it did not make.
      const options = i % 2 === 0 ? { keyId: `${peer.base}/users/ghost-${i}#main-key` } : { foreignKey: true };
      statuses.add((await deliver(t, peer.signedPost(OWN_INBOX, peer.follow(ACTOR), { ...options, forwardedFor: junkSender }))).status);
    }
    expect([...statuses]).toEqual([401]);
    // The junk's sender had at most its 60 fetches from the named server.
    expect(peer.documentsServed() - servedBefore).toBeLessThanOrEqual(60);
    const genuine = await deliver(t, peer.signedPost(OWN_INBOX, peer.follow(ACTOR), { forwardedFor: "198.51.100.7" }));
    expect(genuine.status).toBe(202);
    expect(count("fediverse_followers")).toBe(1);
  }, 120_000);
});

describe("deliveries", () => {
  test("30 followers on one server, each naming a different shared-inbox URL, get one delivery of a new article", async () => {
    t = makeFederatedApp();
    await t.adminToken();
    const repo = createFediverseRepository(t.db);
    for (let i = 0; i < 30; i++) {
      repo.followers.add({
        actorId: `${peer.base}/users/reader-${i}`,
        handle: `@reader-${i}@${new URL(peer.base).host}`,
        name: `Reader ${i}`,
        url: null,
        inbox: `${peer.base}/users/reader-${i}/inbox`,
        sharedInbox: `${peer.base}/shared/${i}`,
      });
    }
    await writeArticle(t, "para-todos");
    const create = await (async () => {
      for (let round = 0; round < 20; round++) {
        await drainOutbox(t);
        if (peer.received.some((r) => r.activity.type === "Create")) break;
      }
      return peer.waitFor("Create", 15_000);
    })();
    await drainOutbox(t);
    expect(create.path).toBe("/shared/0");
    expect(peer.received.filter((r) => r.activity.type === "Create")).toHaveLength(0);
    expect(create.activity).toMatchObject({ cc: `${ACTOR}/followers` });
  }, 60_000);
});
