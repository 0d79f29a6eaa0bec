/**
 * The malformed-input fuzz of every route (issue 20, point 7): each route of the table in src/testing/fuzz.ts gets,
 * as a visitor and as the admin, bad ids and names, odd query strings and hostile bodies. Whatever it is sent, an
 * answer is never a 5xx, an API refusal is the contract's JSON error, and a refused request leaves every stored row
 * and file as it was. A route the app serves that the table lacks fails the coverage tests below.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { makeTestApp, type TestApp } from "./testing/test-app";
import { PNG_1x1 } from "./testing/images";
import { BEACON, contractBreach, freshAddress, FUZZ_ROUTES, hasParameter, isApi, pathOf, snapshotOf, type FuzzRoute, type Seed } from "./testing/fuzz";
import { BAD_SEGMENTS, bodyCasesOf, mustRefuse, ODD_HEADERS, ODD_QUERIES, type BodyCase } from "./testing/fuzz-inputs";
import { seedDemo } from "./modules/demo/demo.seed";
import { createAuthRepository } from "./modules/auth/auth.repository";
import { newSessionId } from "./modules/auth/auth.sessions";
import { passkeys } from "./modules/auth/auth.table";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
/** What a browser on the site sends with every request: the beacon reads a body only from a same-origin page. */
const BROWSER = { "user-agent": CHROME, "sec-fetch-site": "same-origin" };
const DRAFT = {
  title: "Un borrador",
  slug: "un-borrador",
  summary: "Un resumen suficientemente largo",
  content: `<p>${"palabra ".repeat(20)}</p>`,
  category: "Pruebas",
};

type Seeded = { t: TestApp; token: string; seed: Seed };

/**
 * An app holding something of every kind a route reads (the demo content, a message, a draft with a preview link,
 * a webhook, a second session, a passkey, an uploaded image, a backup), so that each path reaches its handler.
 */
