import type { DbExecutor } from "../../db/open";
import { entityUseCases } from "../../lib/entity-usecases";
import { createCvRepository } from "./cv.repository";

/** The three kinds of CV entry follow the rules every content entity follows. */
export function createCvUseCases(db: DbExecutor) {
  const repo = createCvRepository(db);
  return {
    experiences: entityUseCases(repo.experiences, "Experience not found"),
    education: entityUseCases(repo.education, "Education entry not found"),
    skills: entityUseCases(repo.skills, "Skill category not found"),
  };
}
