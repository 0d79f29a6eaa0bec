import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { DomainError } from "../../lib/errors";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { ARTICLE_MESSAGES } from "../../shared/schemas/articles";
import { CV_MESSAGES } from "../../shared/schemas/cv";
import { messages } from "../messages/messages.table";
import { PROJECT_MESSAGES } from "../../shared/schemas/projects";
import { projects } from "../projects/projects.table";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { sampleDocument } from "./portability.fixture";
import { exportPortfolio, importPortfolio } from "./portability.usecases";
import { emptyHomePageTexts } from "../../shared/schemas/site-info";

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ clock: createManualClock(Date.parse("2024-06-15T23:30:00.000Z")) });
});
afterEach(() => t.cleanup());

const withoutStamp = ({ exportedAt: _exportedAt, ...content }: { exportedAt: string }) => content;

function importError(document: unknown): DomainError {
  try {
    importPortfolio(t.db, document, t.clock);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("the import was accepted");
}

describe("exportPortfolio", () => {
  test("an empty site: the format header, empty lists and default settings", () => {
    const document = exportPortfolio(t.db, createManualClock(Date.parse("2024-01-02T03:04:05.000Z")));
    expect(document).toEqual({
      format: "portfolio-export",
      version: 1,
      exportedAt: "2024-01-02T03:04:05.000Z",
      siteInfo: {
        ownerName: "",
        about: "",
        contactEmail: "",
        contactPhone: "",
        contactLocation: "",
        cvFileUrl: null,
        heroImageUrl: null,
        socialLinks: {},
        ...emptyHomePageTexts(),
        translations: {},
      },
      projects: [],
      articles: [],
      experiences: [],
      education: [],
      skills: [],
      subscribers: [],
    });
  });

  test("carries translations, and no users, messages or secrets", async () => {
    await t.adminToken();
    t.db.insert(messages).values({ name: "Visitante", email: "v@example.com", subject: "Hola hola", message: "Un mensaje privado" }).run();
    importPortfolio(t.db, sampleDocument(), t.clock);
    const text = JSON.stringify(exportPortfolio(t.db, t.clock));
    expect(text).toContain('"translations":{"en":{"title":"Data dashboard"');
    for (const secret of ["admin@example.com", "not-a-real-hash", "Un mensaje privado", t.config.jwtSecret, "password", "users", "messages"]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("importPortfolio", () => {
  test("answers the counts", () => {
    expect(importPortfolio(t.db, sampleDocument(), t.clock)).toEqual({ projects: 2, articles: 2, experiences: 1, education: 1, skills: 2, subscribers: 2 });
  });

  test("round trip: export, import, export gives the same content", () => {
    importPortfolio(t.db, sampleDocument(), t.clock);
    const first = exportPortfolio(t.db, t.clock);
    expect(withoutStamp(first)).toEqual(withoutStamp(sampleDocument()));

    const other = makeTestApp();
    try {
      importPortfolio(other.db, JSON.parse(JSON.stringify(first)), other.clock);
      expect(withoutStamp(exportPortfolio(other.db, other.clock))).toEqual(withoutStamp(first));
    } finally {
      other.cleanup();
    }
  });

  test("replaces all content; users and messages stay", async () => {
    await t.adminToken();
    t.db.insert(messages).values({ name: "Visitante", email: "v@example.com", subject: "Hola hola", message: "Un mensaje privado" }).run();
    importPortfolio(t.db, sampleDocument(), t.clock);
    const smaller = { ...sampleDocument(), projects: [sampleDocument().projects[1]!], articles: [], skills: [] };
    expect(importPortfolio(t.db, smaller, t.clock)).toEqual({ projects: 1, articles: 0, experiences: 1, education: 1, skills: 0, subscribers: 2 });
    const after = exportPortfolio(t.db, t.clock);
    expect(after.projects.map((p) => p.title)).toEqual(["Otro proyecto"]);
    expect(after.articles).toEqual([]);
    expect(t.db.select().from(messages).all()).toHaveLength(1);
    expect((await t.request("GET", "/api/auth/me", { admin: true })).status).toBe(200);
  });

  test("site settings left out of the document are reset, not kept", () => {
    importPortfolio(t.db, sampleDocument(), t.clock);
    importPortfolio(t.db, { ...sampleDocument(), siteInfo: { about: "Solo esto." } }, t.clock);
    expect(exportPortfolio(t.db, t.clock).siteInfo).toMatchObject({
      about: "Solo esto.",
      contactEmail: "",
      cvFileUrl: null,
      heroImageUrl: null,
      socialLinks: {},
    });
  });

  test("article HTML is sanitised on import, in every language", () => {
    const clean = sampleDocument().articles[0]!;
    const cleanEnglish = clean.translations.en!.content;
    const document = sampleDocument();
    document.articles[0] = {
      ...clean,
      content: `${clean.content}<script>alert(1)</script><img src="x" onerror="alert(1)">`,
      translations: { en: { ...clean.translations.en!, content: `${cleanEnglish}<a href="javascript:alert(1)" onclick="x">y</a>` } },
    };
    importPortfolio(t.db, document, t.clock);
    const stored = exportPortfolio(t.db, t.clock).articles[0]!;
    expect(stored.content).toBe(clean.content);
    expect(stored.translations.en?.content).toBe(`${cleanEnglish}<a rel="noopener noreferrer">y</a>`);
  });

  test("dates are kept; a published article without publishedAt takes its createdAt", () => {
    const document = sampleDocument();
    document.articles[0]!.publishedAt = null;
    document.articles[0]!.createdAt = "2024-03-30T11:00:00+02:00";
    importPortfolio(t.db, document, t.clock);
    const [published, draft] = exportPortfolio(t.db, t.clock).articles;
    expect(published).toMatchObject({ createdAt: "2024-03-30T09:00:00.000Z", publishedAt: "2024-03-30T09:00:00.000Z" });
    expect(draft).toMatchObject({ createdAt: "2024-04-10T09:00:00.000Z", updatedAt: "2024-04-11T09:00:00.000Z", publishedAt: null });
  });

  test("a project keeps the date it was added; one without a date stays undated (it never counts as new)", () => {
    const document = sampleDocument();
    document.projects[0]!.createdAt = "2024-02-01T10:00:00+01:00";
    const { createdAt: _c, ...undated } = document.projects[1]!;
    importPortfolio(t.db, { ...document, projects: [document.projects[0]!, undated] }, t.clock);
    expect(exportPortfolio(t.db, t.clock).projects.map((project) => project.createdAt)).toEqual(["2024-02-01T09:00:00.000Z", null]);
    expect(importError({ ...document, projects: [{ ...undated, createdAt: "yesterday" }] }).issues?.[0]?.path).toBe("projects.0.createdAt");
  });

  test("an article without dates gets them from the server", () => {
    const { publishedAt: _p, createdAt: _c, updatedAt: _u, ...undated } = sampleDocument().articles[1]!;
    importPortfolio(t.db, { ...sampleDocument(), articles: [undated] }, t.clock);
    const [article] = exportPortfolio(t.db, t.clock).articles;
    expect(article!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(article!.publishedAt).toBeNull();
  });
});

describe("an invalid document changes nothing", () => {
  beforeEach(() => {
    importPortfolio(t.db, sampleDocument(), t.clock);
  });

  function expectUnchanged() {
    expect(withoutStamp(exportPortfolio(t.db, t.clock))).toEqual(withoutStamp(sampleDocument()));
  }

  test.each([
    ["not an object", "hola", ""],
    ["wrong format", { ...sampleDocument(), format: "something-else" }, "format"],
    ["wrong version", { ...sampleDocument(), version: 2 }, "version"],
    ["a list missing", { ...sampleDocument(), skills: undefined }, "skills"],
    ["no site settings", { ...sampleDocument(), siteInfo: undefined }, "siteInfo"],
  ])("%s", (_name, document, path) => {
    const error = importError(document);
    expect(error.status).toBe(400);
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
    expectUnchanged();
  });

  test("issues point into the document with the editors' messages", () => {
    const document = sampleDocument();
    document.projects[1]!.title = "ab";
    document.articles[1]!.summary = "corto";
    document.articles[1]!.published = true;
    document.skills[0]!.items = [];
    (document.experiences[0] as { startDate: string }).startDate = "";
    document.siteInfo.heroImageUrl = "javascript:alert(1)";
    const error = importError(document);
    expect(error.status).toBe(400);
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: "projects.1.title", code: "project.title", message: PROJECT_MESSAGES.title },
        { path: "articles.1.summary", code: "article.summary", message: ARTICLE_MESSAGES.summary },
        { path: "skills.0.items", code: "cv.items", message: CV_MESSAGES.items },
        { path: "experiences.0.startDate", code: "cv.start-date", message: CV_MESSAGES.startDate },
        { path: "siteInfo.heroImageUrl", code: "site-info.hero-url", message: expect.any(String) },
      ]),
    );
    expectUnchanged();
  });

  test("a bad timestamp", () => {
    const document = sampleDocument();
    document.articles[0]!.createdAt = "yesterday";
    expect(importError(document).issues?.map((issue) => issue.path)).toEqual(["articles.0.createdAt"]);
    expectUnchanged();
  });

  test("the same slug twice inside the document", () => {
    const document = sampleDocument();
    document.articles.push({ ...document.articles[0]!, title: "Una copia del primero" });
    const error = importError(document);
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: "articles.2.slug", code: "invalid", message: expect.stringContaining("articles.0") }]);
    expectUnchanged();
  });

  test("a failure while writing rolls the whole import back", () => {
    t.db.$client.run("CREATE TRIGGER refuse_skills BEFORE INSERT ON skills BEGIN SELECT RAISE(ABORT, 'refused'); END");
    const document = { ...sampleDocument(), projects: [], articles: [] };
    expect(() => importPortfolio(t.db, document, t.clock)).toThrow("refused");
    t.db.$client.run("DROP TRIGGER refuse_skills");
    expectUnchanged();
  });
});

