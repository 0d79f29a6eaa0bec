/**
 * A remote ActivityPub server written from the specs, not from Fedify, so the tests check the library instead of
 * trusting it: an actor on 127.0.0.1 with its own RSA key, an inbox that records what arrives, HTTP Signatures
 * (draft-cavage, `(request-target) host date digest`, rsa-sha256, with a Digest header, as Mastodon makes them)
 * made and checked with node:crypto alone.
 */
import { createHash, createSign, createVerify, generateKeyPairSync, type KeyObject } from "node:crypto";
import { PNG_1x1 } from "./images";

export type Received = { path: string; headers: Headers; body: string; activity: Record<string, unknown> };

const AS_CONTEXT = ["https://www.w3.org/ns/activitystreams", "https://w3id.org/security/v1"];

const digestOf = (body: string) => `SHA-256=${createHash("sha256").update(body).digest("base64")}`;

/** The draft-cavage signing string for the listed headers. */
function signingString(method: string, url: URL, headers: Headers, names: string[]): string {
  return names
    .map((name) =>
      name === "(request-target)" ? `(request-target): ${method.toLowerCase()} ${url.pathname}${url.search}` : `${name}: ${headers.get(name) ?? ""}`,
    )
    .join("\n");
}

function parseSignature(header: string): Record<string, string> {
  return Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

/**
 * Whether a request we received was signed by the holder of `publicKeyPem`, over at least
 * `(request-target) host date digest`, with a Digest that matches the body.
 */
export function verifyDelivery(received: Received, publicKeyPem: string): boolean {
  const header = received.headers.get("signature");
  if (!header) return false;
  const { headers: names = "", signature = "", algorithm } = parseSignature(header);
  const listed = names.split(" ");
  if (algorithm && algorithm !== "rsa-sha256" && algorithm !== "hs2019") return false;
  if (!["(request-target)", "host", "date", "digest"].every((name) => listed.includes(name))) return false;
  if (received.headers.get("digest") !== digestOf(received.body)) return false;
  const url = new URL(received.path, "http://peer.invalid");
  return createVerify("RSA-SHA256")
    .update(signingString("POST", url, received.headers, listed))
    .verify(publicKeyPem, signature, "base64");
}

export async function startFediversePeer({ username = "alice", name = "Alice Example" } = {}) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  const received: Received[] = [];
  const waiting: { match: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];
  /** What the inbox answers (202; 410 once the account is gone). */
  let inboxStatus = 202;
  /** Documents served (the actor and its key), so a test can tell how often it was fetched. */
  let documentsServed = 0;
  /** A key that is not the actor's, for signatures that must fail: made once (RSA generation is slow). */
  let foreign: KeyObject | undefined;

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request): Promise<Response> {
      const url = new URL(request.url);
      if (url.pathname === `/users/${username}` && request.method === "GET") {
        documentsServed++;
        return Response.json(actor(), { headers: { "content-type": "application/activity+json" } });
      }
      if (request.method === "GET" && url.pathname.startsWith("/users/")) documentsServed++;
      if (url.pathname === "/avatar.png") return new Response(PNG_1x1, { headers: { "content-type": "image/png" } });
      // Its own inbox, and any shared-inbox URL on this server (/inbox, /shared/…): a server's shared inbox may have many names.
      const inboxPath = url.pathname === `/users/${username}/inbox` || url.pathname === "/inbox" || url.pathname.startsWith("/shared/");
      if (inboxPath && request.method === "POST") {
        const body = await request.text();
        // Like Mastodon before RFC 9421: a gone or failing inbox answers so whatever the signature; a working one
        // refuses a signature that is not draft-cavage, so a sender that knocks with RFC 9421 first must knock again
        // with draft-cavage (Fedify's double knock).
        if (inboxStatus < 300 && !/keyId="/.test(request.headers.get("signature") ?? "")) return new Response("unsupported signature", { status: 401 });
        const entry: Received = { path: url.pathname, headers: request.headers, body, activity: JSON.parse(body) as Record<string, unknown> };
        if (inboxStatus < 300) received.push(entry);
        for (const waiter of waiting.filter((w) => w.match(entry))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(entry);
        }
        return new Response(null, { status: inboxStatus });
      }
      return new Response("not found", { status: 404 });
    },
  });
  const base: string = `http://127.0.0.1:${server.port}`;
  const actorId = `${base}/users/${username}`;
  const keyId = `${actorId}#main-key`;

  function actor() {
    return {
      "@context": AS_CONTEXT,
      id: actorId,
      type: "Person",
      preferredUsername: username,
      name,
      url: `${base}/@${username}`,
      inbox: `${actorId}/inbox`,
      icon: { type: "Image", mediaType: "image/png", url: `${base}/avatar.png` },
      publicKey: { id: keyId, owner: actorId, publicKeyPem },
    };
  }

  /**
   * A POST of `activity` to `target`, signed as Mastodon signs it. `tamper` changes the body after signing;
   * `unsigned` leaves the signature out; `foreignKey` signs with a key that is not the actor's; `keyId` names
   * another key; `forwardedFor` sets X-Forwarded-For (a sender's address, for a site that trusts its proxy).
   */
  function signedPost(
    target: string,
    activity: unknown,
    options: { tamper?: (body: string) => string; unsigned?: boolean; foreignKey?: boolean; keyId?: string; forwardedFor?: string } = {},
  ): Request {
    const url = new URL(target);
    const body = JSON.stringify({ "@context": "https://www.w3.org/ns/activitystreams", ...(activity as object) });
    const headers = new Headers({ host: url.host, date: new Date().toUTCString(), digest: digestOf(body), "content-type": "application/activity+json" });
    const names = ["(request-target)", "host", "date", "digest"];
    if (options.foreignKey) foreign ??= generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const key = options.foreignKey ? foreign! : privateKey;
    const signature = createSign("RSA-SHA256")
      .update(signingString("POST", url, headers, names))
      .sign(key, "base64");
    if (options.forwardedFor) headers.set("x-forwarded-for", options.forwardedFor);
    if (!options.unsigned)
      headers.set("signature", `keyId="${options.keyId ?? keyId}",algorithm="rsa-sha256",headers="${names.join(" ")}",signature="${signature}"`);
    return new Request(url, { method: "POST", headers, body: options.tamper ? options.tamper(body) : body });
  }

  let counter = 0;
  const nextId = (kind: string) => `${base}/activities/${kind}-${++counter}`;

  return {
    base,
    actorId,
    received,
    publicKeyPem,
    documentsServed: () => documentsServed,
    setInboxStatus: (status: number) => {
      inboxStatus = status;
    },
    signedPost,
    follow: (ourActor: string) => ({ id: nextId("follow"), type: "Follow", actor: actorId, object: ourActor }),
    undo: (activity: Record<string, unknown> | string) => ({ id: nextId("undo"), type: "Undo", actor: actorId, object: activity }),
    reply: (articleUrl: string, content: string) => {
      const noteId = nextId("note");
      return {
        id: `${noteId}/activity`,
        type: "Create",
        actor: actorId,
        to: ["https://www.w3.org/ns/activitystreams#Public"],
        object: { id: noteId, type: "Note", attributedTo: actorId, inReplyTo: articleUrl, content, published: new Date().toISOString(), url: noteId },
      };
    },
    /** The next activity of `type` that arrives (or one that already did and was not taken yet). */
    waitFor(type: string, timeoutMs = 5000): Promise<Received> {
      const match = (r: Received) => r.activity.type === type;
      const already = received.find(match);
      if (already) {
        received.splice(received.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} arrived within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({
          match,
          resolve: (r) => {
            clearTimeout(timer);
            received.splice(received.indexOf(r), 1);
            resolve(r);
          },
        });
      });
    },
    stop: () => server.stop(true),
  };
}
export type FediversePeer = Awaited<ReturnType<typeof startFediversePeer>>;
