import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { PROJECT_MESSAGES } from "../../shared/schemas/projects";

const validProject = {
  title: "Panel de ventas",
  description: "Un panel de control para el equipo comercial.",
  imageUrl: "https://example.com/panel.png",
  projectUrl: "https://example.com/panel",
  technologies: ["React", "SQLite"],
  featured: true,
  order: 2,
};

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

async function createProject(overrides: Record<string, unknown> = {}) {
  const res = await t.request("POST", "/api/projects", { admin: true, json: { ...validProject, ...overrides } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; createdAt: string } & Record<string, unknown>;
}

async function issuesOf(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
  return body.issues;
}

describe("POST /api/projects", () => {
  test("creates a project and answers 201 with the entity, dated now by the database", async () => {
    const before = Date.now();
    const project = await createProject();
    expect(project).toEqual({
      id: expect.any(Number),
      ...validProject,
      period: "",
      translations: {},
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.parse(project.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(project.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test("an edit keeps the date the project was added; the API cannot set it", async () => {
    const { id, createdAt } = await createProject();
    const res = await t.request("PUT", `/api/projects/${id}`, { admin: true, json: { title: "Otro título", createdAt: "2020-01-01T00:00:00.000Z" } });
    expect(res.status).toBe(200);
    expect((await res.json()).createdAt).toBe(createdAt);
  });

  test("fills defaults: no URLs are null, featured false, order 0; technologies trimmed and deduplicated", async () => {
    const res = await t.request("POST", "/api/projects", {
      admin: true,
      json: { title: "Mínimo", description: "Descripción suficiente.", technologies: [" Go ", "Go", ""], imageUrl: "" },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ imageUrl: null, projectUrl: null, featured: false, order: 0, technologies: ["Go"] });
  });

  test("each spec §5 message, word for word, with the field as path", async () => {
    const res = await t.request("POST", "/api/projects", {
      admin: true,
      json: { title: "ab", description: "short", imageUrl: "not a url", projectUrl: "ftp://x", technologies: [] },
    });
    expect(await issuesOf(res)).toEqual([
      { path: "title", message: "Title must be at least 3 characters." },
      { path: "description", message: "Description must be at least 10 characters." },
      { path: "imageUrl", message: "Please enter a valid URL." },
      { path: "projectUrl", message: "Please enter a valid URL." },
      { path: "technologies", message: "Add at least one technology." },
    ]);
  });

  test("fields left out report their own message, not a generic one", async () => {
    const res = await t.request("POST", "/api/projects", { admin: true, json: {} });
    expect(await issuesOf(res)).toEqual([
      { path: "title", message: PROJECT_MESSAGES.title },
      { path: "description", message: PROJECT_MESSAGES.description },
      { path: "technologies", message: PROJECT_MESSAGES.technologies },
    ]);
  });

  test.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "JaVaScRiPt:alert(1)", "//evil.example/x"])(
    "refuses the URL %p with 400",
    async (url) => {
      for (const field of ["imageUrl", "projectUrl"]) {
        const res = await t.request("POST", "/api/projects", { admin: true, json: { ...validProject, [field]: url } });
        expect(await issuesOf(res)).toEqual([{ path: field, message: PROJECT_MESSAGES.url }]);
      }
    },
  );

  test("accepts a site path such as an uploaded image", async () => {
    const project = await createProject({ imageUrl: "/uploads/0123456789abcdef0123456789abcdef.png" });
    expect(project.imageUrl).toBe("/uploads/0123456789abcdef0123456789abcdef.png");
  });

  test("malformed JSON and a non-object body are 400, never 500", async () => {
    const malformed = await t.request("POST", "/api/projects", { admin: true, body: "{nope", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBeString();
    const array = await t.request("POST", "/api/projects", { admin: true, json: [1, 2] });
    expect(array.status).toBe(400);
  });
});

describe("reads", () => {
  test("GET /api/projects sorts by order, then id", async () => {
    const b = await createProject({ title: "Segundo", order: 1 });
    const a = await createProject({ title: "Primero", order: 0 });
    const c = await createProject({ title: "Tercero", order: 1 });
    const res = await t.request("GET", "/api/projects");
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: number }[];
    expect(list.map((p) => p.id)).toEqual([a.id, b.id, c.id]);
  });

  test("GET /api/projects/featured lists only featured projects, in order", async () => {
    const later = await createProject({ featured: true, order: 5 });
    await createProject({ featured: false, order: 0 });
    const first = await createProject({ featured: true, order: 1 });
    const res = await t.request("GET", "/api/projects/featured");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }[]).map((p) => p.id)).toEqual([first.id, later.id]);
  });

  test("GET /api/projects/:id answers the project, 404 when missing, 400 for a bad id", async () => {
    const project = await createProject();
    const found = await t.request("GET", `/api/projects/${project.id}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(project);
    const missing = await t.request("GET", "/api/projects/999");
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBeString();
    for (const bad of ["abc", "0", "-1", "1.5", "1e3"]) {
      expect((await t.request("GET", `/api/projects/${bad}`)).status).toBe(400);
    }
  });

  test("a visitor with a garbage token reads as a visitor, never 401", async () => {
    await createProject();
    const res = await t.request("GET", "/api/projects", { token: "garbage.token.here" });
    expect(res.status).toBe(200);
  });
});

describe("languages", () => {
  const translations = { en: { title: "Sales dashboard", description: "A dashboard for the sales team." }, fr: { title: "Tableau des ventes" } };

  test("without ?lang= the Spanish fields plus the whole translations object", async () => {
    const project = await createProject({ translations });
    const body = await (await t.request("GET", `/api/projects/${project.id}`)).json();
    expect(body).toMatchObject({ title: validProject.title, translations });
    expect(body.lang).toBeUndefined();
  });

  test("?lang=en answers in English with lang en and no translations", async () => {
    const project = await createProject({ translations });
    const body = await (await t.request("GET", `/api/projects/${project.id}?lang=en`)).json();
    expect(body).toMatchObject({ title: "Sales dashboard", description: "A dashboard for the sales team.", lang: "en" });
    expect(body.translations).toBeUndefined();
  });

  test("a field missing in the translation falls back to Spanish", async () => {
    await createProject({ translations });
    const [body] = await (await t.request("GET", "/api/projects?lang=fr")).json();
    expect(body).toMatchObject({ title: "Tableau des ventes", description: validProject.description, lang: "fr" });
  });

  test("a language with no translation answers Spanish with lang es; an unknown code is es", async () => {
    await createProject({ translations });
    for (const lang of ["de", "xx", ""]) {
      const [body] = await (await t.request("GET", `/api/projects/featured?lang=${lang}`)).json();
      expect(body).toMatchObject({ title: validProject.title, lang: "es" });
      expect(body.translations).toBeUndefined();
    }
  });

  test("translations into an unknown language are refused", async () => {
    const res = await t.request("POST", "/api/projects", { admin: true, json: { ...validProject, translations: { xx: { title: "?" } } } });
    expect(res.status).toBe(400);
  });
});

describe("PUT /api/projects/:id", () => {
  test("fields left out keep their value", async () => {
    const project = await createProject({ translations: { en: { title: "Sales dashboard" } } });
    const res = await t.request("PUT", `/api/projects/${project.id}`, { admin: true, json: { title: "Nuevo título" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...project, title: "Nuevo título" });
  });

  test("an explicit null or empty URL clears it", async () => {
    const project = await createProject();
    const res = await t.request("PUT", `/api/projects/${project.id}`, { admin: true, json: { imageUrl: null, projectUrl: "" } });
    expect(await res.json()).toMatchObject({ imageUrl: null, projectUrl: null, title: validProject.title });
  });

  test("an empty body changes nothing; validation still applies to fields sent", async () => {
    const project = await createProject();
    const same = await t.request("PUT", `/api/projects/${project.id}`, { admin: true, json: {} });
    expect(await same.json()).toEqual(project);
    const bad = await t.request("PUT", `/api/projects/${project.id}`, { admin: true, json: { technologies: [], imageUrl: "javascript:x" } });
    expect(await issuesOf(bad)).toEqual([
      { path: "imageUrl", message: PROJECT_MESSAGES.url },
      { path: "technologies", message: PROJECT_MESSAGES.technologies },
    ]);
  });

  test("404 for a missing project, 400 for a bad id", async () => {
    expect((await t.request("PUT", "/api/projects/42", { admin: true, json: { title: "Nuevo título" } })).status).toBe(404);
    expect((await t.request("PUT", "/api/projects/x", { admin: true, json: { title: "Nuevo título" } })).status).toBe(400);
  });
});

describe("DELETE /api/projects/:id", () => {
  test("204, then 404", async () => {
    const project = await createProject();
    const res = await t.request("DELETE", `/api/projects/${project.id}`, { admin: true });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await t.request("GET", `/api/projects/${project.id}`)).status).toBe(404);
    expect((await t.request("DELETE", `/api/projects/${project.id}`, { admin: true })).status).toBe(404);
  });
});

describe("admin only", () => {
  test.each([
    ["POST", "/api/projects"],
    ["PUT", "/api/projects/1"],
    ["DELETE", "/api/projects/1"],
  ])("%s %s without a token is 401", async (method, path) => {
    await createProject();
    const res = await t.request(method, path, { json: validProject });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBeString();
    const forged = await t.request(method, path, { json: validProject, token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.forged" });
    expect(forged.status).toBe(401);
  });
});

describe("period", () => {
  test("the owner's own words, trimmed, translatable, kept when left out of a change and cleared with an empty string", async () => {
    const project = await createProject({ period: "  2021 – 2023 ", translations: { en: { period: "2021 – now" } } });
    expect(project).toMatchObject({ period: "2021 – 2023", translations: { en: { period: "2021 – now" } } });
    expect(await (await t.request("GET", `/api/projects/${project.id}?lang=en`)).json()).toMatchObject({ period: "2021 – now", lang: "en" });
    expect(await (await t.request("GET", `/api/projects/${project.id}?lang=fr`)).json()).toMatchObject({ period: "2021 – 2023", lang: "es" });
    const kept = await t.request("PUT", `/api/projects/${project.id}`, { admin: true, json: { title: "Otro título" } });
    expect(await kept.json()).toMatchObject({ period: "2021 – 2023" });
    const cleared = await t.request("PUT", `/api/projects/${project.id}`, { admin: true, json: { period: "" } });
    expect(await cleared.json()).toMatchObject({ period: "" });
  });

  test("longer than 40 characters, or not text, is refused with its message, in a translation too", async () => {
    const message = [{ path: "period", message: "The period must be at most 40 characters." }];
    expect(await issuesOf(await t.request("POST", "/api/projects", { admin: true, json: { ...validProject, period: "x".repeat(41) } }))).toEqual(message);
    expect(await issuesOf(await t.request("POST", "/api/projects", { admin: true, json: { ...validProject, period: 2021 } }))).toEqual(message);
    const translated = await issuesOf(
      await t.request("POST", "/api/projects", { admin: true, json: { ...validProject, translations: { en: { period: "y".repeat(41) } } } }),
    );
    expect(translated).toEqual([{ path: "translations.en.period", message: "The period must be at most 40 characters." }]);
    expect((await t.request("POST", "/api/projects", { admin: true, json: { ...validProject, period: "x".repeat(40) } })).status).toBe(201);
  });
});
