import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError } from "../../config";
import { openExisting, refuseWhileServing } from "../../cli/data-dir";
import { stringFlag, UsageError, type CliCommand } from "../../cli/cli";
import { DB_FILE } from "../../db/open";
import { DomainError } from "../../lib/errors";
import type { Clock } from "../../platform/scheduler/scheduler.clock";
import { collisionPolicyFlag, importFromSourceCommand, isImportSource, warningLine } from "../import-sources/import-sources.cli";
import { exportPortfolio, importPortfolio } from "./portability.usecases";

/** The site's own JSON document (contract §2), or the articles as Markdown. */
const EXPORT_FORMATS = ["json", "markdown"];
/** The site's own JSON document, or articles from another platform. */
const IMPORT_FORMATS = ["json", "ghost", "wordpress", "markdown"];

/** `portfolio export --format markdown [--out FILE]`: the ZIP to the file, or to standard output when redirected. */
async function exportMarkdownCommand({ dataDir, out, clock }: { dataDir: string; out: string | undefined; clock: Clock }): Promise<number> {
  if (out === undefined && process.stdout.isTTY) throw new UsageError("A ZIP archive is not written to a terminal: add --out FILE, or redirect the output.");
  // Turndown, YAML and the ZIP writer load with the command that needs them, not with every command the executable runs.
  const { exportMarkdown } = await import("./portability.markdown-export");
  const { zip, warnings } = exportMarkdown(openExisting(dataDir), dataDir, clock);
  for (const warning of warnings) console.error(warningLine(warning));
  if (out === undefined) {
    await Bun.write(Bun.stdout, zip);
    return 0;
  }
  await Bun.write(resolve(out), zip);
  console.error(`Wrote ${resolve(out)}.`);
  return 0;
}

export const portabilityCommands: CliCommand[] = [
  {
    name: "export",
    usage: "export [--format json|markdown] [--out FILE] [--data-dir DIR]",
    flags: { format: { type: "string" }, out: { type: "string" }, "data-dir": { type: "string" } },
    async run({ values, dataDir, clock }) {
      const format = stringFlag(values, "format") ?? "json";
      if (!EXPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of: ${EXPORT_FORMATS.join(", ")}.`);
      const dir = dataDir();
      if (!existsSync(join(dir, DB_FILE))) throw new ConfigError(`There is no database at ${join(dir, DB_FILE)}.`, 1);
      if (format === "markdown") return exportMarkdownCommand({ dataDir: dir, out: stringFlag(values, "out"), clock });
      const json = JSON.stringify(exportPortfolio(openExisting(dir), clock), null, 2);
      const out = stringFlag(values, "out");
      if (out) {
        await Bun.write(resolve(out), json);
        console.error(`Wrote ${resolve(out)}.`);
      } else process.stdout.write(`${json}\n`);
      return 0;
    },
  },
  {
    name: "import",
    usage: "import FILE [--from json|ghost|wordpress|markdown] [--dry-run] [--on-collision skip|rename|overwrite] [--data-dir DIR]",
    flags: {
      from: { type: "string" },
      "dry-run": { type: "boolean" },
      "on-collision": { type: "string" },
      "data-dir": { type: "string" },
    },
    positionals: { count: 1, name: "FILE" },
    async run({ args, values, dataDir, clock }) {
      const from = stringFlag(values, "from") ?? "json";
      if (!IMPORT_FORMATS.includes(from)) throw new UsageError(`--from must be one of: ${IMPORT_FORMATS.join(", ")}.`);
      const file = resolve(args[0]!);
      if (isImportSource(from)) {
        const onCollision = collisionPolicyFlag(stringFlag(values, "on-collision"));
        return importFromSourceCommand({ file, source: from, onCollision, dryRun: values["dry-run"] === true, dataDir: dataDir(), clock });
      }
      // The own format replaces all content: there is nothing to preview or collide with.
      for (const flag of ["dry-run", "on-collision"]) {
        if (values[flag] !== undefined) throw new UsageError(`--${flag} applies to --from ghost, wordpress or markdown only.`);
      }
      if (!existsSync(file)) throw new ConfigError(`No file at ${file}.`, 1);
      let document: unknown;
      try {
        document = JSON.parse(await Bun.file(file).text());
      } catch {
        throw new ConfigError(`${file} is not valid JSON; nothing was imported.`, 1);
      }
      const dir = dataDir();
      refuseWhileServing(dir, "import");
      try {
        const counts = importPortfolio(openExisting(dir), document, clock);
        console.log(
          `Imported ${Object.entries(counts)
            .map(([kind, n]) => `${n} ${kind}`)
            .join(", ")}.`,
        );
      } catch (error) {
        if (error instanceof DomainError) {
          const first = error.issues?.[0];
          throw new ConfigError(`${file} is not a valid export${first ? ` (${first.path}: ${first.message})` : ""}; nothing was imported.`, 1);
        }
        throw error;
      }
      return 0;
    },
  },
];
