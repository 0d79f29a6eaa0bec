import { describe, expect, test } from "bun:test";
import { openDatabase, type Db } from "../../db/open";
import { seedDemo } from "./demo.seed";
import { articles, education, experiences, projects, siteInfo, skills } from "../../db/schema";

const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const ALLOWED_TAGS = new Set(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "pre", "code"]);

function snapshot(db: Db) {
  return {
    siteInfo: db.select().from(siteInfo).all(),
    projects: db.select().from(projects).all(),
    experiences: db.select().from(experiences).all(),
    education: db.select().from(education).all(),
    skills: db.select().from(skills).all(),
    articles: db.select().from(articles).all(),
  };
}

const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z]+;/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("seedDemo", () => {
  test("fills an empty database with the whole demo portfolio", () => {
    const db = openDatabase(":memory:");
    expect(seedDemo(db)).toBe(true);
    const data = snapshot(db);

    expect(data.siteInfo).toHaveLength(1);
    const info = data.siteInfo[0]!;
    expect(info.id).toBe(1);
    expect(info.ownerName.length).toBeGreaterThan(3);
    expect(info.about.length).toBeGreaterThan(50);
    expect(info.contactEmail).toMatch(/@example\.com$/);
    expect(info.contactPhone).toMatch(/^\+51 /);
    expect(info.contactLocation).toBe("Lima, Perú");
    expect(info.heroImageUrl).toBeNull();
    expect(info.cvFileUrl).toBeNull();
    expect(info.socialLinks.github).toMatch(/^https:\/\/github\.com\/[\w-]+$/);
    expect(info.socialLinks.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[\w-]+$/);
    expect(info.socialLinks.twitter).toMatch(/^https:\/\/twitter\.com\/\w+$/);
    expect(info.socialLinks.dribbble).toMatch(/^https:\/\/dribbble\.com\/[\w-]+$/);
    expect(info.translations.en?.about?.length).toBeGreaterThan(50);

    expect(data.projects).toHaveLength(5);
    expect(data.projects.filter((p) => p.featured)).toHaveLength(3);
    expect(data.projects.map((p) => p.order).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const p of data.projects) {
      expect(p.imageUrl).toBeNull();
      expect(p.projectUrl).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w.-]+$/);
      expect(p.technologies.length).toBeGreaterThan(0);
      expect(p.translations.en?.title).toBeTruthy();
      expect(p.translations.en?.description).toBeTruthy();
    }

    expect(data.experiences).toHaveLength(3);
    const current = data.experiences.filter((e) => e.isCurrent);
    expect(current).toHaveLength(1);
    expect(current[0]!.endDate).toBeNull();
    expect(current[0]!.order).toBe(0);
    expect(data.experiences.filter((e) => !e.isCurrent).every((e) => e.endDate !== null)).toBe(true);
    for (const e of data.experiences) {
      expect(e.translations.en?.title).toBeTruthy();
      expect(e.translations.en?.company).toBeTruthy();
      expect(e.translations.en?.description).toBeTruthy();
    }

    expect(data.education).toHaveLength(2);
    for (const e of data.education) {
      expect(e.translations.en?.degree).toBeTruthy();
      expect(e.translations.en?.institution).toBeTruthy();
      expect(e.translations.en?.description).toBeTruthy();
    }

    expect(data.skills).toHaveLength(4);
    for (const s of data.skills) {
      expect(s.items.length).toBeGreaterThanOrEqual(4);
      expect(s.items.length).toBeLessThanOrEqual(7);
      expect(s.translations.en?.category).toBeTruthy();
      expect(s.translations.en?.items).toHaveLength(s.items.length);
    }

    expect(data.articles).toHaveLength(4);
    const published = data.articles.filter((a) => a.published);
    const drafts = data.articles.filter((a) => !a.published);
    expect(published).toHaveLength(3);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.publishedAt).toBeNull();
    expect(new Set(published.map((a) => a.publishedAt)).size).toBe(3);
    expect(new Set(data.articles.map((a) => a.slug)).size).toBe(4);
    // Read times (ceil(words / 200)) differ between the published articles.
    expect(new Set(published.map((a) => Math.ceil(words(a.content) / 200))).size).toBe(3);
    for (const a of data.articles) {
      expect(a.slug).toMatch(/^[a-z0-9-]+$/);
      expect(a.imageUrl).toBeNull();
      for (const stamp of [a.createdAt, a.updatedAt, ...(a.publishedAt ? [a.publishedAt] : [])]) {
        expect(stamp).toMatch(ISO_Z);
      }
      if (a.publishedAt) expect(a.publishedAt.startsWith("2025") || a.publishedAt.startsWith("2026")).toBe(true);
      const en = a.translations.en;
      expect(en?.title).toBeTruthy();
      expect(en?.summary).toBeTruthy();
      expect(en?.category).toBeTruthy();
      for (const html of [a.content, en?.content ?? ""]) {
        expect(words(html)).toBeGreaterThanOrEqual(400);
        expect(words(html)).toBeLessThanOrEqual(900);
        for (const tag of ["<h2>", "<h3>", "<p>", "<ul>", "<pre><code>", "<blockquote>"]) expect(html).toContain(tag);
        for (const [, name] of html.matchAll(/<\/?([a-zA-Z0-9]+)/g)) expect(ALLOWED_TAGS.has(name!)).toBe(true);
        for (const [, attrs] of html.matchAll(/<[a-z0-9]+(\s[^>]*)?>/g)) {
          if (attrs) expect(attrs).toMatch(/^ href="https:\/\/[^"]+"$/);
        }
      }
    }
  });

  test("seeding again returns false and changes nothing", () => {
    const db = openDatabase(":memory:");
    expect(seedDemo(db)).toBe(true);
    const before = snapshot(db);
    expect(seedDemo(db)).toBe(false);
    expect(snapshot(db)).toEqual(before);
  });

  test("a database with one project is left alone", () => {
    const db = openDatabase(":memory:");
    db.insert(projects)
      .values({ title: "Mine", description: "My own project", technologies: ["Bun"] })
      .run();
    const before = snapshot(db);
    expect(seedDemo(db)).toBe(false);
    expect(snapshot(db)).toEqual(before);
    expect(before.siteInfo).toHaveLength(0);
  });

  test("an empty site info row (created on first read) still counts as empty", () => {
    const db = openDatabase(":memory:");
    db.insert(siteInfo).values({ id: 1 }).run();
    expect(seedDemo(db)).toBe(true);
    expect(db.select().from(siteInfo).all()).toHaveLength(1);
    expect(db.select().from(siteInfo).get()?.contactLocation).toBe("Lima, Perú");
  });

  test("a filled-in site info row means the owner has started: not seeded", () => {
    const db = openDatabase(":memory:");
    db.insert(siteInfo).values({ id: 1, about: "Hola" }).run();
    expect(seedDemo(db)).toBe(false);
    expect(db.select().from(projects).all()).toHaveLength(0);
    expect(db.select().from(siteInfo).get()?.about).toBe("Hola");
  });
});
