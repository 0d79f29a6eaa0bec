import { describe, expect, test } from "bun:test";
import { sign } from "hono/jwt";
import { SESSION_SWEEP_JOB } from "../../app";
import { SESSION_COOKIE } from "./auth.middleware";
import { deviceLabel } from "./auth.sessions";
import { CHROME_ON_LINUX, EMAIL, PASSWORD, appWithOwner, login, tokenFor, type OwnerApp } from "./auth.test-helpers";

type SessionView = { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean };

const sessionsAs = async (t: OwnerApp, token: string) => {
  const res = await t.request("GET", "/api/auth/sessions", { token });
  expect(res.status).toBe(200);
  return (await res.json()) as SessionView[];
};
const lastSeenOf = (t: OwnerApp, id: string) =>
  t.db.$client.query<{ last_seen_at: string }, [string]>("SELECT last_seen_at FROM sessions WHERE id = ?").get(id)?.last_seen_at;

describe("each sign-in is a session", () => {
  test("the list: id, device from the User-Agent, dates, and which one is the caller's", async () => {
    const t = await appWithOwner();
    const laptop = await tokenFor(t, { "user-agent": CHROME_ON_LINUX });
    await t.clock.advance(1000);
    const phone = await tokenFor(t, {
      "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    });
    const list = await sessionsAs(t, laptop);
    expect(list).toHaveLength(2);
    for (const session of list) expect(Object.keys(session).sort()).toEqual(["createdAt", "current", "device", "id", "lastSeenAt"]);
    expect(list.map((s) => [s.device, s.current])).toEqual([
      ["Safari 17 · iPhone", false],
      ["Chrome 140 · Linux", true],
    ]);
    expect(list[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await sessionsAs(t, phone)).find((s) => s.current)?.device).toBe("Safari 17 · iPhone");
  });

  test("device labels: browser and system only, never the whole User-Agent", () => {
    expect(deviceLabel(CHROME_ON_LINUX)).toBe("Chrome 140 · Linux");
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe("Firefox 128 · Windows");
    expect(deviceLabel("curl/8.5.0")).toBe("curl/8.5.0");
    expect(deviceLabel(undefined)).toBe("Unknown device");
    expect(deviceLabel("   ")).toBe("Unknown device");
  });

  test("the token carries the session id", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sid: string };
    expect((await sessionsAs(t, token)).map((s) => s.id)).toEqual([payload.sid]);
  });
});

describe("ending a session refuses its token at once", () => {
  test("DELETE /api/auth/sessions/:id: the ended token is a 401 on admin routes and a visitor elsewhere", async () => {
    const t = await appWithOwner();
    const mine = await tokenFor(t);
    const other = await tokenFor(t);
    expect((await t.request("GET", "/api/messages", { token: other })).status).toBe(200);
    const target = (await sessionsAs(t, mine)).find((s) => !s.current)!;
    expect((await t.request("DELETE", `/api/auth/sessions/${target.id}`, { token: mine })).status).toBe(204);

    expect((await t.request("GET", "/api/messages", { token: other })).status).toBe(401);
    expect((await t.request("GET", "/api/auth/me", { token: other })).status).toBe(401);
    expect((await t.request("GET", "/api/auth/me", { headers: { cookie: `${SESSION_COOKIE}=${other}` } })).status).toBe(401);
    // Contract: a visitor route never answers 401 for a bad token.
    expect((await t.request("GET", "/api/projects", { token: other })).status).toBe(200);
    expect((await sessionsAs(t, mine)).map((s) => s.current)).toEqual([true]);
  });

  test("a well-formed id that is not one of the owner's sessions is a 404; a malformed one a 400", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    expect((await t.request("DELETE", "/api/auth/sessions/AAAAAAAAAAAAAAAAAAAAAA", { token })).status).toBe(404);
    expect((await t.request("DELETE", "/api/auth/sessions/not-an-id", { token })).status).toBe(400);
    expect((await t.request("DELETE", "/api/auth/sessions/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(401);
  });

  test("DELETE /api/auth/sessions ends every other session, says how many, and keeps the caller's", async () => {
    const t = await appWithOwner();
    const mine = await tokenFor(t);
    const others = [await tokenFor(t), await tokenFor(t)];
    const res = await t.request("DELETE", "/api/auth/sessions", { token: mine });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 2 });
    for (const token of others) expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(401);
    expect((await sessionsAs(t, mine)).map((s) => s.current)).toEqual([true]);
  });

  test("signing out ends the session on the server: the token is refused afterwards, wherever it was copied", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const keeper = await tokenFor(t);
    expect((await t.request("POST", "/api/auth/logout", { token })).status).toBe(204);
    expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(401);
    expect((await sessionsAs(t, keeper)).length).toBe(1);
  });

  test("a signed-out cookie is refused too", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const cookie = { cookie: `${SESSION_COOKIE}=${token}`, origin: "http://localhost" };
    expect((await t.request("POST", "/api/auth/logout", { headers: cookie })).status).toBe(204);
    expect((await t.request("GET", "/api/auth/me", { headers: cookie })).status).toBe(401);
  });

  test("a token from before sessions (no sid), or for a session that never existed, is no sign-in", async () => {
    const t = await appWithOwner();
    const exp = Math.floor(t.clock.now() / 1000) + 3600;
    for (const payload of [
      { sub: t.owner.id, exp },
      { sub: t.owner.id, sid: "AAAAAAAAAAAAAAAAAAAAAA", exp },
      { sub: t.owner.id, sid: 5, exp },
    ]) {
      const token = await sign(payload, t.config.jwtSecret, "HS256");
      expect((await t.request("GET", "/api/messages", { token })).status).toBe(401);
      expect((await t.request("GET", "/api/projects", { token })).status).toBe(200);
    }
  });

  test("a session's token for another user is refused", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const { sid } = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sid: string };
    const adminToken = await t.adminToken();
    const adminId = (JSON.parse(Buffer.from(adminToken.split(".")[1]!, "base64url").toString()) as { sub: number }).sub;
    const crossed = await sign({ sub: adminId, sid, exp: Math.floor(t.clock.now() / 1000) + 3600 }, t.config.jwtSecret, "HS256");
    expect((await t.request("GET", "/api/auth/me", { token: crossed })).status).toBe(401);
  });
});

