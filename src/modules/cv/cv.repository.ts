import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/open";
import type { EntityRepository } from "../../lib/entity-usecases";
import { education, experiences, skills } from "./cv.table";

type CvTable = typeof experiences | typeof education | typeof skills;

/** The same operations over each CV table; lists sorted by display order (lower first), then id (contract §2). */
function createCvEntryRepository<T extends CvTable>(db: DbExecutor, table: T): EntityRepository<T["$inferSelect"], Omit<T["$inferInsert"], "id">> {
  type Row = T["$inferSelect"];
  // drizzle cannot narrow a union of tables through a generic parameter; each call below is valid for every member.
  const anyTable = table as typeof experiences;
  type AnyValues = typeof experiences.$inferInsert;
  return {
    list: () => db.select().from(anyTable).orderBy(asc(anyTable.order), asc(anyTable.id)).all() as Row[],
    get: (id) => db.select().from(anyTable).where(eq(anyTable.id, id)).get() as Row | undefined,
    insert: (values) =>
      db
        .insert(anyTable)
        .values(values as AnyValues)
        .returning()
        .get() as Row,
    update: (id, values) =>
      db
        .update(anyTable)
        .set(values as Partial<AnyValues>)
        .where(eq(anyTable.id, id))
        .returning()
        .get() as Row | undefined,
    remove: (id) => db.delete(anyTable).where(eq(anyTable.id, id)).returning({ id: anyTable.id }).all().length > 0,
    replaceAll(rows) {
      db.delete(anyTable).run();
      for (const values of rows)
        db.insert(anyTable)
          .values(values as AnyValues)
          .run();
    },
  };
}

export function createCvRepository(db: DbExecutor) {
  return {
    experiences: createCvEntryRepository(db, experiences),
    education: createCvEntryRepository(db, education),
    skills: createCvEntryRepository(db, skills),
  };
}
