import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { education, experiences, skills } from "./cv.table";

type CvTable = typeof experiences | typeof education | typeof skills;

/** The same operations over each CV table; lists sorted by display order (lower first), then id (contract §2). */
function createCvEntryRepository<T extends CvTable>(db: Db, table: T) {
  type Row = T["$inferSelect"];
  type Values = Omit<T["$inferInsert"], "id">;
  // drizzle cannot narrow a union of tables through a generic parameter; each call below is valid for every member.
  const anyTable = table as typeof experiences;

  function get(id: number): Row | undefined {
    return db.select().from(anyTable).where(eq(anyTable.id, id)).get() as Row | undefined;
  }

  return {
    list: (): Row[] => db.select().from(anyTable).orderBy(asc(anyTable.order), asc(anyTable.id)).all() as Row[],
    get,
    create: (values: Values): Row =>
      db.insert(anyTable).values(values as typeof experiences.$inferInsert).returning().get() as Row,
    /** Fields left out (undefined) keep their value; undefined when there is no such entry. */
    update(id: number, patch: Partial<Values>): Row | undefined {
      const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length === 0) return get(id);
      return db.update(anyTable).set(values).where(eq(anyTable.id, id)).returning().get() as Row | undefined;
    },
    /** True when an entry was deleted. */
    remove: (id: number): boolean =>
      db.delete(anyTable).where(eq(anyTable.id, id)).returning({ id: anyTable.id }).all().length > 0,
  };
}

export function createCvRepository(db: Db) {
  return {
    experiences: createCvEntryRepository(db, experiences),
    education: createCvEntryRepository(db, education),
    skills: createCvEntryRepository(db, skills),
  };
}
export type CvRepository = ReturnType<typeof createCvRepository>;
export type CvEntryRepository = CvRepository[keyof CvRepository];
