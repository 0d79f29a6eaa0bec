import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { readId, readJson } from "../../lib/http";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import { projectInputSchema, projectOrderSchema, projectUpdateSchema } from "../../shared/schemas/projects";
import { requireAdmin } from "../auth/auth.middleware";
import { createProjectsUseCases } from "./projects.usecases";
import type { ProjectRow } from "./projects.table";
import type { AnyLanguage, Project } from "../../shared/api";
import type { Language } from "../../shared/languages";

/** A project as the API answers it (src/shared/api.ts). */
const present = (row: ProjectRow, lang: Language | null): AnyLanguage<Project> => localize(row, lang);

/** `PUT /projects/order` comes before `PUT /projects/:id`, which would take "order" for an id. */
export function projectsRoutes({ db }: AppDeps) {
  const projects = createProjectsUseCases(db);
  return new Hono<AppEnv>()
    .get("/projects", (c) => {
      const lang = requestedLanguage(c);
      return c.json(projects.list().map((project) => present(project, lang)));
    })
    .get("/projects/featured", (c) => {
      const lang = requestedLanguage(c);
      return c.json(projects.listFeatured().map((project) => present(project, lang)));
    })
    .put("/projects/order", requireAdmin(), async (c) => {
      const { ids } = parseOrThrow(projectOrderSchema, await readJson(c));
      return c.json(projects.reorder(ids).map((project) => present(project, null)));
    })
    .get("/projects/:id", (c) => c.json(present(projects.get(readId(c)), requestedLanguage(c))))
    .post("/projects", requireAdmin(), async (c) => c.json(present(projects.create(parseOrThrow(projectInputSchema, await readJson(c))), null), 201))
    .put("/projects/:id", requireAdmin(), async (c) => {
      const id = readId(c);
      return c.json(present(projects.update(id, parseOrThrow(projectUpdateSchema, await readJson(c))), null));
    })
    .delete("/projects/:id", requireAdmin(), (c) => {
      projects.remove(readId(c));
      return c.body(null, 204);
    });
}
