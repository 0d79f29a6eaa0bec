import { eq } from "drizzle-orm";
import type { Db } from "./open";
import { appMeta, DATABASE_CREATED_AT } from "./app-meta.table";

export function createAppMetaRepository(db: Db) {
  const read = (key: string) => db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).get()?.value ?? null;
  return {
    read,
    write: (key: string, value: string) => db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } }).run(),
    remove: (key: string) => db.delete(appMeta).where(eq(appMeta.key, key)).run(),
    /** Milliseconds since the epoch; null only for a database that was never migrated. */
    databaseCreatedAt(): number | null {
      const value = read(DATABASE_CREATED_AT);
      const ms = value === null ? Number.NaN : Date.parse(value);
      return Number.isNaN(ms) ? null : ms;
    },
  };
}
