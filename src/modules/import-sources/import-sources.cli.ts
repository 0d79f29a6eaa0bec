import { statSync } from "node:fs";
import { ConfigError } from "../../config";
import { UsageError } from "../../cli/cli";
import { openExisting, refuseWhileServing } from "../../cli/data-dir";
import { DomainError } from "../../lib/errors";
import type { Clock } from "../../platform/scheduler/scheduler.clock";
import { COLLISION_POLICIES, IMPORT_SOURCES, type CollisionPolicy, type ImportReport, type ImportSource } from "../../shared/schemas/import-sources";
import type { ImportWarning } from "./import-sources.types";

/** The parsers load with the command that needs them, not with every command the executable runs. */
const loadImportUseCases = () => import("./import-sources.usecases");

/**
 * The command line's side of importing from another platform. The `import` command itself is portability's (one
 * import command, contract §1); it hands these cases over to here.
 */

export const isImportSource = (value: string): value is ImportSource => (IMPORT_SOURCES as readonly string[]).includes(value);

export function collisionPolicyFlag(value: string | undefined): CollisionPolicy {
  if (value === undefined) return "skip";
  if ((COLLISION_POLICIES as readonly string[]).includes(value)) return value as CollisionPolicy;
  throw new UsageError(`--on-collision must be one of: ${COLLISION_POLICIES.join(", ")}.`);
}

/** One line of text from a source's title or a message: a hostile file must not move the cursor or colour a terminal. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in an imported title must not reach the terminal.
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, " ").trim();

export const warningLine = ({ title, message }: ImportWarning) => `warning: ${oneLine(title)}: ${oneLine(message)}`;

/**
 * The report as `portfolio import` prints it (other tools read it): the counts on one line, exactly
 * `created N, updated N, skipped N, warnings N`, then one line per skipped item and one per warning.
 */
export function reportLines(report: ImportReport): string[] {
  return [
    `created ${report.created}, updated ${report.updated}, skipped ${report.skipped.length}, warnings ${report.warnings.length}`,
    ...report.skipped.map(({ title, reason }) => `skipped: ${oneLine(title)}: ${oneLine(reason)}`),
    ...report.warnings.map(warningLine),
  ];
}

/** `portfolio import --from ghost|wordpress|markdown FILE`: the preview with --dry-run, else the import. */
export async function importFromSourceCommand(options: {
  file: string;
  source: ImportSource;
  onCollision: CollisionPolicy;
  dryRun: boolean;
  dataDir: string;
  clock: Clock;
}): Promise<number> {
  const stats = statSync(options.file, { throwIfNoEntry: false });
  if (!stats) throw new ConfigError(`No file at ${options.file}.`, 1);
  if (!stats.isFile()) throw new ConfigError(`${options.file} is not a file; nothing was imported.`, 1);
  if (stats.size === 0) throw new ConfigError(`${options.file} is empty; nothing was imported.`, 1);
  // Mapped rather than read: the pages stay the kernel's to drop and reload, which matters on a 1 GB machine.
  const bytes = Bun.mmap(options.file);
  if (!options.dryRun) refuseWhileServing(options.dataDir, "import");
  const { createImportSourcesUseCases } = await loadImportUseCases();
  const imports = createImportSourcesUseCases({ db: openExisting(options.dataDir), dataDir: options.dataDir, clock: options.clock });
  const request = { source: options.source, bytes, onCollision: options.onCollision };
  let report: ImportReport;
  try {
    report = options.dryRun ? imports.preview(request) : imports.apply(request);
  } catch (error) {
    if (error instanceof DomainError) throw new ConfigError(`${options.file}: ${error.message}`, 1);
    throw error;
  }
  console.log(reportLines(report).join("\n"));
  if (options.dryRun) console.error("Dry run: nothing was changed.");
  return 0;
}
