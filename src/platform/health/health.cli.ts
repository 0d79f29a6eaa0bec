import { ConfigError, parseAgeRecipients, parsePublicUrl, parseTrustProxy, resolvePort } from "../../config";
import { commandStorage } from "../../modules/offsite/offsite.cli";
import { stringFlag, type CliCommand } from "../../cli/cli";
import { formatCheck, runDoctor } from "./health.doctor";
import { checkHealth } from "./health.healthcheck";

/** Where off-site copies go (`bucket/prefix/`), or null when no storage is configured. */
function offsiteWhere(dataDir: string): string | null {
  try {
    const storage = commandStorage(dataDir);
    return `${storage.bucket}/${storage.prefix}`;
  } catch (error) {
    if (error instanceof ConfigError && error.message.startsWith("No off-site storage")) return null;
    throw error;
  }
}

export const healthCommands: CliCommand[] = [
  {
    name: "doctor",
    usage: "doctor [--data-dir DIR]",
    summary: "checks permissions, free space, the database, backups, PUBLIC_URL, off-site copies",
    flags: { "data-dir": { type: "string" } },
    async run({ dataDir, clock }) {
      const env = process.env;
      const dir = dataDir();
      const checks = runDoctor({
        dataDir: dir,
        offsiteWhere: offsiteWhere(dir),
        backupAgeRecipients: parseAgeRecipients(env.BACKUP_AGE_RECIPIENTS),
        publicUrl: parsePublicUrl(env.PUBLIC_URL),
        trustProxy: parseTrustProxy(env.TRUST_PROXY),
        jwtSecretFromEnv: Boolean(env.JWT_SECRET),
        now: new Date(clock.now()),
      });
      for (const check of checks) console.log(formatCheck(check));
      return checks.some((check) => check.state === "fail") ? 1 : 0;
    },
  },
  {
    name: "healthcheck",
    usage: "healthcheck [--port N] [--host H]",
    summary: "exit 0 when the local server answers /api/health",
    flags: { port: { type: "string" }, host: { type: "string" } },
    async run({ values }) {
      const result = await checkHealth({
        port: resolvePort(stringFlag(values, "port"), process.env),
        host: stringFlag(values, "host") ?? process.env.HOST ?? "0.0.0.0",
      });
      if (result.ok) console.log(`healthy: ${result.detail}`);
      else console.error(`portfolio: unhealthy: ${result.detail}`);
      return result.ok ? 0 : 1;
    },
  },
];
