import { afterAll, beforeAll, beforeEach, expect, test } from "bun:test";
import { writeArticle } from "../articles/articles.test-helpers";
import { notificationsHarness } from "../notifications/notifications.test-helpers";
import { startFediversePeer, type FediversePeer } from "../../testing/fediverse-peer";
import type { TestApp } from "../../testing/test-app";
import type { FediverseReply } from "../../shared/schemas/fediverse";
import { deliver, SHARED_INBOX, SITE } from "./fediverse.test-helpers";

let peer: FediversePeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startFediversePeer({ username: "dora", name: "Dora Notes" });
});
afterAll(() => peer.stop());
const { smtp, hook, app, emailSettings, put, advance } = await notificationsHarness(() => t);
beforeEach(() => {
  t = app({ config: { publicUrl: SITE, fediverseAllowPrivate: true } });
});

const reply = (content: string) => deliver(t, peer.signedPost(SHARED_INBOX, peer.reply(`${SITE}/articles/avisos`, content)));
const replies = async () => (await (await t.request("GET", "/api/replies", { admin: true })).json()) as FediverseReply[];

test("a new reply is one mail to the owner, in the admin's language, with the author, the words as text and a link to moderate", async () => {
  await put(t, { email: emailSettings() });
  await writeArticle(t, "avisos");
  const note = peer.reply(`${SITE}/articles/avisos`, '<p>Me encantó <a href="https://x.example/">esto</a> &amp; lo otro</p>');
  expect((await deliver(t, peer.signedPost(SHARED_INBOX, note))).status).toBeLessThan(300);
  await advance(t);
  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0]!;
  expect(mail.envelope.to).toEqual(["owner@example.com"]);
  expect(mail.parsed.subject).toStartWith("Nueva respuesta en el fediverso: ");
  const text = mail.parsed.text!;
  for (const part of ["Autor: Dora Notes (@dora@", "Me encantó esto & lo otro", `${SITE}/admin/fediverse`]) expect(text).toContain(part);
  // The remote HTML never reaches the mail: only its words, escaped.
  expect(String(mail.parsed.html)).not.toContain("x.example");

  // The same note again is not a second reply, nor a second mail.
  await deliver(t, peer.signedPost(SHARED_INBOX, note));
  await advance(t, 60_000);
  expect(smtp.received).toHaveLength(1);
});

test("to a webhook as a reply.created event; a reply deleted before its turn is not told", async () => {
  await put(t, { webhooks: [{ url: hook.url(), format: "json" }] });
  await writeArticle(t, "avisos");
  await reply("<p>primera</p>");
  await advance(t);
  expect(hook.requests).toHaveLength(1);
  const body = JSON.parse(hook.requests[0]!.body) as { event: string; reply: Record<string, unknown> };
  expect(body.event).toBe("reply.created");
  expect(body.reply).toMatchObject({ authorName: "Dora Notes", text: "primera", link: `${SITE}/admin/fediverse` });

  hook.answer({ status: 503 });
  await reply("<p>segunda</p>");
  await advance(t);
  expect(hook.requests).toHaveLength(2);
  const second = (await replies()).find((row) => row.content === "<p>segunda</p>")!;
  expect((await t.request("DELETE", `/api/replies/${second.id}`, { admin: true })).status).toBe(204);
  hook.answer({ status: 204 });
  await advance(t, 60 * 60_000);
  expect(hook.requests).toHaveLength(2);
});

test("without a channel, a reply queues nothing and is still kept", async () => {
  await writeArticle(t, "avisos");
  await reply("<p>sin avisos</p>");
  await advance(t);
  expect(smtp.received).toHaveLength(0);
  expect(hook.requests).toHaveLength(0);
  expect(await replies()).toHaveLength(1);
});
