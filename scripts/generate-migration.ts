/**
 * `npm run db:generate -- <name>`: after changing a *.table.ts, drizzle-kit writes the migration
 * (src/db/migrations/NNNN_<name>.sql) and scripts/embed-migrations.ts embeds it into the code.
 * Write the upgrade fixture of the schema before it first: `npm run db:fixture`.
 */
import { join } from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:generate -- <name in snake_case>");
  process.exit(2);
}
const root = join(import.meta.dir, "..");
const run = (cmd: string[]) => {
  const proc = Bun.spawnSync(cmd, { cwd: root, stdout: "inherit", stderr: "inherit" });
  if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
};
run([join(root, "node_modules/.bin/drizzle-kit"), "generate", "--config", "scripts/drizzle.config.ts", "--name", name]);
run([process.execPath, "run", "scripts/embed-migrations.ts"]);
