import type { DbExecutor } from "../../db/open";
import { entityUseCases } from "../../lib/entity-usecases";
import { createProjectRepository } from "./projects.repository";

export function createProjectUseCases(db: DbExecutor) {
  const repo = createProjectRepository(db);
  return { ...entityUseCases(repo, "Project not found"), listFeatured: () => repo.listFeatured() };
}