async function seededApp(): Promise<Seeded> {
  const t = makeTestApp({ tempDataDir: true, config: { trustProxy: 1 } });
  seedDemo(t.db);
  const token = await t.adminToken();
  const asAdmin = async (method: string, path: string, init: { json?: unknown; body?: BodyInit } = {}) => {
    const res = await t.request(method, path, { ...init, token, headers: { "x-forwarded-for": freshAddress() } });
    if (res.status >= 300) throw new Error(`seeding ${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const message = { name: "Visitante", email: "v@example.com", subject: "Una consulta", message: "Un mensaje de prueba." };
  expect((await t.request("POST", "/api/messages", { json: message, headers: { "x-forwarded-for": freshAddress() } })).status).toBe(201);
  const draft = await asAdmin("POST", "/api/articles", { json: DRAFT });
  const { token: previewToken } = (await asAdmin("POST", `/api/articles/${draft.id}/preview-link`)) as { token: string };
  await asAdmin("PUT", "/api/notifications", { json: { webhooks: [{ url: "https://hooks.example/notify", format: "json" }] } });
  const sessionId = newSessionId();
  const at = new Date(t.clock.now()).toISOString();
  createAuthRepository(t.db).sessions.create({ id: sessionId, userId: 1, device: "Phone", at, expiresAt: new Date(t.clock.now() + 3600_000).toISOString() });
  t.db
    .insert(passkeys)
    .values({ userId: 1, credentialId: "AAAA", publicKey: Buffer.from([1, 2, 3]), name: "Laptop", createdAt: at })
    .run();
  const image = new FormData();
  image.append("file", new Blob([PNG_1x1], { type: "image/png" }), "a.png");
  const { url } = (await asAdmin("POST", "/api/uploads/images", { body: image })) as { url: string };
  const { name: backup } = (await asAdmin("POST", "/api/backups")) as { name: string };
  const [article] = (await (await t.request("GET", "/api/articles")).json()) as { slug: string }[];
  return { t, token, seed: { id: 1, slug: article!.slug, token: previewToken, backup, sessionId, upload: url.replace(/^\/uploads\//, "") } };
}

type Case = { label: string; path: string; bodyCase?: BodyCase; headers?: Record<string, string>; refuse: boolean };

/** Bodies an action that reads none is sent as the admin: it may act on them (as on none), so a few suffice. */
const ACTION_BODIES = new Set(["malformed JSON", "a body over 1 MB", "a multipart form", "every field a long string"]);

function casesFor(route: FuzzRoute, caller: "admin" | "visitor", seed: Seed): Case[] {
  const refusedAnyway = caller === "visitor" && route.access === "admin";
  const cases: Case[] = [];
  const placeholder = route.body === "json" ? { label: "{}", headers: { "content-type": "application/json" }, body: "{}" } : undefined;
  if (caller === "visitor") {
    for (const headers of ODD_HEADERS)
      cases.push({ label: `header ${Object.keys(headers).join(", ")}`, path: pathOf(route, seed), bodyCase: placeholder, headers, refuse: refusedAnyway });
  }
  if (hasParameter(route)) {
    for (const bad of BAD_SEGMENTS) {
      const path = pathOf(route, seed, bad);
      // "%2e%2e" is "..": the URL itself leaves /uploads/ (for the site's home page), as a browser's would.
      const refuse = isApi(route) || (route.pattern === "/uploads/*" && new URL(path, "http://localhost").pathname.startsWith("/uploads/"));
      cases.push({ label: `bad segment ${bad.slice(0, 40)}`, path, bodyCase: placeholder, refuse });
    }
  }
  if (route.method === "GET" || route.method === "HEAD") {
    for (const query of ODD_QUERIES) cases.push({ label: `query ${query.slice(0, 60)}`, path: `${pathOf(route, seed)}?${query}`, refuse: refusedAnyway });
  }
  // Last: an action may act on these (end the session, delete what the path names).
  for (const bodyCase of bodyCasesOf(route)) {
    if (caller === "admin" && route.body === "none" && !ACTION_BODIES.has(bodyCase.label)) continue;
    cases.push({ label: bodyCase.label, path: pathOf(route, seed), bodyCase, refuse: refusedAnyway || mustRefuse(route, bodyCase) });
  }
  return cases;
}

function requestOf(route: FuzzRoute, caller: "admin" | "visitor", token: string, { bodyCase, path, headers: odd }: Case): Request {
  const headers: Record<string, string> = { ...BROWSER, "x-forwarded-for": freshAddress(), ...bodyCase?.headers, ...odd };
  if (caller === "admin") headers.authorization = `Bearer ${token}`;
  return new Request(`http://localhost${path}`, { method: route.method, headers, body: bodyCase?.body ?? null });
}

/** Every case of one route, from a fresh seeded app; returns what broke the contract, one line per case. */
async function fuzz(route: FuzzRoute): Promise<string[]> {
  const { t, token, seed } = await seededApp();
  const failures: string[] = [];
  try {
    for (const caller of ["visitor", "admin"] as const) {
      for (const fuzzCase of casesFor(route, caller, seed)) {
        const where = `${caller} ${route.method} ${fuzzCase.path.slice(0, 80)} [${fuzzCase.label}]`;
        const options = { updateOfNothing: fuzzCase.bodyCase?.unknownOnly === true };
        const before = snapshotOf(t.db.$client, t.config.dataDir, options);
        const res = await t.app.request(requestOf(route, caller, token, fuzzCase));
        const breach = await contractBreach(route, res);
        if (breach) failures.push(`${where}: ${breach}`);
        if (fuzzCase.refuse && res.status < 400 && route !== BEACON) failures.push(`${where}: accepted (${res.status}), must be refused`);
        const mayAct = res.status < 400 && route.body === "none";
        if (!mayAct && snapshotOf(t.db.$client, t.config.dataDir, options) !== before) failures.push(`${where}: stored data changed (${res.status})`);
        if ("polluted" in Object.prototype || "admin" in Object.prototype) failures.push(`${where}: Object.prototype polluted`);
      }
    }
  } finally {
    t.cleanup();
  }
  return failures;
}

describe("the fuzz table covers every route", () => {
  test("every route the app's router serves is in the table, and the table names no route it does not serve", async () => {
    const t = makeTestApp();
    try {
      // ALL entries are middleware (app.use) and the API's 404; the source scan below catches an `.all(...)` route.
      const served = new Set(t.app.routes.filter(({ method }) => method !== "ALL").map(({ method, path }) => `${method} ${path}`));
      const listed = new Set(FUZZ_ROUTES.filter((route) => route !== BEACON).map(({ method, pattern }) => `${method} ${pattern}`));
      expect([...served].filter((route) => !listed.has(route))).toEqual([]);
      expect([...listed].filter((route) => !served.has(route))).toEqual([]);
    } finally {
      t.cleanup();
    }
  });

  test("every route the modules declare (.get/.post/.put/.patch/.delete/.all/.on in *.routes.ts) is in the table", () => {
    const modules = join(import.meta.dir, "modules");
    const declared: string[] = [];
    const declaration = /\.(get|post|put|patch|delete|all|on)\(\s*(?:(\[[^\]]*\]),\s*)?("([^"]*)"|`([^`]*)`)/g;
    for (const folder of readdirSync(modules)) {
      for (const file of readdirSync(join(modules, folder)).filter((name) => name.endsWith(".routes.ts"))) {
        const source = readFileSync(join(modules, folder, file), "utf8");
        for (const [, method, methods, , literal, template] of source.matchAll(declaration)) {
          // c.get("user") and the like read the context, they declare nothing.
          const path = literal ?? template!;
          if (!path.startsWith("/") && path !== "*") continue;
          const names = method === "on" ? JSON.parse(methods!.replaceAll("'", '"')) : [method!.toUpperCase()];
          for (const name of names as string[]) declared.push(`${name} ${path.replace(/\$\{path\}/, "")}`);
        }
      }
    }
    expect(declared.length).toBeGreaterThan(80);
    const uncovered = declared.filter((entry) => {
      const [method, path] = entry.split(" ");
      return !FUZZ_ROUTES.some((route) => (route.method === method || method === "ALL") && route.pattern.endsWith(path!));
    });
    expect(uncovered).toEqual([]);
    // The beacon is declared in stats.edge.ts, in front of the router.
    expect(readFileSync(join(modules, "stats/stats.edge.ts"), "utf8")).toContain(`HIT_PATH = "${BEACON.pattern}"`);
  });
});

describe("every route, fuzzed as visitor and as admin: no 5xx, the contract's JSON error, stored data unchanged", () => {
  test.each(FUZZ_ROUTES.map((route) => [`${route.method} ${route.pattern}`, route] as const))(
    "%s",
    async (_name, route) => {
      expect(await fuzz(route)).toEqual([]);
    },
    60_000,
  );
});

describe("what the fuzz found", () => {
  // valibot's object schemas take an array for an object: `[]` was an accepted update of nothing (and dated the article).
  test.each(["/api/articles/1", "/api/projects/1", "/api/skills/1", "/api/site-info", "/api/notifications"])(
    "an array sent to PUT %s is a 400 and changes nothing",
    async (path) => {
      const { t, token } = await seededApp();
      try {
        const before = snapshotOf(t.db.$client, t.config.dataDir);
        for (const body of ["[]", '[{"title": "x"}]', "[[[]]]"]) {
          const res = await t.request("PUT", path, { token, body, headers: { "content-type": "application/json" } });
          expect(res.status).toBe(400);
          expect(await res.json()).toEqual({ message: "Request body must be a JSON object" });
        }
        expect(snapshotOf(t.db.$client, t.config.dataDir)).toBe(before);
      } finally {
        t.cleanup();
      }
    },
  );
});
