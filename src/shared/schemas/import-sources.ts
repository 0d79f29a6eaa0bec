import * as v from "valibot";
import type { ReportCode, ReportParams } from "../import-report";
import { codedMessages } from "../validation-codes";

/**
 * Importing from another platform (POST /api/import/preview and /apply, `portfolio import --from`): the sources,
 * what to do with a slug the site already has, and the report both answer. Shared so the admin's card reads the
 * report by the same names the server writes it with.
 */
export const IMPORT_SOURCES = ["ghost", "wordpress", "markdown"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const COLLISION_POLICIES = ["skip", "rename", "overwrite"] as const;
/** What to do with an imported article whose slug an existing article already has. */
export type CollisionPolicy = (typeof COLLISION_POLICIES)[number];
export const DEFAULT_COLLISION_POLICY: CollisionPolicy = "skip";

/** The largest request a preview or an apply accepts (the file and its few fields). */
export const IMPORT_SOURCE_MAX_BYTES = 200 * 1024 * 1024;

export const IMPORT_MESSAGES = codedMessages("import", {
  file: "Choose the file to import.",
  from: `"from" must be one of: ${IMPORT_SOURCES.join(", ")}.`,
  onCollision: `"onCollision" must be one of: ${COLLISION_POLICIES.join(", ")}.`,
});

/** The multipart fields beside the file. */
export const importOptionsSchema = v.object({
  from: v.picklist(IMPORT_SOURCES, IMPORT_MESSAGES.from),
  onCollision: v.optional(v.picklist(COLLISION_POLICIES, IMPORT_MESSAGES.onCollision), DEFAULT_COLLISION_POLICY),
});

/** A report line by its code (src/shared/import-report.ts) and parameters, for the admin to word in its language. */
export type ReportLine = { code: ReportCode; params: ReportParams };

export type ImportReport = {
  created: number;
  updated: number;
  /** Items of the source not imported, and why (`reason` in English, `code` and `params` for any language). */
  skipped: ({ title: string; reason: string } & ReportLine)[];
  /** What was changed, derived or dropped on the way in, per article or about the input as a whole. */
  warnings: ({ title: string; message: string } & ReportLine)[];
};

/** How many imported articles have a slug the site already has, whatever the policy made of them. */
export const collisionsIn = (report: ImportReport): number =>
  report.updated +
  report.skipped.filter((item) => item.code === "slug-exists").length +
  report.warnings.filter((warning) => warning.code === "slug-renamed").length;
