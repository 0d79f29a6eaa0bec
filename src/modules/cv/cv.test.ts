import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { PNG_1x1 } from "../../testing/images";
import { CV_MESSAGES } from "../../shared/schemas/cv";

const experience = {
  title: "Desarrollador full-stack",
  company: "Acme",
  description: "Construí el portal de clientes.",
  startDate: "2021",
  endDate: null,
  isCurrent: true,
  order: 0,
};
const educationEntry = {
  degree: "Ingeniería de Sistemas",
  institution: "Universidad Nacional",
  description: "Especialidad en datos.",
  startDate: "2012",
  endDate: "2017",
  order: 0,
};
const skill = { category: "Frontend", items: ["React", "TypeScript"], order: 0 };

const kinds = [
  { path: "/api/experiences", valid: experience, field: "title", changed: "Analista de datos" },
  { path: "/api/education", valid: educationEntry, field: "degree", changed: "Maestría en Datos" },
  { path: "/api/skills", valid: skill, field: "category", changed: "Backend" },
] as const;

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ tempDataDir: true });
});
afterEach(() => t.cleanup());

async function create(path: string, body: object) {
  const res = await t.request("POST", path, { admin: true, json: body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number } & Record<string, unknown>;
}

async function issuesOf(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { issues: { path: string; message: string }[] }).issues;
}

function uploadForm(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append("cvFile", new File([bytes], name, { type: "application/pdf" }));
  return form;
}

const uploadedFiles = () => readdirSync(join(t.config.dataDir, "uploads"));

