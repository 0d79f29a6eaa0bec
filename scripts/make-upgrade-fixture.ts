/**
 * Writes a small database made by the code as it is now into src/db/fixtures/<latest migration>.db, for the
 * upgrade test (src/db/upgrade.test.ts) to open with later code. Run it before adding a migration:
 *   npm run db:fixture && npm run db:generate
 * Every table gets rows: the demo content, an admin, messages, statistics.
 */
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../src/db/open";
import { seedDemo } from "../src/modules/demo/demo.seed";
import { migrations } from "../src/db/migrations";

const latest = migrations.at(-1)!.tag;
const out = join(import.meta.dir, "../src/db/fixtures", `${latest}.db`);
if (existsSync(out) && !process.argv.includes("--force")) {
  console.error(`${out} exists: a fixture is written once, by the code of its own schema version (--force to rewrite).`);
  process.exit(1);
}
rmSync(out, { force: true });
const db = openDatabase(out);
seedDemo(db);
const sqlite = db.$client;
sqlite.run(
  "INSERT INTO users (username, password, email, name) VALUES ('owner', '$argon2id$v=19$m=19456,t=2,p=1$fixture$fixture', 'owner@example.com', 'Fixture Owner')",
);
for (const [name, read] of [["Ana Torres", 0], ["Bruno Díaz", 1]] as const) {
  sqlite.run("INSERT INTO messages (name, email, subject, message, read) VALUES (?, ?, ?, ?, ?)", [
    name,
    `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    "Consulta sobre un proyecto",
    "Hola, me gustaría conversar sobre un proyecto de datos para mi empresa.",
    read,
  ]);
}
// Visitor statistics: daily aggregates, the owner's setting, and the day's salt with its visitor keys.
for (const [dimension, value, pageviews, visitors] of [["total", "", 12, 5], ["page", "/", 7, 4], ["source", "github.com", 2, 2], ["device", "mobile", 5, 3]] as const) {
  sqlite.run("INSERT INTO stats_daily (day, dimension, value, pageviews, visitors) VALUES ('2026-03-10', ?, ?, ?, ?)", [dimension, value, pageviews, visitors]);
}
sqlite.run("INSERT INTO stats_settings (id, counting) VALUES (1, 1)");
sqlite.run("INSERT INTO stats_salt (day, salt) VALUES ('2026-03-10', zeroblob(32))");
sqlite.run("INSERT INTO stats_seen (day, keys) VALUES ('2026-03-10', zeroblob(16))");
// An uploaded CV and an article image, so the upgrade keeps what points into uploads/.
sqlite.run("UPDATE site_info SET cv_file_url = '/uploads/0123456789abcdef0123456789abcdef.pdf' WHERE id = 1");
sqlite.run("UPDATE articles SET image_url = '/uploads/fedcba9876543210fedcba9876543210-960x540.webp' WHERE id = 1");
// One file, no WAL beside it: the fixture is committed as a single file.
sqlite.run("PRAGMA journal_mode = DELETE");
sqlite.run("VACUUM");
sqlite.close();
console.log(`wrote ${out}`);
