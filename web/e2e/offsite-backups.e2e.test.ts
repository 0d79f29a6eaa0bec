/**
 * Off-site backups with the compiled executable: 400 MB of uploads backed up, encrypted and uploaded to a real
 * S3-protocol server within the memory budget; then the machine is lost, and a new empty data directory is brought
 * back by `portfolio restore --remote latest --identity key.txt`.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { makeIdentity, type TestIdentity } from "../../src/testing/age";
import { startTestS3, type TestS3 } from "../../src/testing/object-storage";
import { adminToken, EXECUTABLE, startServer } from "./harness";

const MiB = 1024 * 1024;
const UPLOADS = 80;
let s3: TestS3;
let key: TestIdentity;
let scratch: string;

beforeAll(async () => {
  s3 = await startTestS3();
  scratch = mkdtempSync(join(tmpdir(), "portfolio-offsite-e2e-"));
  key = await makeIdentity(scratch);
});
afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The executable as an owner runs it, with only the environment given (not spawnSync: the S3 server is in this process). */
async function portfolio(args: string[], env: Record<string, string>) {
  const run = Bun.spawn([EXECUTABLE, ...args], { env: { PATH: process.env.PATH ?? "", ...env }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, exitCode] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
  return { exitCode, stdout, stderr };
}

test("400 MB of uploads go off-site encrypted within 100 MiB, and an empty machine comes back with one command", async () => {
  const env = { ...s3.env("disaster"), BACKUP_AGE_RECIPIENTS: key.recipient };
  const server = await startServer({ env });
  let name = "";
  let peak = 0;
  try {
    // 400 MB of incompressible uploads (photos are), 5 MB each as the upload limit allows.
    for (let i = 0; i < UPLOADS; i++) writeFileSync(join(server.dataDir, "uploads", `photo-${i}.jpg`), randomBytes(5 * MiB));
    const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
    // "Back up now": writing 400 MB takes longer than Bun's 10 s idle timeout, and the answer must still come.
    const started = Date.now();
    const made = await fetch(`${server.url}/api/backups`, { method: "POST", headers });
    expect(made.status).toBe(201);
    name = ((await made.json()) as { name: string }).name;
    console.log(`"Back up now" answered after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    let state: string | null = null;
    for (const deadline = Date.now() + 150_000; Date.now() < deadline && state !== "uploaded"; await Bun.sleep(500)) {
      const listing = (await (await fetch(`${server.url}/api/backups`, { headers })).json()) as { backups: { name: string; offsite: string | null }[] };
      state = listing.backups.find((backup) => backup.name === name)?.offsite ?? null;
    }
    expect(name).toMatch(/^manual-.*\.tar\.gz\.age$/);
    expect(state).toBe("uploaded");
    peak = server.peakMemoryMiB();
    console.log(`peak resident memory while backing up, encrypting and uploading 400 MB: ${peak.toFixed(1)} MiB`);
  } finally {
    // The machine is lost: its data directory goes with it.
    await server.stop();
  }

  const listed = await portfolio(["backup", "list", "--remote"], env);
  expect(listed.exitCode).toBe(0);
  expect(listed.stdout).toContain(name);

  const fresh = join(scratch, "new-machine");
  const restored = await portfolio(["restore", "--remote", "latest", "--identity", key.keyFile, "--data-dir", fresh], s3.env("disaster"));
  expect(restored.stderr).toBe("");
  expect(restored.exitCode).toBe(0);
  expect(restored.stdout).toContain(`Restored the database and ${UPLOADS} uploaded file(s)`);
  expect(readdirSync(join(fresh, "uploads")).filter((file) => file.startsWith("photo-"))).toHaveLength(UPLOADS);
  const db = new Database(join(fresh, "portfolio.db"), { readonly: true });
  try {
    expect(db.query<{ n: number }, []>("SELECT count(*) AS n FROM projects").get()!.n).toBeGreaterThan(0);
    expect(
      db
        .query<{ email: string }, []>("SELECT email FROM users")
        .all()
        .map((user) => user.email),
    ).toContain("owner@example.com");
  } finally {
    db.close();
  }
  // Leftovers of the download and the decryption are gone: only what a data directory holds.
  expect(readdirSync(fresh).filter((entry) => entry.startsWith("."))).toEqual([]);

  const wrongKey = await makeIdentity(scratch, "other.txt");
  const refused = await portfolio(
    ["restore", "--remote", "latest", "--identity", wrongKey.keyFile, "--data-dir", join(scratch, "another")],
    s3.env("disaster"),
  );
  expect(refused.exitCode).toBe(1);
  expect(refused.stderr).toMatch(/^portfolio: The identity does not open this backup .*nothing was restored\.\n$/);
  expect(refused.stderr).not.toContain(wrongKey.identity);

  const doctor = await portfolio(["doctor", "--data-dir", fresh], s3.env("disaster"));
  expect(doctor.stdout).toMatch(/^warn {2}off-site copies: copies to portfolio-backups\/disaster are not encrypted: set BACKUP_AGE_RECIPIENTS/m);

  // The budget: backing up, encrypting and uploading 400 MB within 100 MiB of resident memory.
  expect(peak).toBeLessThanOrEqual(100);
});
