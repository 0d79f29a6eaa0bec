/**
 * A remote server whose signature and discovery code the project did not write and does not share with Fedify:
 * HTTP Signatures are made and checked by `@peertube/http-signature` (PeerTube's fork of Joyent's reference
 * implementation), called as PeerTube calls it (sign `(request-target) host date digest` with rsa-sha256; parse with
 * `authorizationHeaderName: "Signature"`, then `verifySignature` with the signer's PEM), and the site is discovered
 * with `webfinger.js`. Only the JSON plumbing around them is ours: the actor document, the inbox that records what
 * arrived and whether PeerTube's checks passed, and the Digest comparison PeerTube makes itself.
 */
import { createHash, generateKeyPairSync } from "node:crypto";
import httpSignature from "@peertube/http-signature";
import WebFinger from "webfinger.js";

export type VerifiedDelivery = { activity: Record<string, unknown>; verified: boolean; reason: string | null; keyId: string | null };

const AS_CONTEXT = ["https://www.w3.org/ns/activitystreams", "https://w3id.org/security/v1"];
/** What PeerTube signs a POST over (its HTTP_SIGNATURE.HEADERS_TO_SIGN_WITH_PAYLOAD). */
const HEADERS_TO_SIGN = ["(request-target)", "host", "date", "digest"];
const ACTIVITY_JSON = "application/activity+json";

const digestOf = (body: string) => `SHA-256=${createHash("sha256").update(body).digest("base64")}`;

/** The request as PeerTube's library reads it (Node's IncomingMessage: lower-case headers, path as `url`). */
function incomingOf(request: Request, path: string) {
  return { method: request.method, url: path, httpVersion: "1.1", headers: Object.fromEntries(request.headers) };
}

