/** The parts of `@peertube/http-signature` (no types of its own) that the interop peer calls, as PeerTube calls them. */
declare module "@peertube/http-signature" {
  type ParsedSignature = { keyId: string; algorithm: string; scheme: string; params: Record<string, string> };
  type IncomingLike = { method: string; url: string; httpVersion: string; headers: Record<string, string> };
  type OutgoingLike = { getHeader(name: string): string | undefined; setHeader(name: string, value: string): void; method: string; path: string };
  const httpSignature: {
    parseRequest(request: IncomingLike, options?: { authorizationHeaderName?: string; clockSkew?: number; headers?: string[] }): ParsedSignature;
    verifySignature(parsed: ParsedSignature, publicKeyPem: string): boolean;
    signRequest(
      request: OutgoingLike,
      options: { algorithm?: string; authorizationHeaderName?: string; keyId: string; key: string; headers?: string[] },
    ): boolean;
  };
  export default httpSignature;
}
