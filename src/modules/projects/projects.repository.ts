import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/open";
import type { EntityRepository } from "../../lib/entity-usecases";
import { projects, type ProjectRow } from "./projects.table";

export type ProjectValues = Omit<typeof projects.$inferInsert, "id">;

/** Lists are sorted by display order (lower first), then id (contract §2). */
export function createProjectsRepository(db: DbExecutor) {
  const byDisplayOrder = [asc(projects.order), asc(projects.id)] as const;
  const rows: EntityRepository<ProjectRow, ProjectValues> = {
    list: () =>
      db
        .select()
        .from(projects)
        .orderBy(...byDisplayOrder)
        .all(),
    get: (id) => db.select().from(projects).where(eq(projects.id, id)).get(),
    insert: (values) => db.insert(projects).values(values).returning().get(),
    update: (id, values) => db.update(projects).set(values).where(eq(projects.id, id)).returning().get(),
    remove: (id) => db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id }).all().length > 0,
    replaceAll(list) {
      db.delete(projects).run();
      for (const values of list) db.insert(projects).values(values).run();
    },
  };
  return {
    ...rows,
    listFeatured: (): ProjectRow[] =>
      db
        .select()
        .from(projects)
        .where(eq(projects.featured, true))
        .orderBy(...byDisplayOrder)
        .all(),
  };
}
