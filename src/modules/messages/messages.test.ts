import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { createMessagesRepository } from "./messages.repository";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";

const contact = {
  name: "Ana Pérez",
  email: "ana@example.com",
  subject: "Propuesta de proyecto",
  message: "Hola, me gustaría hablar de un proyecto.",
};

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ clock: createManualClock(Date.parse("2025-01-01T10:00:00.000Z")) });
});
afterEach(() => t.cleanup());

const send = (body: object = contact, headers?: Record<string, string>) => t.request("POST", "/api/messages", { json: body, headers });

async function issuesOf(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { issues: { path: string; message: string }[] }).issues;
}

describe("POST /api/messages", () => {
  test("a visitor's message answers 201 with the Message", async () => {
    const res = await send();
    expect(res.status).toBe(201);
    const message = await res.json();
    expect(message).toEqual({ id: expect.any(Number), ...contact, read: false, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(createMessagesRepository(t.db).list()).toHaveLength(1);
  });

  test("never echoes the honeypot field; an empty honeypot is a real message", async () => {
    const res = await send({ ...contact, website: "" });
    expect(res.status).toBe(201);
    expect(await res.json()).not.toHaveProperty("website");
    expect(createMessagesRepository(t.db).list()).toHaveLength(1);
  });

  test("a filled honeypot answers 201 and stores nothing", async () => {
    const res = await send({ ...contact, website: "https://spam.example" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ name: contact.name, read: false });
    expect(body).not.toHaveProperty("website");
    expect(createMessagesRepository(t.db).list()).toHaveLength(0);
  });

  test("each spec §5 message, word for word", async () => {
    const res = await send({ name: "A", email: "not-an-email", subject: "Hey", message: "Short" });
    expect(await issuesOf(res)).toEqual([
      { path: "name", message: "Name must be at least 2 characters" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "subject", message: "Subject must be at least 5 characters" },
      { path: "message", message: "Message must be at least 10 characters" },
    ]);
  });

  test("fields left out report the same messages; text is trimmed before counting", async () => {
    const res = await send({ name: "  A  ", message: "         x" });
    expect(await issuesOf(res)).toEqual([
      { path: "name", message: "Name must be at least 2 characters" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "subject", message: "Subject must be at least 5 characters" },
      { path: "message", message: "Message must be at least 10 characters" },
    ]);
  });

  test("malformed JSON is 400", async () => {
    const res = await t.request("POST", "/api/messages", { body: "{", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
  });
});

describe("contact rate limit", () => {
  test("the 6th message from one address within 10 minutes is 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect((await limited.json()).message).toBeString();
    expect(createMessagesRepository(t.db).list()).toHaveLength(5);
  });

  test("honeypot submissions count too; invalid ones do not", async () => {
    for (let i = 0; i < 3; i++) expect((await send({ name: "x" })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send({ ...contact, website: "spam" })).status).toBe(201);
    expect((await send()).status).toBe(429);
  });

  test("once the window has passed, messages are accepted again", async () => {
    for (let i = 0; i < 5; i++) await send();
    expect((await send()).status).toBe(429);
    await t.clock.advance(10 * 60 * 1000 + 1);
    expect((await send()).status).toBe(201);
  });

  test("each app counts on its own", async () => {
    for (let i = 0; i < 5; i++) await send();
    const other = makeTestApp();
    try {
      expect((await other.request("POST", "/api/messages", { json: contact })).status).toBe(201);
    } finally {
      other.cleanup();
    }
  });
});

describe("admin calls", () => {
  test("GET /api/messages lists newest first", async () => {
    const repo = createMessagesRepository(t.db);
    const older = repo.create(contact);
    const newer = repo.create({ ...contact, name: "Luis" });
    t.db.$client.run("UPDATE messages SET created_at = '2024-01-01T00:00:00.000Z' WHERE id = ?", [older.id]);
    const sameTimeAsOlder = repo.create({ ...contact, name: "Eva" });
    t.db.$client.run("UPDATE messages SET created_at = '2024-01-01T00:00:00.000Z' WHERE id = ?", [sameTimeAsOlder.id]);

    const res = await t.request("GET", "/api/messages", { admin: true });
    expect(res.status).toBe(200);
    const list = (await res.json()) as ({ id: number } & Record<string, unknown>)[];
    expect(list.map((m) => m.id)).toEqual([newer.id, sameTimeAsOlder.id, older.id]);
    expect(list[0]).toEqual({ ...newer, delivery: { state: "none", attempts: 0, lastError: null } });
  });

  test("POST /api/messages/:id/read answers 200 with the message marked read", async () => {
    const { id } = await (await send()).json();
    const res = await t.request("POST", `/api/messages/${id}/read`, { admin: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, read: true, name: contact.name });
    expect((await t.request("POST", "/api/messages/999/read", { admin: true })).status).toBe(404);
    expect((await t.request("POST", "/api/messages/abc/read", { admin: true })).status).toBe(400);
  });

  test("DELETE /api/messages/:id answers 204, then 404", async () => {
    const { id } = await (await send()).json();
    expect((await t.request("DELETE", `/api/messages/${id}`, { admin: true })).status).toBe(204);
    expect((await t.request("DELETE", `/api/messages/${id}`, { admin: true })).status).toBe(404);
    expect(createMessagesRepository(t.db).list()).toHaveLength(0);
  });

  test.each([
    ["GET", "/api/messages"],
    ["POST", "/api/messages/1/read"],
    ["DELETE", "/api/messages/1"],
  ])("%s %s without a token is 401", async (method, path) => {
    await send();
    expect((await t.request(method, path)).status).toBe(401);
    expect((await t.request(method, path, { token: "expired-or-garbage" })).status).toBe(401);
  });
});
