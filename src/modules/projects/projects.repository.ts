import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { projects, type ProjectRow } from "./projects.table";

export type ProjectValues = Omit<typeof projects.$inferInsert, "id">;

/** Lists are sorted by display order (lower first), then id (contract §2). */
export function createProjectRepository(db: Db) {
  const byDisplayOrder = [asc(projects.order), asc(projects.id)] as const;

  function get(id: number): ProjectRow | undefined {
    return db.select().from(projects).where(eq(projects.id, id)).get();
  }

  return {
    list: (): ProjectRow[] => db.select().from(projects).orderBy(...byDisplayOrder).all(),
    listFeatured: (): ProjectRow[] =>
      db.select().from(projects).where(eq(projects.featured, true)).orderBy(...byDisplayOrder).all(),
    get,
    create: (values: ProjectValues): ProjectRow => db.insert(projects).values(values).returning().get(),
    /** Fields left out (undefined) keep their value; undefined when there is no such project. */
    update(id: number, patch: Partial<ProjectValues>): ProjectRow | undefined {
      const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length === 0) return get(id);
      return db.update(projects).set(values).where(eq(projects.id, id)).returning().get();
    },
    /** True when a project was deleted. */
    remove: (id: number): boolean => db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id }).all().length > 0,
  };
}
export type ProjectRepository = ReturnType<typeof createProjectRepository>;