describe("last seen and expiry", () => {
  test("last seen is written at most once a minute", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const [session] = await sessionsAs(t, token);
    const first = lastSeenOf(t, session!.id);
    await t.clock.advance(30_000);
    await t.request("GET", "/api/auth/me", { token });
    expect(lastSeenOf(t, session!.id)).toBe(first);
    await t.clock.advance(31_000);
    await t.request("GET", "/api/auth/me", { token });
    expect(lastSeenOf(t, session!.id)).toBe(new Date(t.clock.now()).toISOString());
  });

  test("a session ends with its token's lifetime; the sweep removes it", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const rows = () => t.db.$client.query("SELECT id FROM sessions").all().length;
    expect(rows()).toBe(1);
    await t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(401);
    await t.scheduler.runNow(SESSION_SWEEP_JOB);
    expect(rows()).toBe(0);
  });
});

describe("changing the password", () => {
  test("needs the current password; then every other session ends and only the new password signs in", async () => {
    const t = await appWithOwner();
    const mine = await tokenFor(t);
    const other = await tokenFor(t);
    const wrong = await t.request("PUT", "/api/auth/password", { token: mine, json: { currentPassword: "not the password", newPassword: "a new password" } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { issues: unknown[] }).issues).toEqual([
      { path: "currentPassword", code: "auth.wrong-password", message: "The password is not correct" },
    ]);
    expect((await t.request("GET", "/api/auth/me", { token: other })).status).toBe(200);

    const res = await t.request("PUT", "/api/auth/password", { token: mine, json: { currentPassword: PASSWORD, newPassword: "a new password" } });
    expect(res.status).toBe(204);
    expect((await t.request("GET", "/api/auth/me", { token: other })).status).toBe(401);
    expect((await t.request("GET", "/api/auth/me", { token: mine })).status).toBe(200);
    expect((await login(t, { email: EMAIL, password: PASSWORD })).status).toBe(401);
    expect((await login(t, { email: EMAIL, password: "a new password" })).status).toBe(200);
    expect(t.log.lines.map((line) => line.text).join("\n")).not.toContain("a new password");
  });

  test("a new password that is too short: 400 with the field's message, nothing changed", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const res = await t.request("PUT", "/api/auth/password", { token, json: { currentPassword: PASSWORD, newPassword: "12345" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(["newPassword"]);
    expect((await login(t)).status).toBe(200);
    expect((await t.request("PUT", "/api/auth/password", { json: { currentPassword: PASSWORD, newPassword: "whatever1" } })).status).toBe(401);
  });
});
