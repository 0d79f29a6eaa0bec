import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError } from "../../config";
import { openExisting, refuseWhileServing } from "../../cli/data-dir";
import { stringFlag, type CliCommand } from "../../cli/cli";
import { DB_FILE } from "../../db/open";
import { DomainError } from "../../lib/errors";
import { exportPortfolio, importPortfolio } from "./portability.usecases";

export const portabilityCommands: CliCommand[] = [
  {
    name: "export",
    usage: "export [--out FILE] [--data-dir DIR]",
    flags: { out: { type: "string" }, "data-dir": { type: "string" } },
    async run({ values, dataDir }) {
      const dir = dataDir();
      if (!existsSync(join(dir, DB_FILE))) throw new ConfigError(`There is no database at ${join(dir, DB_FILE)}.`, 1);
      const json = JSON.stringify(exportPortfolio(openExisting(dir)), null, 2);
      const out = stringFlag(values, "out");
      if (out) {
        await Bun.write(resolve(out), json);
        console.error(`Wrote ${resolve(out)}.`);
      } else process.stdout.write(json + "\n");
      return 0;
    },
  },
  {
    name: "import",
    usage: "import FILE [--data-dir DIR]",
    flags: { "data-dir": { type: "string" } },
    positionals: { count: 1, name: "FILE" },
    async run({ args, dataDir }) {
      const file = resolve(args[0]!);
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
        const counts = importPortfolio(openExisting(dir), document);
        console.log(`Imported ${Object.entries(counts).map(([kind, n]) => `${n} ${kind}`).join(", ")}.`);
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