describe("GET /api/export", () => {
  test("an attachment named with today's date, the same JSON as the service", async () => {
    importPortfolio(t.db, sampleDocument(), t.clock);
    const res = await t.request("GET", "/api/export", { admin: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="portfolio-export-2024-06-15.json"');
    const body = (await res.json()) as { exportedAt: string };
    expect(body.exportedAt).toBe("2024-06-15T23:30:00.000Z");
    expect(withoutStamp(body)).toEqual(withoutStamp(sampleDocument()));
  });

  test("admin only", async () => {
    expect((await t.request("GET", "/api/export")).status).toBe(401);
  });
});

describe("POST /api/import", () => {
  test("a scheduled article keeps its time through export and import, hidden until then, the publishing timer set for it", async () => {
    // The timer runs on the app's clock: this app's clock is the pinned date.
    t.cleanup();
    t = makeTestApp({ clock: createManualClock(Date.parse("2024-06-15T23:30:00.000Z")) });
    const document = sampleDocument();
    document.articles[1] = { ...document.articles[1]!, published: true, publishAt: "2024-07-01T09:00:00.000Z", publishedAt: null };
    expect((await t.request("POST", "/api/import", { admin: true, json: document })).status).toBe(200);
    expect(t.scheduler.nextRuns()["publish-scheduled"]?.toISOString()).toBe("2024-07-01T09:00:00.000Z");
    expect((await t.request("GET", "/api/articles/slug/un-borrador")).status).toBe(404);
    const admin = (await (await t.request("GET", "/api/articles/slug/un-borrador", { admin: true })).json()) as { scheduled: boolean; publishAt: string };
    expect(admin).toMatchObject({ scheduled: true, publishAt: "2024-07-01T09:00:00.000Z" });
    const exported = (await (await t.request("GET", "/api/export", { admin: true })).json()) as { articles: { slug: string; publishAt: string | null }[] };
    expect(exported.articles.map((a) => [a.slug, a.publishAt])).toEqual([
      ["mi-primer-articulo", "2024-04-01T09:00:00.000Z"],
      ["un-borrador", "2024-07-01T09:00:00.000Z"],
    ]);
  });

  test("publishAt must be a date and time", async () => {
    const document = sampleDocument();
    document.articles[0]!.publishAt = "mañana";
    const res = await t.request("POST", "/api/import", { admin: true, json: document });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(["articles.0.publishAt"]);
  });

  test("200 with the counts, then the site shows the new content", async () => {
    const res = await t.request("POST", "/api/import", { admin: true, json: sampleDocument() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: { projects: 2, articles: 2, experiences: 1, education: 1, skills: 2, subscribers: 2 } });
    const exported = (await (await t.request("GET", "/api/export", { admin: true })).json()) as { exportedAt: string };
    expect(withoutStamp(exported)).toEqual(withoutStamp(sampleDocument()));
  });

  test("invalid: 400 with issues, nothing changed", async () => {
    await t.request("POST", "/api/import", { admin: true, json: sampleDocument() });
    const document = sampleDocument();
    document.projects[0]!.technologies = [];
    const res = await t.request("POST", "/api/import", { admin: true, json: document });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string; code: string; message: string; params?: object }[] };
    expect(body.issues).toEqual([{ path: "projects.0.technologies", code: "project.technologies", message: PROJECT_MESSAGES.technologies }]);
    expect(t.db.select().from(projects).all()).toHaveLength(2);
  });

  test("malformed JSON is a 400", async () => {
    const res = await t.request("POST", "/api/import", {
      admin: true,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  test("a document over 1 MB is accepted (the import limit is 50 MB)", async () => {
    const document = sampleDocument();
    const long = `<p>${"palabra ".repeat(50_000)}</p>`;
    document.articles = [1, 2, 3, 4].map((n) => ({ ...document.articles[1]!, slug: `largo-${n}`, content: long }));
    expect(JSON.stringify(document).length).toBeGreaterThan(1024 * 1024);
    const res = await t.request("POST", "/api/import", { admin: true, json: document });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { imported: { articles: number } }).imported.articles).toBe(4);
  });

  test("admin only", async () => {
    const res = await t.request("POST", "/api/import", { json: sampleDocument() });
    expect(res.status).toBe(401);
    expect(t.db.select().from(projects).all()).toHaveLength(0);
  });
});
