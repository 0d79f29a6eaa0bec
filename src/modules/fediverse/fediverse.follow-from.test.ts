import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { startFediversePeer, type FediversePeer } from "../../testing/fediverse-peer";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import type { FediverseView } from "../../shared/schemas/fediverse";
import { ACTOR, follow, makeFederatedApp, SITE } from "./fediverse.test-helpers";
import { FOLLOW_FROM_LIMIT } from "./fediverse.follow-route";

/** A visitor's server on loopback: its WebFinger answers what `answer` says, and remembers what it was asked. */
function fakeServer(answer: (resource: string) => Response) {
  const asked: string[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(request) {
      const url = new URL(request.url);
      if (url.pathname !== "/.well-known/webfinger") return new Response("not here", { status: 404 });
      const resource = url.searchParams.get("resource") ?? "";
      asked.push(resource);
      return answer(resource);
    },
  });
  return { host: `127.0.0.1:${server.port}`, asked, stop: () => server.stop(true) };
}
const jrd = (links: unknown[]) => Response.json({ subject: "acct:x@y", links }, { headers: { "content-type": "application/jrd+json" } });
/** Making the actor's RSA key pair takes seconds on a small, busy machine. */
const KEYS_MS = 30_000;
const SUBSCRIBE = "http://ostatus.org/schema/1.0/subscribe";

let t: TestApp;
let peer: FediversePeer;
beforeAll(async () => {
  peer = await startFediversePeer();
});
afterAll(() => peer.stop());
afterEach(() => t?.cleanup());

const followFrom = (server: string, headers: Record<string, string> = {}) =>
  t.app.request(`${SITE}/api/fediverse/follow?server=${encodeURIComponent(server)}`, { headers });

describe("choosing the handle", () => {
  test(
    "before the actor was ever asked for; the actor then has it, with keys made at its first request",
    async () => {
      t = makeFederatedApp();
      const before = (await (await t.request("GET", "/api/fediverse", { admin: true })).json()) as FediverseView;
      expect(before).toMatchObject({ usernameChosen: false, usernameLocked: false, handle: "@admin@blog.example" });
      expect(before.profile).toMatchObject({ handle: "@admin@blog.example" });

      const changed = await t.request("PUT", "/api/fediverse/username", { admin: true, json: { username: "lucia" } });
      expect(changed.status).toBe(200);
      const view = (await changed.json()) as FediverseView;
      expect(view).toMatchObject({ usernameChosen: true, handle: "@lucia@blog.example" });
      expect(view.profile).toEqual({
        name: expect.any(String),
        handle: "@lucia@blog.example",
        avatarUrl: expect.stringMatching(/^\//),
        bio: expect.any(String),
      });

      const actor = (await (await t.app.request(ACTOR, { headers: { accept: "application/activity+json" } })).json()) as Record<string, unknown>;
      expect(actor.preferredUsername).toBe("lucia");
      expect(actor.name).toBe(view.profile!.name);
      expect((actor.publicKey as { publicKeyPem: string }).publicKeyPem).toStartWith("-----BEGIN PUBLIC KEY-----");
      expect((await t.app.request(`${SITE}/.well-known/webfinger?resource=acct:lucia@blog.example`)).status).toBe(200);
    },
    KEYS_MS,
  );

  test(
    "locked once someone follows",
    async () => {
      t = makeFederatedApp();
      await follow(t, peer);
      await t.adminToken();
      const refused = await t.request("PUT", "/api/fediverse/username", { admin: true, json: { username: "otra" } });
      expect(refused.status).toBe(409);
    },
    KEYS_MS,
  );
});

describe("GET /api/fediverse/follow: follow from your server", () => {
  test("a server whose WebFinger has a subscribe template: 302 to it, with the site's handle", async () => {
    const remote = fakeServer(() => jrd([{ rel: SUBSCRIBE, template: "http://social.example/authorize_interaction?uri={uri}" }]));
    try {
      t = makeFederatedApp();
      await t.adminToken();
      const answer = await followFrom(`  HTTPS://${remote.host}/ `);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("http://social.example/authorize_interaction?uri=admin%40blog.example");
      expect(remote.asked).toEqual([`acct:127.0.0.1@${remote.host}`]);
      // A browser's form: a page that moves on at once (a redirect would break the site's CSP form-action 'self').
      const page = await followFrom(remote.host, { accept: "text/html", "accept-language": "en" });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=http://social.example/authorize_interaction?uri=admin%40blog.example">');
      expect(html).toContain(`Taking you to ${remote.host}…`);
      remote.asked.length = 0;
      // The visitor's whole handle: their own account is asked for.
      expect((await followFrom(`@mia@${remote.host}`)).status).toBe(302);
      expect(remote.asked).toEqual([`acct:mia@${remote.host}`]);
    } finally {
      remote.stop();
    }
  });

  test("no template (or no WebFinger): 302 to Mastodon's authorize_interaction on that server", async () => {
    const remote = fakeServer(() => new Response("{}", { status: 404 }));
    try {
      t = makeFederatedApp();
      await t.adminToken();
      const answer = await followFrom(remote.host);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(`http://${remote.host}/authorize_interaction?uri=admin%40blog.example`);
    } finally {
      remote.stop();
    }
  });

  test("a bad server name: 400 with the field's message, as JSON or as a page for a form without JavaScript", async () => {
    t = makeFederatedApp();
    for (const bad of ["", "not a server", "javascript:alert(1)", `${"a".repeat(330)}.com`]) {
      const answer = await followFrom(bad);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ issues: [{ path: "server", code: "fediverse.server" }] });
    }
    const page = await followFrom("<b>x", { accept: "text/html", "accept-language": "en" });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("Enter a server&#39;s name, such as mastodon.social.");
    expect(html).toContain('value="&lt;b&gt;x"');
    expect(html).not.toContain("<b>x");
    const spanish = await t.app.request(`${SITE}/api/fediverse/follow?server=%3F&lang=es`, { headers: { accept: "text/html" } });
    expect(await spanish.text()).toContain("Escribe el nombre de un servidor, como mastodon.social.");
  });

  test("a private address is refused unless FEDIVERSE_ALLOW_PRIVATE; an unreachable server is a 502", async () => {
    const remote = fakeServer(() => jrd([]));
    try {
      t = makeFederatedApp({ config: { fediverseAllowPrivate: false } });
      const refused = await followFrom(remote.host);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toContain("private");
      expect(remote.asked).toEqual([]);
      const page = await followFrom("localhost.localdomain", { accept: "text/html", "accept-language": "ja" });
      expect(await page.text()).toContain("接続できる公開サーバーではありません");
    } finally {
      remote.stop();
    }
    t.cleanup();
    t = makeFederatedApp();
    const closed = await followFrom(remote.host);
    expect(closed.status).toBe(502);
    expect(await closed.json()).toEqual({ message: "That server could not be reached." });
  });

  test("off without PUBLIC_URL: 404; a visitor gets a few look-ups, then 429", async () => {
    t = makeTestApp();
    expect((await t.app.request("/api/fediverse/follow?server=mastodon.social")).status).toBe(404);
    t.cleanup();
    const remote = fakeServer(() => jrd([]));
    try {
      t = makeFederatedApp();
      for (let i = 0; i < FOLLOW_FROM_LIMIT.limit; i++) expect((await followFrom(remote.host)).status).toBe(302);
      const limited = await followFrom(remote.host);
      expect(limited.status).toBe(429);
      expect(remote.asked.length).toBe(FOLLOW_FROM_LIMIT.limit);
    } finally {
      remote.stop();
    }
  });
});
