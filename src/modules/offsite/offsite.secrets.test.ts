/**
 * No secret leaks: the storage's secret key and an age identity sent with a restore reach no log line, no API read
 * (the settings, /api/health, the backup listing), no JSON export, and the identity is stored nowhere, through a
 * whole life: settings saved in the admin, uploads done and failed, restores with the right and a wrong key.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeIdentity, type TestIdentity } from "../../testing/age";
import { startTestS3, type TestS3 } from "../../testing/object-storage";
import { makeTempDataDir, makeTestApp } from "../../testing/test-app";

let s3: TestS3;
let key: TestIdentity;
let other: TestIdentity;
let scratch: string;

beforeAll(async () => {
  s3 = await startTestS3();
  scratch = mkdtempSync(join(tmpdir(), "portfolio-offsite-secrets-"));
  key = await makeIdentity(scratch);
  other = await makeIdentity(scratch, "other.txt");
});
afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

// s3rver checks the key id only, so any secret reaches it; this one is easy to find wherever it would leak.
const SECRET = "Zz9-very-secret-storage-key-Qq7";

test("the S3 secret and the identities reach no log, no API read, no export, and the identity is stored nowhere", async () => {
  const dataDir = makeTempDataDir();
  const t = makeTestApp({ dataDir, config: { offsiteStorage: null, backupAgeRecipients: [key.recipient] } });
  try {
    const storage = s3.storage("secrets");
    const readEverything = async () => {
      const answers: string[] = [];
      for (const path of ["/api/backups/offsite", "/api/health", "/api/backups", "/api/export"]) {
        const res = await t.request("GET", path, { admin: true });
        expect(res.status).toBe(200);
        answers.push(await res.text());
      }
      return answers;
    };
    const saved = await t.request("PUT", "/api/backups/offsite", { admin: true, json: { ...storage, secretAccessKey: SECRET } });
    expect(saved.status).toBe(200);
    const reads: string[] = [await saved.text()];

    // An upload that goes through, and one that fails while the storage is down.
    const made = (await (await t.request("POST", "/api/backups", { admin: true })).json()) as { name: string };
    await t.clock.advance(1000);
    await t.scheduler.idle();
    await s3.stop();
    try {
      await t.request("POST", "/api/backups", { admin: true });
      await t.clock.advance(0);
      await t.scheduler.idle();
      reads.push(await (await t.request("POST", "/api/backups/offsite/test", { admin: true })).text());
    } finally {
      await s3.start();
    }
    const [settings, health, listing] = await readEverything();
    expect(JSON.parse(settings!)).toMatchObject({ secretSet: true, endpoint: storage.endpoint });
    expect(JSON.parse(health!)).toMatchObject({ offsite: { failed: 1 } });
    expect((JSON.parse(listing!) as { backups: { offsite: string | null }[] }).backups.map((backup) => backup.offsite)).toEqual(["failed", "uploaded"]);
    reads.push(settings!, health!, listing!);

    // Restores of the encrypted backup: with a key that does not open it (refused), then with the owner's.
    const identityText = (file: string) => readFileSync(file, "utf8");
    const refused = await t.request("POST", `/api/backups/${made.name}/restore`, { admin: true, json: { identity: identityText(other.keyFile) } });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    // The refusal names the identity field with a code the admin words in its own language.
    expect((JSON.parse(refusal) as { issues: unknown[] }).issues).toEqual([
      { path: "identity", code: "offsite.identity-mismatch", message: "This identity file does not open the backup; nothing was restored." },
    ]);
    reads.push(refusal);
    const restored = await t.request("POST", `/api/backups/${made.name}/restore`, { admin: true, json: { identity: identityText(key.keyFile) } });
    expect(restored.status).toBe(200);
    reads.push(await restored.text());

    reads.push(...(await readEverything()));

    const logs = t.log.lines.map((line) => line.text).join("\n");
    expect(logs).toContain("Backup copied off-site");
    for (const secret of [SECRET, key.identity, other.identity]) {
      expect(logs).not.toContain(secret);
      for (const read of reads) expect(read).not.toContain(secret);
    }
    // The identities were used once: neither the database nor any file of the data directory holds them.
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const entry of files) {
      const bytes = readFileSync(join(entry.parentPath, entry.name)).toString("latin1");
      expect(bytes).not.toContain(key.identity);
      expect(bytes).not.toContain(other.identity);
    }
  } finally {
    t.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
