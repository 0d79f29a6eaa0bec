import { join, resolve } from "node:path";
import { ConfigError, prepareDataDir } from "../../config";
import { refuseWhileServing } from "../../cli/data-dir";
import { stringFlag, type CliCommand } from "../../cli/cli";
import { restoreBackup } from "./backups.restore";
import { createBackup } from "./backups.write";
import { backupName } from "./backups.repository";

/** An archive's failure is one sentence already (BackupError): say it, exit 1. */
const asConfigError = (error: Error): never => {
  throw new ConfigError(error.message, 1);
};

export const backupsCommands: CliCommand[] = [
  {
    name: "backup",
    usage: "backup [--out FILE] [--data-dir DIR]",
    flags: { out: { type: "string" }, "data-dir": { type: "string" } },
    async run({ values, dataDir, clock }) {
      const dir = dataDir();
      const at = new Date(clock.now());
      const out = resolve(stringFlag(values, "out") ?? join(dir, "backups", backupName("manual", at)));
      const result = await createBackup(dir, out, at).catch(asConfigError);
      console.log(`Wrote ${result.out} (${result.files} uploaded file(s), ${(result.bytes / 1024).toFixed(0)} KiB).`);
      return 0;
    },
  },
  {
    name: "restore",
    usage: "restore FILE [--data-dir DIR]",
    flags: { "data-dir": { type: "string" } },
    positionals: { count: 1, name: "FILE" },
    async run({ args, dataDir, clock }) {
      const dir = dataDir();
      prepareDataDir(dir);
      refuseWhileServing(dir, "restore");
      const result = await restoreBackup(dir, resolve(args[0]!), new Date(clock.now())).catch(asConfigError);
      console.log(`Restored the database and ${result.uploads} uploaded file(s). The previous data is in ${result.savedTo}.`);
      return 0;
    },
  },
];
