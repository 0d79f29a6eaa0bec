import { afterEach, describe, expect, test } from "bun:test";
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { UPLOAD_GRACE_MS, referencedUploadIds, sweepUnreferencedUploads } from "./uploads.sweep";

let t: TestApp;
afterEach(() => t?.cleanup());

/** A database in use for a week, as most are when the sweep runs: its uploads are younger than it. */
function appInUseForAWeek() {
  t = makeTestApp({ tempDataDir: true });
  t.db.$client.run("UPDATE app_meta SET value = ? WHERE key = 'database_created_at'", [new Date(Date.now() - 7 * UPLOAD_GRACE_MS).toISOString()]);
  return t;
}

const id = (n: number) => n.toString(16).padStart(32, "0");
const DAY_AGO = (Date.now() - UPLOAD_GRACE_MS - 60_000) / 1000;

/** Files in uploads/, written a day ago unless `recent`. */
function plant(names: string[], { recent = false } = {}) {
  const folder = join(t.config.dataDir, "uploads");
  mkdirSync(folder, { recursive: true });
  for (const name of names) {
    writeFileSync(join(folder, name), "x");
    if (!recent) utimesSync(join(folder, name), DAY_AGO, DAY_AGO);
  }
}
const stored = () => readdirSync(join(t.config.dataDir, "uploads")).sort();

const ARTICLE_TEXT = "Un artículo con suficiente texto para pasar el mínimo de cincuenta caracteres.";

describe("unreferenced uploads", () => {
  test("content pointing at uploads keeps them: image fields, article HTML, translations, the CV file", async () => {
    t = makeTestApp({ tempDataDir: true });
    const project = await t.request("POST", "/api/projects", {
      admin: true,
      json: { title: "Proyecto", description: "Una descripción.", technologies: ["Bun"], imageUrl: `/uploads/${id(1)}-960x540.webp` },
    });
    expect(project.status).toBe(201);
    const article = await t.request("POST", "/api/articles", {
      admin: true,
      json: {
        title: "Un artículo",
        slug: "un-articulo",
        summary: "Un resumen del artículo.",
        category: "Notas",
        content: `<p>${ARTICLE_TEXT}</p><p><img src="/uploads/${id(2)}-480x270.webp"></p>`,
        translations: { en: { content: `<p>${ARTICLE_TEXT}</p><img src="https://site.example/uploads/${id(3)}.png">` } },
      },
    });
    expect(article.status).toBe(201);
    await t.request("POST", "/api/hero-image/url", { admin: true, json: { imageUrl: "/images/default-hero.svg" } });
    t.db.$client.run(`UPDATE site_info SET cv_file_url = '/uploads/${id(4)}.pdf'`);
    expect([...referencedUploadIds(t.db)].sort()).toEqual([id(1), id(2), id(3), id(4)]);
  });

  test("a day-old file nothing points at is deleted with all its sizes; referenced, recent and foreign files stay", async () => {
    appInUseForAWeek();
    await t.request("POST", "/api/hero-image/url", { admin: true, json: { imageUrl: `/uploads/${id(1)}-1600x900.webp` } });
    plant([`${id(1)}-480x270.webp`, `${id(1)}-1600x900.webp`, `${id(2)}-480x270.webp`, `${id(2)}-960x540.webp`, "notes.txt"]);
    plant([`${id(3)}.png`], { recent: true });
    const removed = sweepUnreferencedUploads({ db: t.db, dataDir: t.config.dataDir, now: Date.now() });
    expect(removed.sort()).toEqual([`${id(2)}-480x270.webp`, `${id(2)}-960x540.webp`]);
    expect(stored()).toEqual([`${id(1)}-1600x900.webp`, `${id(1)}-480x270.webp`, `${id(3)}.png`, "notes.txt"]);
  });

  test("without an uploads folder there is nothing to do", () => {
    t = makeTestApp({ tempDataDir: true });
    expect(sweepUnreferencedUploads({ db: t.db, dataDir: t.config.dataDir, now: Date.now() })).toEqual([]);
  });

  test("deleting a project deletes its image set; a visitor's write never sweeps", async () => {
    appInUseForAWeek();
    const created = await t.request("POST", "/api/projects", {
      admin: true,
      json: { title: "Proyecto", description: "Una descripción.", technologies: ["Bun"], imageUrl: `/uploads/${id(7)}-960x540.webp` },
    });
    const { id: projectId } = (await created.json()) as { id: number };
    plant([`${id(7)}-480x270.webp`, `${id(7)}-960x540.webp`, `${id(8)}.png`]);
    const message = await t.request("POST", "/api/messages", {
      json: { name: "Ana", email: "ana@example.com", subject: "Una consulta", message: "Un mensaje de prueba suficientemente largo." },
    });
    expect(message.status).toBeLessThan(300);
    expect(stored()).toHaveLength(3);
    expect((await t.request("DELETE", `/api/projects/${projectId}`, { admin: true })).status).toBe(204);
    expect(stored()).toEqual([]);
  });

  test("replacing the hero image with a new upload deletes the old one", async () => {
    appInUseForAWeek();
    plant([`${id(5)}-960x540.webp`]);
    const first = await t.request("POST", "/api/hero-image/url", { admin: true, json: { imageUrl: `/uploads/${id(5)}-960x540.webp` } });
    expect(first.status).toBe(200);
    expect(stored()).toEqual([`${id(5)}-960x540.webp`]);
    plant([`${id(6)}-960x540.webp`], { recent: true });
    await t.request("POST", "/api/hero-image/url", { admin: true, json: { imageUrl: `/uploads/${id(6)}-960x540.webp` } });
    expect(stored()).toEqual([`${id(6)}-960x540.webp`]);
  });

  test("files older than the database are never deleted: a fresh or emptied database next to old uploads leaves them alone", () => {
    t = makeTestApp({ tempDataDir: true });
    plant([`${id(9)}-960x540.webp`, `${id(10)}.pdf`]);
    expect(sweepUnreferencedUploads({ db: t.db, dataDir: t.config.dataDir, now: Date.now() })).toEqual([]);
    expect(stored()).toEqual([`${id(9)}-960x540.webp`, `${id(10)}.pdf`]);
  });
});
