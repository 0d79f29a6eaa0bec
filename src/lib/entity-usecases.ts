import { notFound } from "./errors";
import { definedFields } from "./patch";

/** What a repository of a plain content entity (a project, a CV entry) does: rows in, rows out. */
export type EntityRepository<Row, Values> = {
  list(): Row[];
  get(id: number): Row | undefined;
  insert(values: Values): Row;
  update(id: number, values: Partial<Values>): Row | undefined;
  remove(id: number): boolean;
  replaceAll(rows: Values[]): void;
};

/**
 * The rules every plain content entity follows: a missing one is "not found"; a change sets only the fields it
 * names (the rest keep their value); the whole list can be replaced (an import).
 */
export function entityUseCases<Row, Values>(repo: EntityRepository<Row, Values>, notFoundMessage: string) {
  const found = (row: Row | undefined): Row => {
    if (!row) throw notFound(notFoundMessage);
    return row;
  };
  return {
    list: () => repo.list(),
    get: (id: number) => found(repo.get(id)),
    create: (values: Values) => repo.insert(values),
    update(id: number, patch: Partial<Values>): Row {
      const values = definedFields(patch);
      return found(Object.keys(values).length ? repo.update(id, values) : repo.get(id));
    },
    remove(id: number): void {
      if (!repo.remove(id)) throw notFound(notFoundMessage);
    },
    exportAll: () => repo.list(),
    replaceAll: (rows: Values[]) => repo.replaceAll(rows),
  };
}
