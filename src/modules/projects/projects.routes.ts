import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { notFound } from "../../lib/errors";
import { readId, readJson } from "../../lib/http";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import { requireAdmin } from "../auth/auth.middleware";
import { createProjectRepository } from "./projects.repository";
import { projectInputSchema, projectUpdateSchema } from "../../shared/schemas/projects";

const NOT_FOUND = "Project not found";

export function projectsRoutes({ db }: AppDeps) {
  const repo = createProjectRepository(db);
  return new Hono<AppEnv>()
    .get("/projects", (c) => {
      const lang = requestedLanguage(c);
      return c.json(repo.list().map((project) => localize(project, lang)));
    })
    .get("/projects/featured", (c) => {
      const lang = requestedLanguage(c);
      return c.json(repo.listFeatured().map((project) => localize(project, lang)));
    })
    .get("/projects/:id", (c) => {
      const project = repo.get(readId(c));
      if (!project) throw notFound(NOT_FOUND);
      return c.json(localize(project, requestedLanguage(c)));
    })
    .post("/projects", requireAdmin(), async (c) => {
      const input = parseOrThrow(projectInputSchema, await readJson(c));
      return c.json(repo.create(input), 201);
    })
    .put("/projects/:id", requireAdmin(), async (c) => {
      const id = readId(c);
      const project = repo.update(id, parseOrThrow(projectUpdateSchema, await readJson(c)));
      if (!project) throw notFound(NOT_FOUND);
      return c.json(project);
    })
    .delete("/projects/:id", requireAdmin(), (c) => {
      if (!repo.remove(readId(c))) throw notFound(NOT_FOUND);
      return c.body(null, 204);
    });
}
