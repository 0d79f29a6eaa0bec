/**
 * An inbox flood has bounds: bodies past 256 KB are refused before they are read whole, replies waiting for the owner
 * stop at MAX_PENDING_REPLIES, and Fedify's store (its caches and seen-activity keys) keeps at most KV_MAX_ROWS rows.
 */
import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { writeArticle } from "../articles/articles.test-helpers";
import { startFediversePeer, type FediversePeer } from "../../testing/fediverse-peer";
import type { TestApp } from "../../testing/test-app";
import { MAX_PENDING_REPLIES } from "./fediverse.inbox";
import { createSqliteKvStore, KV_MAX_ROWS } from "./fediverse.kv";
import { createFediverseRepository } from "./fediverse.repository";
import { ACTOR, deliver, makeFederatedApp, SHARED_INBOX, SITE } from "./fediverse.test-helpers";

let peer: FediversePeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startFediversePeer({ username: "flood", name: "Flood Example" });
});
afterAll(() => peer.stop());
afterEach(() => t.cleanup());

const count = (table: string) => t.db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;

test("an inbox body past 256 KB is a 413, declared or streamed, and nothing is kept", async () => {
  t = makeFederatedApp();
  const padded = { ...peer.follow(ACTOR), padding: "x".repeat(300_000) };
  const declared = peer.signedPost(SHARED_INBOX, padded);
  expect((await deliver(t, declared)).status).toBe(413);

  const signed = peer.signedPost(SHARED_INBOX, padded);
  const bytes = new Uint8Array(await signed.arrayBuffer());
  const chunked = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16_384) controller.enqueue(bytes.slice(at, at + 16_384));
      controller.close();
    },
  });
  const headers = new Headers(signed.headers);
  headers.delete("content-length");
  const streamed = await deliver(t, new Request(signed.url, { method: "POST", headers, body: chunked }));
  expect(streamed.status).toBe(413);
  expect(count("fediverse_followers")).toBe(0);
});

test(`at most ${MAX_PENDING_REPLIES} replies wait for the owner; past that a new one is not kept until some are handled`, async () => {
  t = makeFederatedApp();
  const { id: articleId } = await writeArticle(t, "muy-comentado");
  const repo = createFediverseRepository(t.db);
  for (let i = 1; i < MAX_PENDING_REPLIES; i++) {
    repo.replies.add({
      noteId: `https://elsewhere.example/notes/${i}`,
      articleId,
      authorId: "https://elsewhere.example/users/someone",
      authorName: "Someone",
      authorHandle: "@someone@elsewhere.example",
      authorUrl: "https://elsewhere.example/@someone",
      avatarPath: null,
      content: `<p>${i}</p>`,
      url: null,
      publishedAt: "2026-11-20T10:00:00.000Z",
    });
  }
  const target = `${SITE}/articles/muy-comentado`;
  expect((await deliver(t, peer.signedPost(SHARED_INBOX, peer.reply(target, "<p>the last one kept</p>")))).status).toBeLessThan(300);
  expect(repo.replies.pendingCount()).toBe(MAX_PENDING_REPLIES);
  expect((await deliver(t, peer.signedPost(SHARED_INBOX, peer.reply(target, "<p>one too many</p>")))).status).toBeLessThan(300);
  expect(repo.replies.pendingCount()).toBe(MAX_PENDING_REPLIES);
  expect(count("fediverse_replies")).toBe(MAX_PENDING_REPLIES);
});

test(`Fedify's store keeps at most ${KV_MAX_ROWS} rows however many keys a flood writes`, async () => {
  t = makeFederatedApp();
  const kv = createSqliteKvStore(t.db, t.clock);
  for (let i = 0; i < KV_MAX_ROWS + 500; i++) await kv.set(["_fedify", "activityIdempotence", `https://flood.example/activities/${i}`], true);
  expect(count("fediverse_kv")).toBeLessThanOrEqual(KV_MAX_ROWS);
  // The newest keys are the ones kept: a repeated recent activity is still recognised.
  expect(await kv.get(["_fedify", "activityIdempotence", `https://flood.example/activities/${KV_MAX_ROWS + 499}`])).toBe(true);
  // 5,500 writes, each bounding the table in its transaction: 3–8 s on a busy two-core machine (CI saw 8.3 s).
}, 30_000);