describe.each(kinds)("$path", ({ path, valid, field, changed }) => {
  test("POST answers 201 with the entity, GET lists it, GET /:id reads it", async () => {
    const created = await create(path, valid);
    expect(created).toEqual({ id: expect.any(Number), ...valid, translations: {} });
    const list = await t.request("GET", path, { admin: true });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([created]);
    const one = await t.request("GET", `${path}/${created.id}`, { admin: true });
    expect(await one.json()).toEqual(created);
  });

  test("lists sort by order, then id", async () => {
    const second = await create(path, { ...valid, order: 3 });
    const first = await create(path, { ...valid, order: -1 });
    const third = await create(path, { ...valid, order: 3 });
    const list = (await (await t.request("GET", path, { admin: true })).json()) as { id: number }[];
    expect(list.map((row) => row.id)).toEqual([first.id, second.id, third.id]);
  });

  test("a non-numeric order becomes 0", async () => {
    const created = await create(path, { ...valid, order: "abc" });
    expect(created.order).toBe(0);
  });

  test("PUT keeps fields left out", async () => {
    const created = await create(path, valid);
    const res = await t.request("PUT", `${path}/${created.id}`, { admin: true, json: { [field]: changed } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...created, [field]: changed });
  });

  test("DELETE answers 204, then the entry is gone", async () => {
    const created = await create(path, valid);
    expect((await t.request("DELETE", `${path}/${created.id}`, { admin: true })).status).toBe(204);
    expect((await t.request("GET", `${path}/${created.id}`, { admin: true })).status).toBe(404);
    expect((await t.request("DELETE", `${path}/${created.id}`, { admin: true })).status).toBe(404);
  });

  test("missing is 404, a bad id 400", async () => {
    expect((await t.request("PUT", `${path}/77`, { admin: true, json: { [field]: changed } })).status).toBe(404);
    expect((await t.request("GET", `${path}/x1`, { admin: true })).status).toBe(400);
    expect((await t.request("DELETE", `${path}/0`, { admin: true })).status).toBe(400);
  });

  test("every call needs the admin: 401 without a token", async () => {
    const created = await create(path, valid);
    for (const [method, url] of [
      ["GET", path],
      ["GET", `${path}/${created.id}`],
      ["POST", path],
      ["PUT", `${path}/${created.id}`],
      ["DELETE", `${path}/${created.id}`],
    ] as const) {
      const res = await t.request(method, url, { json: valid });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe("CV validation messages (spec §5)", () => {
  test("experience: every required field, word for word", async () => {
    const res = await t.request("POST", "/api/experiences", { admin: true, json: { title: "", company: " ", description: "", startDate: "" } });
    expect(await issuesOf(res)).toEqual([
      { path: "title", message: "Title is required" },
      { path: "company", message: "Company is required" },
      { path: "description", message: "Description is required" },
      { path: "startDate", message: "Start date is required" },
    ]);
  });

  test("education: every required field, word for word", async () => {
    const res = await t.request("POST", "/api/education", { admin: true, json: {} });
    expect(await issuesOf(res)).toEqual([
      { path: "degree", message: CV_MESSAGES.degree },
      { path: "institution", message: CV_MESSAGES.institution },
      { path: "description", message: CV_MESSAGES.description },
      { path: "startDate", message: "Start date is required" },
    ]);
  });

  test("skill: category required and at least one item (blank items ignored)", async () => {
    const res = await t.request("POST", "/api/skills", { admin: true, json: { category: "", items: ["  ", ""] } });
    expect(await issuesOf(res)).toEqual([
      { path: "category", message: "Category is required" },
      { path: "items", message: "At least one skill item is required" },
    ]);
  });

  test("an empty end date is stored as null", async () => {
    const created = await create("/api/experiences", { ...experience, endDate: "" });
    expect(created.endDate).toBeNull();
  });
});

describe("GET /api/cv", () => {
  test("answers the three lists and cvFileUrl, publicly", async () => {
    const e = await create("/api/experiences", experience);
    const ed = await create("/api/education", educationEntry);
    const s = await create("/api/skills", skill);
    const res = await t.request("GET", "/api/cv");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ experiences: [e], education: [ed], skills: [s], cvFileUrl: null });
  });

  test("?lang= translates each entry, falling back to Spanish; an unknown code is es", async () => {
    await create("/api/experiences", { ...experience, translations: { en: { title: "Full-stack developer" } } });
    await create("/api/skills", { ...skill, translations: { en: { category: "Front end", items: ["React", "TS"] } } });
    await create("/api/education", educationEntry);

    const en = await (await t.request("GET", "/api/cv?lang=en")).json();
    expect(en.experiences[0]).toMatchObject({ title: "Full-stack developer", company: "Acme", lang: "en" });
    expect(en.experiences[0].translations).toBeUndefined();
    expect(en.skills[0]).toMatchObject({ category: "Front end", items: ["React", "TS"], lang: "en" });
    expect(en.education[0]).toMatchObject({ degree: educationEntry.degree, lang: "es" });

    const unknown = await (await t.request("GET", "/api/cv?lang=klingon")).json();
    expect(unknown.experiences[0]).toMatchObject({ title: experience.title, lang: "es" });
  });
});

describe("CV file", () => {
  test("POST /api/cv/url sets an external CV; download redirects to it", async () => {
    const res = await t.request("POST", "/api/cv/url", { admin: true, json: { cvUrl: "https://example.com/cv.pdf" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 1, cvFileUrl: "https://example.com/cv.pdf" });
    const download = await t.request("GET", "/api/cv/download");
    expect(download.status).toBe(302);
    expect(download.headers.get("location")).toBe("https://example.com/cv.pdf");
    expect((await (await t.request("GET", "/api/cv")).json()).cvFileUrl).toBe("https://example.com/cv.pdf");
  });

  test("POST /api/cv/url refuses a missing, javascript: or data: URL with the spec's message", async () => {
    for (const cvUrl of [undefined, "", "javascript:alert(1)", "data:application/pdf;base64,JVBERi0="]) {
      const res = await t.request("POST", "/api/cv/url", { admin: true, json: { cvUrl } });
      expect(await issuesOf(res)).toEqual([{ path: "cvUrl", message: "Por favor, ingresa una URL válida" }]);
    }
  });

  test("download with no CV is a JSON 404", async () => {
    const res = await t.request("GET", "/api/cv/download");
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBeString();
  });

  test("an uploaded PDF is stored and downloadable as an attachment", async () => {
    const res = await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(PDF, "Mi CV.pdf") });
    expect(res.status).toBe(200);
    const info = await res.json();
    expect(info.cvFileUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);

    const download = await t.request("GET", "/api/cv/download");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="cv.pdf"');
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
  });

  test("reset clears the CV and deletes the stored file", async () => {
    const { cvFileUrl } = await (await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(PDF, "cv.pdf") })).json();
    const stored = join(t.config.dataDir, cvFileUrl);
    expect(existsSync(stored)).toBe(true);

    const res = await t.request("POST", "/api/cv/reset", { admin: true });
    expect(res.status).toBe(200);
    expect((await res.json()).cvFileUrl).toBeNull();
    expect(existsSync(stored)).toBe(false);
    expect((await t.request("GET", "/api/cv/download")).status).toBe(404);
  });

  test("a new upload or a URL replaces the stored file and deletes the old one", async () => {
    const first = (await (await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(PDF, "a.pdf") })).json()).cvFileUrl;
    const second = (await (await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(PDF, "b.pdf") })).json()).cvFileUrl;
    expect(second).not.toBe(first);
    expect(uploadedFiles()).toEqual([second.slice("/uploads/".length)]);

    await t.request("POST", "/api/cv/url", { admin: true, json: { cvUrl: "https://example.com/cv.pdf" } });
    expect(uploadedFiles()).toEqual([]);
  });

  test("setting the URL to the stored file itself keeps the file", async () => {
    const { cvFileUrl } = await (await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(PDF, "a.pdf") })).json();
    await t.request("POST", "/api/cv/url", { admin: true, json: { cvUrl: cvFileUrl } });
    expect((await t.request("GET", "/api/cv/download")).status).toBe(200);
  });

  test("reset never deletes an uploaded image the CV URL happened to point at", async () => {
    const form = new FormData();
    form.append("file", new File([PNG_1x1], "x.png"));
    const { url } = await (await t.request("POST", "/api/uploads/images", { admin: true, body: form })).json();
    await t.request("POST", "/api/cv/url", { admin: true, json: { cvUrl: url } });
    await t.request("POST", "/api/cv/reset", { admin: true });
    expect(uploadedFiles()).toEqual([url.slice("/uploads/".length)]);
  });

  test("an executable renamed .pdf is 415 and nothing is stored", async () => {
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)]);
    const mz = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(56).fill(0)]);
    for (const bytes of [elf, mz]) {
      const res = await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(bytes, "cv.pdf") });
      expect(res.status).toBe(415);
      expect((await res.json()).message).toBeString();
    }
    expect(uploadedFiles()).toEqual([]);
  });

  test("a text file is 415; a PDF named .txt is 415 too (the name must be .pdf, .doc or .docx)", async () => {
    const text = await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(new TextEncoder().encode("hello there"), "cv.txt") });
    expect(text.status).toBe(415);
    const renamed = await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(PDF, "cv.txt") });
    expect(renamed.status).toBe(415);
  });

  test("a 6 MB upload is 413 with the contract's JSON error", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PDF);
    const res = await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(big, "big.pdf") });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBeString();
    expect(uploadedFiles()).toEqual([]);
  });

  test("a file just over 5 MB that still fits the body limit is 413", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const res = await t.request("POST", "/api/cv/upload", { admin: true, body: uploadForm(big, "big.pdf") });
    expect(res.status).toBe(413);
  });

  test("a missing field is 400 naming cvFile; a malformed multipart body is 400", async () => {
    const empty = new FormData();
    empty.append("other", "x");
    const missing = await t.request("POST", "/api/cv/upload", { admin: true, body: empty });
    expect(await issuesOf(missing)).toEqual([{ path: "cvFile", message: expect.any(String) }]);

    const json = await t.request("POST", "/api/cv/upload", { admin: true, json: { cvFile: "x" } });
    expect(json.status).toBe(400);

    const malformed = await t.request("POST", "/api/cv/upload", {
      admin: true,
      body: '--b\r\nContent-Disposition: form-data; name="cvFile"; filename="a.pdf"\r\n\r\n%PDF-',
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(malformed.status).toBe(400);
  });

  test.each([
    ["POST", "/api/cv/url"],
    ["POST", "/api/cv/upload"],
    ["POST", "/api/cv/reset"],
  ])("%s %s without a token is 401", async (method, path) => {
    const res = await t.request(method, path, { json: { cvUrl: "https://example.com/cv.pdf" } });
    expect(res.status).toBe(401);
  });
});
