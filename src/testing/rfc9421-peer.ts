/**
 * A remote actor that signs with RFC 9421 HTTP Message Signatures (Fedify's own signer, as newer Fedify-based servers
 * send them), served on loopback: for checking which URL the site verifies a signature against behind a proxy.
 */
import { generateCryptoKeyPair, signRequest } from "@fedify/fedify";

export async function startRfc9421Peer() {
  const keys = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
  const spki = Buffer.from(await crypto.subtle.exportKey("spki", keys.publicKey)).toString("base64");
  const pem = `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)!.join("\n")}\n-----END PUBLIC KEY-----\n`;
  const server: ReturnType<typeof Bun.serve> = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch: (): Response =>
      Response.json(
        {
          "@context": ["https://www.w3.org/ns/activitystreams", "https://w3id.org/security/v1"],
          id: actorId,
          type: "Person",
          preferredUsername: "rfc",
          inbox: `${actorId}/inbox`,
          publicKey: { id: `${actorId}#main-key`, owner: actorId, publicKeyPem: pem },
        },
        { headers: { "content-type": "application/activity+json" } },
      ),
  });
  const actorId: string = `http://127.0.0.1:${server.port}/users/rfc`;
  let n = 0;
  return {
    /**
     * A Follow of `ourActor`, signed for the URL `signedFor` and sent to `sentTo` with `headers` added (what a proxy in
     * front adds): the proxy's request, as the site receives it.
     */
    async follow(ourActor: string, signedFor: string, sentTo: string, headers: Record<string, string>): Promise<Request> {
      const body = JSON.stringify({
        "@context": "https://www.w3.org/ns/activitystreams",
        id: `${actorId}/follow-${++n}`,
        type: "Follow",
        actor: actorId,
        object: ourActor,
      });
      const signed = await signRequest(
        new Request(signedFor, { method: "POST", headers: { "content-type": "application/activity+json" }, body }),
        keys.privateKey,
        new URL(`${actorId}#main-key`),
        { spec: "rfc9421" },
      );
      const forwarded = new Headers(signed.headers);
      for (const [name, value] of Object.entries(headers)) forwarded.set(name, value);
      return new Request(sentTo, { method: "POST", headers: forwarded, body });
    },
    stop: () => server.stop(true),
  };
}
