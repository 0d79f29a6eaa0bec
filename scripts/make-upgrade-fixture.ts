/**
 * Writes a small database made by the code as it is now into src/db/fixtures/<latest migration>.db, for the
 * upgrade test (src/db/upgrade.test.ts) to open with later code. Run it before adding a migration:
 *   npm run db:fixture && npm run db:generate
 * Every table gets rows: the demo content, an admin, messages, and rows for the tables later migrations added (`LATER_TABLES`).
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
for (const [name, read] of [
  ["Ana Torres", 0],
  ["Bruno Díaz", 1],
] as const) {
  sqlite.run("INSERT INTO messages (name, email, subject, message, read) VALUES (?, ?, ?, ?, ?)", [
    name,
    `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    "Consulta sobre un proyecto",
    "Hola, me gustaría conversar sobre un proyecto de datos para mi empresa.",
    read,
  ]);
}
const hasTable = (table: string) => sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== null;
/** Rows for the tables later migrations added, each written only when the schema being captured has that table. */
const LATER_TABLES: [table: string, write: () => void][] = [
  [
    "notification_settings",
    () =>
      sqlite.run(
        "INSERT INTO notification_settings (smtp_host, smtp_port, smtp_security, smtp_user, smtp_password, mail_from, mail_to, language) VALUES ('mail.example.com', 465, 'tls', 'owner', 'fixture-secret', 'site@example.com', 'owner@example.com', 'en')",
      ),
  ],
  [
    "notification_webhooks",
    () => sqlite.run("INSERT INTO notification_webhooks (url, format, last_status) VALUES ('https://ntfy.example.com/portfolio', 'ntfy', NULL)"),
  ],
  [
    "outbox",
    () => {
      sqlite.run("INSERT INTO outbox (topic, payload, subject_key, state, attempts) VALUES ('notify.email', '{\"messageId\":1}', 'message:1', 'sent', 1)");
      sqlite.run(
        "INSERT INTO outbox (topic, payload, subject_key, state, attempts, next_attempt_at, last_error) VALUES ('notify.webhook', '{\"messageId\":2,\"webhookId\":1}', 'message:2', 'pending', 2, '2026-01-05T09:05:00.000Z', 'HTTP 502 Bad Gateway')",
      );
    },
  ],
  // The owner's account security: a session, a passkey, TOTP and its recovery codes.
  [
    "sessions",
    () =>
      sqlite.run(
        "INSERT INTO sessions (id, user_id, device, expires_at) VALUES ('fixture-session-0123456789', 1, 'Firefox 128 · Linux', '2099-01-01T00:00:00.000Z')",
      ),
  ],
  [
    "passkeys",
    () =>
      sqlite.run(
        "INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name) VALUES (1, 'Zml4dHVyZS1jcmVkZW50aWFs', x'a501020326200121582000', 3, '[\"internal\"]', 'Laptop')",
      ),
  ],
  [
    "totp_secrets",
    () => sqlite.run("INSERT INTO totp_secrets (user_id, secret, enabled, last_step) VALUES (1, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 1, 59000000)"),
  ],
  [
    "recovery_codes",
    () => {
      for (let i = 0; i < 10; i++)
        sqlite.run("INSERT INTO recovery_codes (user_id, code_hash, used_at) VALUES (1, ?, ?)", [
          `${i}`.repeat(64),
          i === 0 ? "2026-01-05T09:00:00.000Z" : null,
        ]);
    },
  ],
  // Visitor statistics: daily aggregates, the owner's setting, and the day's salt with its visitor keys.
  [
    "stats_daily",
    () => {
      for (const [dimension, value, pageviews, visitors] of [
        ["total", "", 12, 5],
        ["page", "/", 7, 4],
        ["source", "github.com", 2, 2],
        ["device", "mobile", 5, 3],
      ] as const) {
        sqlite.run("INSERT INTO stats_daily (day, dimension, value, pageviews, visitors) VALUES ('2026-03-10', ?, ?, ?, ?)", [
          dimension,
          value,
          pageviews,
          visitors,
        ]);
      }
    },
  ],
  ["stats_settings", () => sqlite.run("INSERT INTO stats_settings (id, counting) VALUES (1, 1)")],
  ["stats_salt", () => sqlite.run("INSERT INTO stats_salt (day, salt) VALUES ('2026-03-10', zeroblob(32))")],
  ["stats_seen", () => sqlite.run("INSERT INTO stats_seen (day, keys) VALUES ('2026-03-10', zeroblob(16))")],
  // Writing tools: a preview link (its token stored only as a SHA-256) and an article waiting for its publication date.
  [
    "article_preview_links",
    () => {
      sqlite.run("INSERT INTO article_preview_links (article_id, token_hash) VALUES (1, ?)", ["ab".repeat(32)]);
      sqlite.run("UPDATE articles SET publish_at = '2099-01-01T08:00:00.000Z' WHERE id = (SELECT max(id) FROM articles)");
    },
  ],
  // Readers: one of each status (tokens stored only as SHA-256), an unsubscribe link sent, an article not mailed, its mails queued.
  [
    "subscribers",
    () => {
      for (const [email, language, status, confirmHash, confirmedAt, unsubscribedAt] of [
        ["pending@example.com", "es", "pending", "cd".repeat(32), null, null],
        ["confirmed@example.com", "en", "confirmed", null, "2026-03-01T10:00:00.000Z", null],
        ["left@example.com", "ja", "unsubscribed", null, "2026-02-01T10:00:00.000Z", "2026-03-05T10:00:00.000Z"],
      ] as const) {
        sqlite.run(
          "INSERT INTO subscribers (email, language, status, confirm_token_hash, requested_at, confirmed_at, unsubscribed_at) VALUES (?, ?, ?, ?, '2026-02-01T09:00:00.000Z', ?, ?)",
          [email, language, status, confirmHash, confirmedAt, unsubscribedAt],
        );
      }
      sqlite.run("UPDATE articles SET mail_readers = 0 WHERE id = 1");
      sqlite.run(
        "INSERT INTO outbox (topic, payload, subject_key, state, attempts, next_attempt_at) VALUES ('subscribers.article', '{\"subscriberId\":2,\"articleId\":2}', 'article-mails:2', 'pending', 0, '2026-03-10T09:00:00.000Z')",
      );
    },
  ],
  ["subscriber_unsubscribe_tokens", () => sqlite.run("INSERT INTO subscriber_unsubscribe_tokens (token_hash, subscriber_id) VALUES (?, 2)", ["ef".repeat(32)])],
  // The fediverse: a follower, what it was told of an article (with its counts), a reply, and Fedify's cached rows.
  [
    "fediverse_followers",
    () =>
      sqlite.run(
        "INSERT INTO fediverse_followers (actor_id, handle, name, url, inbox, shared_inbox) VALUES ('https://social.example/users/ana', '@ana@social.example', 'Ana', 'https://social.example/@ana', 'https://social.example/users/ana/inbox', 'https://social.example/inbox')",
      ),
  ],
  [
    "fediverse_announced",
    () =>
      sqlite.run(
        "INSERT INTO fediverse_announced (article_id, object_id, article_updated_at, likes, boosts) VALUES (1, 'https://blog.example/articles/first', '2026-03-01T10:00:00.000Z', 3, 1)",
      ),
  ],
  [
    "fediverse_kv",
    () =>
      sqlite.run(
        "INSERT INTO fediverse_kv (key, value, expires_at) VALUES ('_fedify\u001fremoteDocument\u001fhttps://social.example/users/ana', '{\"id\":\"https://social.example/users/ana\"}', '2099-01-01T00:00:00.000Z')",
      ),
  ],
  // One like per remote actor and article, and a key Fedify could not have (its value null).
  [
    "fediverse_reactions",
    () => {
      sqlite.run(
        "INSERT INTO fediverse_reactions (article_id, kind, actor_id, activity_id) VALUES (1, 'like', 'https://social.example/users/ana', 'https://social.example/likes/1')",
      );
      sqlite.run(
        "INSERT INTO fediverse_kv (key, value, expires_at) VALUES ('_fedify\u001fpublicKey\u001fhttps://gone.example/users/x#main-key', NULL, '2099-01-01T00:00:00.000Z')",
      );
    },
  ],
  [
    "subscriber_confirm_mails",
    () => sqlite.run("INSERT INTO subscriber_confirm_mails (recipient_hash, sent_at) VALUES (?, '2026-03-10T09:00:00.000Z')", ["ab".repeat(32)]),
  ],
];
for (const [table, write] of LATER_TABLES) if (hasTable(table)) write();
// An uploaded CV and an article image, so the upgrade keeps what points into uploads/.
sqlite.run("UPDATE site_info SET cv_file_url = '/uploads/0123456789abcdef0123456789abcdef.pdf' WHERE id = 1");
sqlite.run("UPDATE articles SET image_url = '/uploads/fedcba9876543210fedcba9876543210-960x540.webp' WHERE id = 1");
// One file, no WAL beside it: the fixture is committed as a single file.
sqlite.run("PRAGMA journal_mode = DELETE");
sqlite.run("VACUUM");
sqlite.close();
console.log(`wrote ${out}`);
