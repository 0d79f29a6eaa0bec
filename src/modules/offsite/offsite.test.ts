import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Config } from "../../config";
import { startTestS3, type TestS3 } from "../../testing/object-storage";
import { makeTempDataDir, makeTestApp, type TestApp } from "../../testing/test-app";
import { verifyBackup } from "../backups/backups.verify";
import { createOffsiteStorage } from "./offsite.storage";
import { ageDecrypt, makeIdentity, type TestIdentity } from "../../testing/age";

const MINUTE = 60_000;
let s3: TestS3;
let key: TestIdentity;
let scratch: string;
const apps: TestApp[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  s3 = await startTestS3();
  scratch = mkdtempSync(join(tmpdir(), "portfolio-offsite-"));
  key = await makeIdentity(scratch);
});
afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});
afterEach(() => {
  for (const app of apps.splice(0)) app.cleanup();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

let site = 0;
/** An app with its own data dir and its own prefix in the bucket, encrypting to the test key unless told. */
function offsiteApp(config: Partial<Config> = {}, dataDir = makeTempDataDir()) {
  const prefix = `site-${++site}`;
  const t = makeTestApp({ dataDir, config: { offsiteStorage: s3.storage(prefix), backupAgeRecipients: [key.recipient], ...config } });
  apps.push(t);
  dirs.push(dataDir);
  return Object.assign(t, { prefix, dataDir });
}
type OffsiteApp = ReturnType<typeof offsiteApp>;

async function advance(t: TestApp, ms = 0) {
  await t.clock.advance(ms);
  await t.scheduler.idle();
}
async function backUp(t: TestApp) {
  const res = await t.request("POST", "/api/backups", { admin: true });
  expect(res.status).toBe(201);
  return ((await res.json()) as { name: string }).name;
}
async function listing(t: TestApp) {
  return (await (await t.request("GET", "/api/backups", { admin: true })).json()) as { backups: { name: string; offsite: string | null }[] };
}
const stateOf = async (t: TestApp, name: string) => (await listing(t)).backups.find((backup) => backup.name === name)?.offsite;
const remoteNames = async (t: OffsiteApp) => (await s3.keys(`${t.prefix}/`)).map((k) => k.slice(t.prefix.length + 1));

describe("every backup goes off-site", () => {
  test("a manual backup is encrypted to the owner's key, pending, then uploaded; both copies open with `age -d`", async () => {
    const t = offsiteApp();
    const name = await backUp(t);
    expect(name).toMatch(/^manual-\d{8}-\d{6}\.tar\.gz\.age$/);
    expect(await stateOf(t, name)).toBe("pending");
    await advance(t);
    expect(await stateOf(t, name)).toBe("uploaded");
    expect(await remoteNames(t)).toEqual([name]);

    const local = join(t.dataDir, "backups", name);
    expect(readFileSync(local).subarray(0, 21).toString()).toBe("age-encryption.org/v1");
    ageDecrypt(local, key.keyFile, join(scratch, "local.tar.gz"));
    expect((await verifyBackup(join(scratch, "local.tar.gz"))).uploads).toBe(0);
    await createOffsiteStorage(s3.storage(t.prefix)).download(name, join(scratch, "remote.age"));
    ageDecrypt(join(scratch, "remote.age"), key.keyFile, join(scratch, "remote.tar.gz"));
    expect(readFileSync(join(scratch, "remote.tar.gz")).equals(readFileSync(join(scratch, "local.tar.gz")))).toBe(true);
    rmSync(join(scratch, "local.tar.gz"));
    rmSync(join(scratch, "remote.age"));
    rmSync(join(scratch, "remote.tar.gz"));
  });

  test("without a storage, offsite is null and archives stay plain .tar.gz without recipients", async () => {
    const t = offsiteApp({ offsiteStorage: null, backupAgeRecipients: [] });
    const name = await backUp(t);
    expect(name).toMatch(/\.tar\.gz$/);
    expect(await stateOf(t, name)).toBeNull();
  });

  test("the storage down: failed, shown in /api/health; retried with back-off, also by a restarted server", async () => {
    const dataDir = makeTempDataDir();
    const t = offsiteApp({}, dataDir);
    await s3.stop();
    let name: string;
    try {
      name = await backUp(t);
      await advance(t);
      expect(await stateOf(t, name)).toBe("failed");
      const health = (await (await t.request("GET", "/api/health", { admin: true })).json()) as { offsite: { failed: number; lastError: string } };
      expect(health.offsite).toMatchObject({ configured: true, encrypted: true, failed: 1, pending: 0 });
      expect(health.offsite.lastError).toBeTruthy();
    } finally {
      await s3.start();
    }
    // The server restarts on the same data (its outbox row and the copy's state are in the database).
    t.cleanup();
    apps.splice(apps.indexOf(t), 1);
    const again = makeTestApp({ dataDir, clock: t.clock, config: { offsiteStorage: s3.storage(t.prefix), backupAgeRecipients: [key.recipient] } });
    apps.push(again);
    await advance(again, 30_000);
    expect(await stateOf(again, name)).toBe("failed");
    await advance(again, MINUTE);
    expect(await stateOf(again, name)).toBe("uploaded");
    expect(await remoteNames(t)).toEqual([name]);
  });

  test("deleting a backup in the admin deletes its off-site copy", async () => {
    const t = offsiteApp();
    const name = await backUp(t);
    await advance(t);
    expect(await remoteNames(t)).toEqual([name]);
    expect((await t.request("DELETE", `/api/backups/${name}`, { admin: true })).status).toBe(204);
    await advance(t);
    expect(await remoteNames(t)).toEqual([]);
  });

  test("BACKUP_KEEP applies to both copies", async () => {
    const t = offsiteApp({ backupKeep: 2, backupSchedule: "0 3 * * *" });
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      await t.scheduler.runNow("backup");
      await advance(t, 1000);
      names.unshift((await listing(t)).backups[0]!.name);
    }
    await advance(t);
    expect((await listing(t)).backups.map((backup) => backup.name)).toEqual(names.slice(0, 2));
    expect(await remoteNames(t)).toEqual(names.slice(0, 2).sort());
  });

  test("a restore, which puts back the backup's own rows, still sends the backups made since, the before-restore one too", async () => {
    const t = offsiteApp();
    const restoredName = await backUp(t);
    await advance(t);
    await advance(t, 1000);
    const later = await backUp(t);
    await advance(t);
    const identity = readFileSync(key.keyFile, "utf8");
    const res = await t.request("POST", `/api/backups/${restoredName}/restore`, { admin: true, json: { identity } });
    expect(res.status).toBe(200);
    const { savedAs } = (await res.json()) as { savedAs: { name: string } };
    await advance(t);
    const states = new Map((await listing(t)).backups.map((backup) => [backup.name, backup.offsite]));
    expect(Object.fromEntries(states)).toEqual({ [restoredName]: "uploaded", [later]: "uploaded", [savedAs.name]: "uploaded" });
    expect(await remoteNames(t)).toEqual([restoredName, later, savedAs.name].sort());
  });
});

describe("the upload", () => {
  test("one streamed PUT up to S3's single-request limit, multipart above it: the copies are the file byte for byte", async () => {
    const file = join(scratch, "archive.bin");
    // Above the 8 MiB part size, so the writer sends two parts.
    const bytes = new Uint8Array(9 * 1024 * 1024);
    for (let at = 0; at < bytes.length; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
    await Bun.write(file, bytes);
    await createOffsiteStorage(s3.storage("upload-single")).upload(file, "manual-20260101-000000.tar.gz");
    await createOffsiteStorage(s3.storage("upload-parts"), { singlePutLimit: 1024 * 1024 }).upload(file, "manual-20260101-000000.tar.gz");
    for (const prefix of ["upload-single", "upload-parts"]) {
      await createOffsiteStorage(s3.storage(prefix)).download("manual-20260101-000000.tar.gz", join(scratch, `${prefix}.bin`));
      expect(readFileSync(join(scratch, `${prefix}.bin`)).equals(bytes)).toBe(true);
    }
  });

  test("a refused PUT fails with the storage's own answer, and without the secret", async () => {
    const file = join(scratch, "refused.bin");
    await Bun.write(file, "archive");
    // s3rver checks the key id, not the signature.
    const wrong = { ...s3.storage("refused"), accessKeyId: "UNKNOWN" };
    const error = await createOffsiteStorage(wrong)
      .upload(file, "manual-20260101-000000.tar.gz")
      .then(
        () => null,
        (caught: Error) => caught,
      );
    expect(error?.message).toMatch(/^403 Forbidden: [\s\S]*<Code>InvalidAccessKeyId<\/Code>/);
    expect(error?.message).not.toContain(wrong.secretAccessKey);
  });
});
