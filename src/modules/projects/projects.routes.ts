import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { readId, readJson } from "../../lib/http";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import { projectInputSchema, projectUpdateSchema } from "../../shared/schemas/projects";
import { requireAdmin } from "../auth/auth.middleware";
import { createProjectUseCases } from "./projects.usecases";

export function projectsRoutes({ db }: AppDeps) {
  const projects = createProjectUseCases(db);
  return new Hono<AppEnv>()
    .get("/projects", (c) => {
      const lang = requestedLanguage(c);
      return c.json(projects.list().map((project) => localize(project, lang)));
    })
    .get("/projects/featured", (c) => {
      const lang = requestedLanguage(c);
      return c.json(projects.listFeatured().map((project) => localize(project, lang)));
    })
    .get("/projects/:id", (c) => c.json(localize(projects.get(readId(c)), requestedLanguage(c))))
    .post("/projects", requireAdmin(), async (c) => c.json(projects.create(parseOrThrow(projectInputSchema, await readJson(c))), 201))
    .put("/projects/:id", requireAdmin(), async (c) => {
      const id = readId(c);
      return c.json(projects.update(id, parseOrThrow(projectUpdateSchema, await readJson(c))));
    })
    .delete("/projects/:id", requireAdmin(), (c) => {
      projects.remove(readId(c));
      return c.body(null, 204);
    });
}
