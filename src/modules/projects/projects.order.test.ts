import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { PROJECT_ORDER_MESSAGES } from "../../shared/schemas/projects";
import { SESSION_COOKIE } from "../auth/auth.middleware";

/** PUT /api/projects/order: the admin's drag and drop, saved in one transaction. */
let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

type Listed = { id: number; title: string; order: number } & Record<string, unknown>;

async function createProject(title: string, order = 0): Promise<Listed> {
  const res = await t.request("POST", "/api/projects", {
    admin: true,
    json: { title, description: "Una descripción suficiente.", technologies: ["Go"], order, translations: { en: { title: `${title} (en)` } } },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Listed;
}

const reorder = (ids: unknown, init: { admin?: boolean; token?: string; headers?: Record<string, string> } = { admin: true }) =>
  t.request("PUT", "/api/projects/order", { ...init, json: ids === undefined ? {} : { ids } });

async function listed(lang?: string): Promise<Listed[]> {
  return (await (await t.request("GET", `/api/projects${lang ? `?lang=${lang}` : ""}`)).json()) as Listed[];
}

async function issuesOf(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
  expect(body.message).toBe("Validation failed");
  return body.issues;
}

describe("PUT /api/projects/order", () => {
  test("shows the projects in the order sent, numbered one apart from 0, and answers the list as the admin reads it", async () => {
    const a = await createProject("Primero", 0);
    const b = await createProject("Segundo", 1);
    const c = await createProject("Tercero", 2);
    const res = await reorder([c.id, a.id, b.id]);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Listed[];
    expect(answer.map((p) => [p.id, p.order])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    // The admin's shape: Spanish plus translations, every other field kept.
    expect(answer[0]).toEqual({ ...c, order: 0 });
    expect(answer).toEqual(await listed());
    // Visitors read the same order, in their language.
    expect((await listed("en")).map((p) => p.title)).toEqual(["Tercero (en)", "Primero (en)", "Segundo (en)"]);
  });

  test("the lowest order stays where it was: a list that started at 0 ('Actualidad') still does, one that started at 5 too", async () => {
    const a = await createProject("Uno", 5);
    const b = await createProject("Dos", 9);
    expect(((await (await reorder([b.id, a.id])).json()) as Listed[]).map((p) => [p.id, p.order])).toEqual([
      [b.id, 5],
      [a.id, 6],
    ]);
    // Ties (every project left at order 0) become one distinct place each, so the order sent is the order shown.
    const c = await createProject("Tres", -2);
    const d = await createProject("Cuatro", -2);
    const answer = (await (await reorder([d.id, a.id, c.id, b.id])).json()) as Listed[];
    expect(answer.map((p) => [p.id, p.order])).toEqual([
      [d.id, -2],
      [a.id, -1],
      [c.id, 0],
      [b.id, 1],
    ]);
  });

  test("projects left out (added in another tab meanwhile) follow the listed ones, in their order", async () => {
    const a = await createProject("Uno", 0);
    const b = await createProject("Dos", 1);
    const c = await createProject("Tres", 2);
    const d = await createProject("Cuatro", 3);
    const answer = (await (await reorder([c.id, a.id])).json()) as Listed[];
    expect(answer.map((p) => p.id)).toEqual([c.id, a.id, b.id, d.id]);
    expect(answer.map((p) => p.order)).toEqual([0, 1, 2, 3]);
  });

  test("an id no project has is a 400 on ids, and nothing changes (one transaction)", async () => {
    const a = await createProject("Uno", 0);
    const b = await createProject("Dos", 1);
    const before = await listed();
    expect(await issuesOf(await reorder([b.id, 999, a.id]))).toEqual([{ path: "ids", message: PROJECT_ORDER_MESSAGES.unknown(999) }]);
    expect(await listed()).toEqual(before);
  });

  test.each([
    ["missing", undefined, PROJECT_ORDER_MESSAGES.ids],
    ["not a list", "1,2", PROJECT_ORDER_MESSAGES.ids],
    ["empty", [], PROJECT_ORDER_MESSAGES.ids],
    ["a repeated id", [1, 1], PROJECT_ORDER_MESSAGES.ids],
    ["a string id", ["1"], PROJECT_ORDER_MESSAGES.ids],
    ["zero", [0], PROJECT_ORDER_MESSAGES.ids],
    ["a negative id", [-1], PROJECT_ORDER_MESSAGES.ids],
    ["a fraction", [1.5], PROJECT_ORDER_MESSAGES.ids],
    ["an unsafe integer", [2 ** 53], PROJECT_ORDER_MESSAGES.ids],
    ["null", [null], PROJECT_ORDER_MESSAGES.ids],
    ["over 1000 ids", Array.from({ length: 1001 }, (_, i) => i + 1), PROJECT_ORDER_MESSAGES.tooMany],
  ])("%s: 400 with one message on ids", async (_, ids, message) => {
    await createProject("Uno");
    expect(await issuesOf(await reorder(ids))).toEqual([{ path: "ids", message }]);
  });

  test("malformed JSON, an array or a bare value is a 400, never a 500", async () => {
    for (const body of ["{nope", "[1,2]", "3"]) {
      const res = await t.request("PUT", "/api/projects/order", { admin: true, body, headers: { "content-type": "application/json" } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeString();
    }
  });

  test("admin only: no token, a forged or garbage token is 401; the cookie needs the site's own Origin", async () => {
    const a = await createProject("Uno", 0);
    const b = await createProject("Dos", 1);
    for (const init of [{}, { token: "garbage" }, { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.forged" }]) {
      const res = await reorder([b.id, a.id], init);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBeString();
    }
    const cookie = `${SESSION_COOKIE}=${await t.adminToken()}`;
    expect((await reorder([b.id, a.id], { headers: { cookie } })).status).toBe(403);
    expect((await reorder([b.id, a.id], { headers: { cookie, origin: "https://evil.example" } })).status).toBe(403);
    expect((await listed()).map((p) => p.id)).toEqual([a.id, b.id]);
    expect((await reorder([b.id, a.id], { headers: { cookie, origin: "http://localhost" } })).status).toBe(200);
    expect((await listed()).map((p) => p.id)).toEqual([b.id, a.id]);
  });

  test("/api/projects/order is not a project id for the other verbs", async () => {
    expect((await t.request("GET", "/api/projects/order")).status).toBe(400);
    expect((await t.request("DELETE", "/api/projects/order", { admin: true })).status).toBe(400);
  });
});
