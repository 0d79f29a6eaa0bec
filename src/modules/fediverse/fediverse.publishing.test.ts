import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { writeArticle } from "../articles/articles.test-helpers";
import { startFediversePeer, verifyDelivery, type FediversePeer } from "../../testing/fediverse-peer";
import type { TestApp } from "../../testing/test-app";
import { ACTOR, deliveredTo, drainOutbox, follow, makeFederatedApp, SITE } from "./fediverse.test-helpers";

let peer: FediversePeer;
const apps: TestApp[] = [];
const app = (options: Parameters<typeof makeFederatedApp>[0] = {}) => {
  const made = makeFederatedApp(options);
  apps.push(made);
  return made;
};
beforeAll(async () => {
  peer = await startFediversePeer({ username: "bob" });
});
afterAll(() => peer.stop());
afterEach(() => {
  for (const made of apps.splice(0)) made.cleanup();
  peer.setInboxStatus(202);
  peer.received.length = 0;
});

const activityJson = { accept: "application/activity+json" };
const ourKey = async (t: TestApp) =>
  ((await (await t.app.request(ACTOR, { headers: activityJson })).json()) as { publicKey: { publicKeyPem: string } }).publicKey.publicKeyPem;

describe("articles as objects", () => {
  test("an article's URL asked for as ActivityPub answers an Article with its translations; the page stays HTML", async () => {
    const t = app();
    await writeArticle(t, "hola-mundo", { translations: { en: { title: "Hello world", summary: "A summary in English.", content: "<p>In English.</p>" } } });
    const response = await t.app.request(`${SITE}/articles/hola-mundo`, { headers: activityJson });
    expect(response.status).toBe(200);
    const article = (await response.json()) as Record<string, unknown>;
    expect(article).toMatchObject({
      type: "Article",
      id: `${SITE}/articles/hola-mundo`,
      url: `${SITE}/articles/hola-mundo`,
      attributedTo: ACTOR,
      name: "Artículo hola-mundo",
    });
    expect(article.nameMap).toMatchObject({ es: "Artículo hola-mundo", en: "Hello world" });
    expect(article.contentMap).toMatchObject({ en: "<p>In English.</p>" });
    expect(article.summaryMap).toMatchObject({ en: "<p>A summary in English.</p>" });
    expect(article.published).toBeString();
    expect(article.content).toContain("<p>");

    const page = await t.app.request(`${SITE}/articles/hola-mundo`, { headers: { accept: "text/html" } });
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("vary")).toContain("Accept");

    const outbox = (await (await t.app.request(`${ACTOR}/outbox`, { headers: activityJson })).json()) as { totalItems: number };
    expect(outbox.totalItems).toBe(1);
  });

  test("drafts and scheduled articles are never served as objects", async () => {
    const t = app();
    await writeArticle(t, "borrador", { published: false });
    await writeArticle(t, "programado", { publishAt: new Date(t.clock.now() + 86_400_000).toISOString() });
    for (const slug of ["borrador", "programado"]) {
      const response = await t.app.request(`${SITE}/articles/${slug}`, { headers: activityJson });
      expect(response.headers.get("content-type") ?? "").not.toContain("activity+json");
      expect(await response.text()).not.toContain('"type":"Article"');
    }
  });
});

describe("delivery to followers", () => {
  test("publishing delivers a signed Create, an edit an Update, deleting a Delete", async () => {
    const t = app();
    await t.adminToken();
    await follow(t, peer);
    await drainOutbox(t);
    await peer.waitFor("Accept");

    const { id } = await writeArticle(t, "nuevo");
    const create = await deliveredTo(t, peer, "Create");
    expect(verifyDelivery(create, await ourKey(t))).toBe(true);
    expect(create.activity.object).toMatchObject({ type: "Article", id: `${SITE}/articles/nuevo` });

    await t.request("PUT", `/api/articles/${id}`, { admin: true, json: { title: "Nuevo, corregido" } });
    const update = await deliveredTo(t, peer, "Update");
    expect(update.activity.object).toMatchObject({ name: "Nuevo, corregido" });
    expect(verifyDelivery(update, await ourKey(t))).toBe(true);

    await t.request("DELETE", `/api/articles/${id}`, { admin: true });
    const deletion = await deliveredTo(t, peer, "Delete");
    expect(deletion.activity.object).toMatchObject({ id: `${SITE}/articles/nuevo` });
    // Each is addressed as the Create is: to Public, cc the followers (a server passes on only what names them).
    for (const { type, to, cc } of [create, update, deletion].map((received) => received.activity))
      expect({ type, to: ["as:Public", "https://www.w3.org/ns/activitystreams#Public"].includes(to as string), cc }).toEqual({
        type,
        to: true,
        cc: `${ACTOR}/followers`,
      });
  }, 30_000);

  test("a delivery that failed is retried after a restart, on the same database", async () => {
    const first = app({ tempDataDir: true });
    await first.adminToken();
    await follow(first, peer);
    await drainOutbox(first);
    await peer.waitFor("Accept");
    peer.setInboxStatus(503);
    await writeArticle(first, "tras-reinicio");
    const states = async () =>
      ((await (await first.request("GET", "/api/fediverse", { admin: true })).json()) as { deliveries: { state: string }[] }).deliveries.map((d) => d.state);
    // The announcement runs after the write, on its own: on a busy machine one drain can end before it queued anything.
    for (let round = 0; round < 20 && !(await states()).includes("retrying"); round++) await drainOutbox(first);
    expect(peer.received.filter((r) => r.activity.type === "Create")).toHaveLength(0);
    expect(await states()).toContain("retrying");

    peer.setInboxStatus(202);
    const second = app({ dataDir: first.config.dataDir, clock: first.clock });
    await second.clock.advance(61_000);
    await drainOutbox(second);
    const create = await peer.waitFor("Create");
    expect(create.activity.object).toMatchObject({ id: `${SITE}/articles/tras-reinicio` });
  }, 30_000);

  test("a follower whose server answers 410 is removed", async () => {
    const t = app();
    await t.adminToken();
    await follow(t, peer);
    await drainOutbox(t);
    await peer.waitFor("Accept");
    peer.setInboxStatus(410);
    await writeArticle(t, "para-nadie");
    const followers = async () =>
      ((await (await t.request("GET", "/api/fediverse", { admin: true })).json()) as { followers: { count: number } }).followers.count;
    // The announcement runs after the write, on its own: on a busy machine one drain can end before it queued anything.
    for (let round = 0; round < 20 && (await followers()) > 0; round++) await drainOutbox(t);
    expect(await followers()).toBe(0);
  });
});
