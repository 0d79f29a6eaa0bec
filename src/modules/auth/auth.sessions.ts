import Bowser from "bowser";
import { sign, verify } from "hono/jwt";
import { randomToken } from "./auth.pending";

/**
 * The sign-in token: a JWT naming the user (`sub`) and the session (`sid`). The signature proves the server issued
 * it; the session row proves it has not been ended since.
 */
export type SessionClaims = { userId: number; sessionId: string };

export const newSessionId = () => randomToken(16);

export const signSessionToken = ({ userId, sessionId }: SessionClaims, expiresAtMs: number, secret: string) =>
  sign({ sub: userId, sid: sessionId, exp: Math.floor(expiresAtMs / 1000) }, secret, "HS256");

/** The claims of a token this server signed and that has not expired, else null (garbage, foreign, tampered, old format). */
export async function readSessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const payload = await verify(token, secret, "HS256");
    if (typeof payload.sub !== "number" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** A session id as newSessionId makes them (22 base64url characters); anything else cannot name one. */
export const isSessionId = (value: string) => /^[A-Za-z0-9_-]{22}$/.test(value);

/**
 * What the sessions list calls a device: "Chrome 140 · Linux", "Safari 17 · iPhone" (no words, so it reads the same in
 * every language of the admin). Browser and system only, never the full User-Agent, an address or a place.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent?.trim().slice(0, 512);
  if (!agent) return "Unknown device";
  const { browser, os, platform } = Bowser.parse(agent);
  const system = platform.model === "iPhone" || platform.model === "iPad" ? platform.model : os.name;
  if (!browser.name) return agent.split(/\s/)[0]!.slice(0, 60);
  const major = browser.version?.split(".")[0];
  const name = major ? `${browser.name} ${major}` : browser.name;
  return system ? `${name} · ${system}` : name;
}
