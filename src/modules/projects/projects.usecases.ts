import type { DbExecutor } from "../../db/open";
import { entityUseCases } from "../../lib/entity-usecases";
import { badRequest } from "../../lib/errors";
import { PROJECT_ORDER_MESSAGES } from "../../shared/schemas/projects";
import { MAX_ORDER } from "../../shared/validation";
import { createProjectsRepository } from "./projects.repository";
import type { ProjectRow } from "./projects.table";

export function createProjectsUseCases(db: DbExecutor) {
  const repo = createProjectsRepository(db);
  return {
    ...entityUseCases(repo, "Project not found"),
    listFeatured: () => repo.listFeatured(),
    /**
     * Shows the projects in the order of `ids` (drag and drop in the admin), in one transaction: the listed ones
     * first, then any not listed (added in another tab meanwhile) in their current order. Orders are renumbered
     * one apart from the lowest order any project had, so the first stays at 0 ('Actualidad') when one was there.
     * Answers the whole list in its new order; an id no project has is a 400 and nothing changes.
     */
    reorder(ids: number[]): ProjectRow[] {
      return db.transaction(() => {
        const current = repo.list();
        const byId = new Map(current.map((row) => [row.id, row]));
        const unknown = ids.find((id) => !byId.has(id));
        if (unknown !== undefined) throw badRequest("Validation failed", [{ path: "ids", message: PROJECT_ORDER_MESSAGES.unknown(unknown) }]);
        const listed = new Set(ids);
        const sequence = [...ids, ...current.filter((row) => !listed.has(row.id)).map((row) => row.id)];
        // Within the bounds a form's order field keeps (spec §5: ±1,000,000).
        const start = Math.min(Math.min(...current.map((row) => row.order)), MAX_ORDER - (sequence.length - 1));
        sequence.forEach((id, position) => {
          if (byId.get(id)!.order !== start + position) repo.update(id, { order: start + position });
        });
        return repo.list();
      });
    },
  };
}