export async function startPeerTubePeer({ username = "peertube" } = {}) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const deliveries: VerifiedDelivery[] = [];
  /** Deliveries PeerTube's checks refused, with why: what a failing test shows. */
  const rejected: VerifiedDelivery[] = [];

  /** PeerTube's inbox check: the signature by the key its keyId names (fetched as ActivityPub JSON), then the Digest. */
  async function verify(request: Request, path: string, body: string): Promise<Omit<VerifiedDelivery, "activity">> {
    let parsed: ReturnType<typeof httpSignature.parseRequest>;
    try {
      parsed = httpSignature.parseRequest(incomingOf(request, path), { authorizationHeaderName: "Signature", clockSkew: 3600 });
    } catch (error) {
      return { verified: false, reason: `parse: ${(error as Error).message}`, keyId: null };
    }
    const owner = await fetch(parsed.keyId, { headers: { accept: ACTIVITY_JSON } })
      .then((response) => response.json() as Promise<{ publicKey?: { id?: string; publicKeyPem?: string } }>)
      .catch(() => null);
    const pem = owner?.publicKey?.id === parsed.keyId ? owner.publicKey.publicKeyPem : undefined;
    if (!pem) return { verified: false, reason: "the keyId does not name an actor's publicKey", keyId: parsed.keyId };
    if (!httpSignature.verifySignature(parsed, pem)) return { verified: false, reason: "signature", keyId: parsed.keyId };
    if (request.headers.get("digest") !== digestOf(body)) return { verified: false, reason: "digest", keyId: parsed.keyId };
    return { verified: true, reason: null, keyId: parsed.keyId };
  }

  const waiting: { type: string; resolve: (d: VerifiedDelivery) => void }[] = [];
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request): Promise<Response> {
      const url = new URL(request.url);
      if (request.method === "GET" && url.pathname === `/accounts/${username}`) return Response.json(actor(), { headers: { "content-type": ACTIVITY_JSON } });
      if (request.method === "POST" && (url.pathname === `/accounts/${username}/inbox` || url.pathname === "/inbox")) {
        const body = await request.text();
        const delivery = { activity: JSON.parse(body) as Record<string, unknown>, ...(await verify(request, url.pathname + url.search, body)) };
        if (!delivery.verified) {
          rejected.push(delivery);
          return new Response(delivery.reason, { status: 401 });
        }
        const waiter = waiting.find((w) => w.type === delivery.activity.type);
        if (waiter) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(delivery);
        } else deliveries.push(delivery);
        return new Response(null, { status: 204 });
      }
      return new Response("not found", { status: 404 });
    },
  });
  const base = `http://127.0.0.1:${server.port}`;
  const actorId = `${base}/accounts/${username}`;
  const keyId = `${actorId}#main-key`;
  const actor = () => ({
    "@context": AS_CONTEXT,
    id: actorId,
    type: "Person",
    preferredUsername: username,
    name: "PeerTube Peer",
    url: actorId,
    inbox: `${actorId}/inbox`,
    endpoints: { sharedInbox: `${base}/inbox` },
    publicKey: { id: keyId, owner: actorId, publicKeyPem },
  });

  /**
   * A POST of `activity` to `target`, signed by PeerTube's library the way PeerTube's request hook signs it;
   * `options.keyId` names another key (junk that names this server's keys).
   */
  function signedPost(target: string, activity: Record<string, unknown>, options: { keyId?: string } = {}): Request {
    const url = new URL(target);
    const body = JSON.stringify({ "@context": AS_CONTEXT, ...activity });
    const headers: Record<string, string> = { host: url.host, digest: digestOf(body), "content-type": ACTIVITY_JSON };
    httpSignature.signRequest(
      {
        getHeader: (name: string) => headers[name.toLowerCase()],
        setHeader: (name: string, value: string) => {
          headers[name.toLowerCase()] = value;
        },
        method: "POST",
        path: url.pathname + url.search,
      },
      { algorithm: "rsa-sha256", authorizationHeaderName: "Signature", keyId: options.keyId ?? keyId, key: privateKeyPem, headers: HEADERS_TO_SIGN },
    );
    return new Request(url, { method: "POST", headers, body });
  }

  let counter = 0;
  const nextId = (kind: string) => `${base}/activities/${kind}-${++counter}`;

  return {
    base,
    actorId,
    deliveries,
    rejected,
    signedPost,
    /** WebFinger discovery by webfinger.js (plain http allowed for localhost, as its own option says). */
    async discover(handle: string): Promise<{ self: string; profile: string | null }> {
      const finger = new WebFinger({ tls_only: false, uri_fallback: false, request_timeout: 10_000, allow_private_addresses: true });
      const result = await finger.lookup(handle);
      const self = result.object.links.find((link) => link.rel === "self" && String(link.type ?? "").includes("activity+json"));
      const profile = result.idx.links.profile?.[0]?.href ?? null;
      if (typeof self?.href !== "string") throw new Error(`WebFinger for ${handle} names no ActivityPub actor`);
      return { self: self.href, profile };
    },
    undo: (object: Record<string, unknown>) => ({ id: nextId("undo"), type: "Undo", actor: actorId, object }),
    follow: (object: string) => ({ id: nextId("follow"), type: "Follow", actor: actorId, object }),
    reply: (inReplyTo: string, content: string) => {
      const noteId = nextId("note");
      return {
        id: `${noteId}/activity`,
        type: "Create",
        actor: actorId,
        to: ["https://www.w3.org/ns/activitystreams#Public"],
        object: { id: noteId, type: "Note", attributedTo: actorId, inReplyTo, content, published: new Date().toISOString(), url: noteId },
      };
    },
    /** The next verified delivery of `type` (or one that already came). */
    waitFor(type: string, timeoutMs = 20_000): Promise<VerifiedDelivery> {
      const already = deliveries.find((d) => d.activity.type === type);
      if (already) {
        deliveries.splice(deliveries.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const refused = () => rejected.map((d) => `${d.activity.type}: ${d.reason}`).join("; ") || "none";
        const timer = setTimeout(() => reject(new Error(`no verified ${type} arrived within ${timeoutMs} ms (refused: ${refused()})`)), timeoutMs);
        waiting.push({
          type,
          resolve: (delivery) => {
            clearTimeout(timer);
            resolve(delivery);
          },
        });
      });
    },
    stop: () => server.stop(true),
  };
}
export type PeerTubePeer = Awaited<ReturnType<typeof startPeerTubePeer>>;
