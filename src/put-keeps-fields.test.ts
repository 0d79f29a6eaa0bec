/**
 * Contract §2: a PUT's fields left out keep their value, translations included. Every PUT of every entity: create
 * (or set) it with a translation, PUT one Spanish field alone, and the translation, and every other field, are still
 * there.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "./testing/test-app";

let t: TestApp;
afterEach(() => t?.cleanup());

const ENTITIES = [
  {
    name: "project",
    path: "/api/projects",
    create: {
      title: "Proyecto",
      description: "Una descripción del proyecto.",
      technologies: ["Bun"],
      featured: true,
      order: 3,
      translations: { en: { title: "Project" } },
    },
    change: { title: "Proyecto renombrado" },
  },
  {
    name: "experience",
    path: "/api/experiences",
    create: {
      title: "Analista",
      company: "Acme",
      description: "Medía cosas.",
      startDate: "2020",
      endDate: "2022",
      order: 2,
      translations: { en: { title: "Analyst" } },
    },
    change: { company: "Acme S.A." },
  },
  {
    name: "education",
    path: "/api/education",
    create: { degree: "Ingeniería", institution: "UNI", description: "Estudios.", startDate: "2012", order: 1, translations: { fr: { degree: "Ingénierie" } } },
    change: { institution: "Universidad Nacional de Ingeniería" },
  },
  {
    name: "skill",
    path: "/api/skills",
    create: { category: "Datos", items: ["SQL", "Python"], order: 4, translations: { en: { category: "Data", items: ["SQL"] } } },
    change: { category: "Análisis de datos" },
  },
  {
    name: "article",
    path: "/api/articles",
    create: {
      title: "Un artículo de prueba",
      slug: "un-articulo-de-prueba",
      summary: "Un resumen suficiente.",
      content: "<p>Un contenido de prueba con bastante más de cincuenta caracteres.</p>",
      category: "Notas",
      translations: { en: { title: "A test article", summary: "A long enough summary." } },
    },
    change: { summary: "Un resumen distinto y suficiente." },
  },
] as const;

describe("a PUT that leaves fields out keeps them, translations included", () => {
  for (const entity of ENTITIES) {
    test(entity.name, async () => {
      t = makeTestApp();
      const created = (await (await t.request("POST", entity.path, { admin: true, json: entity.create })).json()) as Record<string, unknown> & { id: number };
      const response = await t.request("PUT", `${entity.path}/${created.id}`, { admin: true, json: entity.change });
      expect(response.status).toBe(200);
      const read = (await (await t.request("GET", `${entity.path}/${created.id}`, { admin: true })).json()) as Record<string, unknown>;
      expect(read).toEqual({ ...created, ...entity.change, ...(entity.name === "article" ? { updatedAt: read.updatedAt } : {}) });
      expect(read.translations).toEqual(entity.create.translations);
    });
  }

  test("site info (reproduced from the issue): translations, then about alone", async () => {
    t = makeTestApp();
    await t.request("PUT", "/api/site-info", { admin: true, json: { translations: { en: { about: "English text" } }, contactPhone: "+51 1 234 5678" } });
    const response = await t.request("PUT", "/api/site-info", { admin: true, json: { about: "Texto nuevo" } });
    expect(response.status).toBe(200);
    const read = (await (await t.request("GET", "/api/site-info")).json()) as Record<string, unknown>;
    expect(read.translations).toEqual({ en: { about: "English text" } });
    expect(read).toMatchObject({ about: "Texto nuevo", contactPhone: "+51 1 234 5678" });
  });

  test("site info: translations sent replace the stored ones; an empty object clears them", async () => {
    t = makeTestApp();
    await t.request("PUT", "/api/site-info", { admin: true, json: { translations: { en: { about: "English" }, fr: { about: "Français" } } } });
    await t.request("PUT", "/api/site-info", { admin: true, json: { translations: { de: { about: "Deutsch" } } } });
    expect(((await (await t.request("GET", "/api/site-info")).json()) as { translations: unknown }).translations).toEqual({ de: { about: "Deutsch" } });
    await t.request("PUT", "/api/site-info", { admin: true, json: { translations: {} } });
    expect(((await (await t.request("GET", "/api/site-info")).json()) as { translations: unknown }).translations).toEqual({});
  });
});
