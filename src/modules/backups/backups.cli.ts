import { join, resolve } from "node:path";
import { ConfigError, parseAgeRecipients, prepareDataDir } from "../../config";
import { refuseWhileServing } from "../../cli/data-dir";
import { stringFlag, type CliCommand } from "../../cli/cli";
import { downloadRemoteBackup, readIdentityFile, REMOTE_RESTORE_FLAGS } from "../offsite/offsite.cli";
import { restoreBackup, withPlainArchive } from "./backups.restore";
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
      const encryptTo = parseAgeRecipients(process.env.BACKUP_AGE_RECIPIENTS);
      const out = resolve(stringFlag(values, "out") ?? join(dir, "backups", backupName("manual", at, { encrypted: encryptTo.length > 0 })));
      const result = await createBackup(dir, out, at, { encryptTo }).catch(asConfigError);
      console.log(`Wrote ${result.out} (${result.files} uploaded file(s), ${(result.bytes / 1024).toFixed(0)} KiB).`);
      return 0;
    },
  },
  {
    name: "restore",
    usage: "restore (FILE | --remote NAME|latest) [--identity FILE] [--data-dir DIR]",
    summary: "an encrypted backup needs the age identity file that opens it",
    flags: { "data-dir": { type: "string" }, ...REMOTE_RESTORE_FLAGS },
    positionals: { count: 1, name: "FILE (or, with --remote, a backup's name or latest)" },
    async run({ values, args, dataDir, clock }) {
      const dir = dataDir();
      const identityFile = stringFlag(values, "identity");
      const identities = identityFile ? await readIdentityFile(resolve(identityFile)) : null;
      prepareDataDir(dir);
      refuseWhileServing(dir, "restore");
      const downloaded = values.remote ? await downloadRemoteBackup(dir, args[0]!) : null;
      const archive = downloaded?.path ?? resolve(args[0]!);
      const result = await withPlainArchive(dir, archive, identities, (plain) => restoreBackup(dir, plain, new Date(clock.now())))
        .catch((error: Error) => asConfigError(downloaded ? new Error(error.message.replaceAll(downloaded.path, downloaded.name)) : error))
        .finally(() => downloaded?.remove());
      console.log(`Restored the database and ${result.uploads} uploaded file(s). The previous data is in ${result.savedTo}.`);
      return 0;
    },
  },
];
