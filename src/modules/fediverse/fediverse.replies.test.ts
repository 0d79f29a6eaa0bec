import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { writeArticle } from "../articles/articles.test-helpers";
import { startFediversePeer, type FediversePeer } from "../../testing/fediverse-peer";
import type { TestApp } from "../../testing/test-app";
import type { FediverseReply } from "../../shared/schemas/fediverse";
import { deliver, makeFederatedApp, SHARED_INBOX, SITE } from "./fediverse.test-helpers";

let peer: FediversePeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startFediversePeer({ username: "carol", name: "Carol Replies" });
});
afterAll(() => peer.stop());
afterEach(() => t.cleanup());

const replies = async () => (await (await t.request("GET", "/api/replies", { admin: true })).json()) as FediverseReply[];
const shown = async (slug: string) => (await (await t.app.request(`/api/articles/slug/${slug}/replies`)).json()) as FediverseReply[];

test("a reply to an article waits for the owner, sanitised, with a local copy of the avatar; approved, visitors see it", async () => {
  t = makeFederatedApp({ tempDataDir: true });
  await writeArticle(t, "con-respuestas");
  const note = peer.reply(`${SITE}/articles/con-respuestas`, '<p>Great post! <script>alert(1)</script><img src="https://tracker.example/x.png"></p>');
  expect((await deliver(t, peer.signedPost(SHARED_INBOX, note))).status).toBeLessThan(300);

  const [reply] = await replies();
  expect(reply).toMatchObject({ state: "pending", authorName: "Carol Replies", authorHandle: `@carol@${new URL(peer.base).host}` });
  expect(reply!.content).toBe("<p>Great post! </p>");
  expect(reply!.avatarUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  expect((await t.app.request(reply!.avatarUrl!)).status).toBe(200);
  expect(await shown("con-respuestas")).toEqual([]);

  expect((await t.request("POST", `/api/replies/${reply!.id}/approve`, { admin: true })).status).toBe(200);
  expect((await shown("con-respuestas")).map((r) => r.content)).toEqual(["<p>Great post! </p>"]);
  const page = await (await t.app.request("/articles/con-respuestas", { headers: { accept: "text/html" } })).text();
  expect(page).toContain('data-testid="fediverse-replies"');
  expect(page).toContain("Great post!");
  // Links to the author are fine; nothing on the page is loaded from their server.
  expect(page).not.toContain(`src="${peer.base}`);

  expect((await t.request("DELETE", `/api/replies/${reply!.id}`, { admin: true })).status).toBe(204);
  expect(await shown("con-respuestas")).toEqual([]);
});

test("replies to anything else, from a blocked server, or the same note twice are not kept", async () => {
  t = makeFederatedApp();
  await writeArticle(t, "una");
  await writeArticle(t, "borrador", { published: false });
  await deliver(t, peer.signedPost(SHARED_INBOX, peer.reply(`${SITE}/articles/borrador`, "<p>draft?</p>")));
  await deliver(t, peer.signedPost(SHARED_INBOX, peer.reply("https://elsewhere.example/notes/1", "<p>other</p>")));
  const twice = peer.reply(`${SITE}/articles/una`, "<p>once</p>");
  await deliver(t, peer.signedPost(SHARED_INBOX, twice));
  await deliver(t, peer.signedPost(SHARED_INBOX, { ...twice, id: `${twice.id}-again` }));
  expect((await replies()).map((r) => r.content)).toEqual(["<p>once</p>"]);

  expect((await t.request("POST", "/api/fediverse/blocks", { admin: true, json: { server: "not a server" } })).status).toBe(400);
  const host = new URL(peer.base).host;
  expect((await t.request("POST", "/api/fediverse/blocks", { admin: true, json: { server: host } })).status).toBe(201);
  await deliver(t, peer.signedPost(SHARED_INBOX, peer.reply(`${SITE}/articles/una`, "<p>blocked</p>")));
  expect(await replies()).toHaveLength(1);
});

test("replies and moderation are the admin's", async () => {
  t = makeFederatedApp();
  expect((await t.app.request("/api/replies")).status).toBe(401);
  expect((await t.app.request("/api/replies/1/approve", { method: "POST" })).status).toBe(401);
  expect((await t.request("POST", "/api/replies/999/approve", { admin: true })).status).toBe(404);
});
