import { Hono } from "hono";
import type * as v from "valibot";
import type { AppDeps, AppEnv } from "../../app-deps";
import { notFound } from "../../lib/errors";
import { CV_FILE_EXTENSIONS, CV_FILE_MESSAGE, DOCUMENT_KINDS, FILE_TYPES } from "../../shared/files";
import { readId, readJson } from "../../lib/http";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import { isSafeUrl } from "../../shared/validation";
import { requireAdmin } from "../auth/auth.middleware";
import { createSiteInfoUseCases } from "../site-info/site-info.usecases";
import { cvUrlSchema } from "../../shared/schemas/site-info";
import { receiveUpload } from "../uploads/uploads.receive";
import { createUploadsRepository, storedFileHeaders } from "../uploads/uploads.repository";
import { createCvUseCases } from "./cv.usecases";
import {
  educationInputSchema,
  educationUpdateSchema,
  experienceInputSchema,
  experienceUpdateSchema,
  skillInputSchema,
  skillUpdateSchema,
} from "../../shared/schemas/cv";

type Translated = { translations: Partial<Record<string, Record<string, unknown>>> };
type EntryUseCases<Row, Input, Update> = {
  list(): Row[];
  get(id: number): Row;
  create(values: Input): Row;
  update(id: number, patch: Update): Row;
  remove(id: number): void;
};

/**
 * CRUD for one kind of CV entry. The contract lets visitors read the CV only through GET /api/cv, so even the
 * reads here are the admin's (the CV editor).
 */
function entryRoutes<Row extends Translated, S extends v.GenericSchema, U extends v.GenericSchema>(
  path: string,
  entries: EntryUseCases<Row, v.InferOutput<S>, v.InferOutput<U>>,
  schemas: { input: S; update: U },
) {
  return new Hono<AppEnv>()
    .get(path, requireAdmin(), (c) => {
      const lang = requestedLanguage(c);
      return c.json(entries.list().map((row) => localize(row, lang)));
    })
    .get(`${path}/:id`, requireAdmin(), (c) => c.json(localize(entries.get(readId(c)), requestedLanguage(c))))
    .post(path, requireAdmin(), async (c) => c.json(entries.create(parseOrThrow(schemas.input, await readJson(c))), 201))
    .put(`${path}/:id`, requireAdmin(), async (c) => {
      const id = readId(c);
      return c.json(entries.update(id, parseOrThrow(schemas.update, await readJson(c))));
    })
    .delete(`${path}/:id`, requireAdmin(), (c) => {
      entries.remove(readId(c));
      return c.body(null, 204);
    });
}

export function cvRoutes({ db, config }: AppDeps) {
  const cv = createCvUseCases(db);
  const siteInfo = createSiteInfoUseCases(db);
  const uploads = createUploadsRepository(config.dataDir);

  return new Hono<AppEnv>()
    .get("/cv", (c) => {
      const lang = requestedLanguage(c);
      return c.json({
        experiences: cv.experiences.list().map((row) => localize(row, lang)),
        education: cv.education.list().map((row) => localize(row, lang)),
        skills: cv.skills.list().map((row) => localize(row, lang)),
        cvFileUrl: siteInfo.get().cvFileUrl,
      });
    })
    .get("/cv/download", (c) => {
      const cvFileUrl = siteInfo.get().cvFileUrl;
      if (uploads.nameFromUrl(cvFileUrl)) {
        const file = uploads.openUrl(cvFileUrl);
        if (!file) throw notFound("The CV file is missing");
        const headers = {
          ...storedFileHeaders(file),
          "Content-Disposition": `attachment; filename="cv.${FILE_TYPES[file.kind].extension}"`,
          // Same URL, new file whenever the owner replaces the CV.
          "Cache-Control": "no-cache",
        };
        return new Response(Bun.file(file.path), { headers });
      }
      if (cvFileUrl && isSafeUrl(cvFileUrl)) return c.redirect(cvFileUrl, 302);
      throw notFound("No CV available");
    })
    .post("/cv/url", requireAdmin(), async (c) => {
      const { cvUrl } = parseOrThrow(cvUrlSchema, await readJson(c));
      return c.json(siteInfo.setCvFile(cvUrl, uploads));
    })
    .post("/cv/upload", requireAdmin(), async (c) => {
      const { bytes, kind } = await receiveUpload(c, {
        field: "cvFile",
        kinds: DOCUMENT_KINDS,
        extensions: CV_FILE_EXTENSIONS,
        missingMessage: CV_FILE_MESSAGE,
        typeMessage: "Only PDF, DOC or DOCX files are accepted",
      });
      return c.json(siteInfo.setCvFile(uploads.save(bytes, kind), uploads));
    })
    .post("/cv/reset", requireAdmin(), (c) => c.json(siteInfo.setCvFile(null, uploads)))
    .route(
      "/",
      entryRoutes("/experiences", cv.experiences, {
        input: experienceInputSchema,
        update: experienceUpdateSchema,
      }),
    )
    .route(
      "/",
      entryRoutes("/education", cv.education, {
        input: educationInputSchema,
        update: educationUpdateSchema,
      }),
    )
    .route(
      "/",
      entryRoutes("/skills", cv.skills, {
        input: skillInputSchema,
        update: skillUpdateSchema,
      }),
    );
}
