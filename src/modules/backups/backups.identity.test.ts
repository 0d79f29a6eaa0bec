/**
 * Issue 31, point 5: an age identity with a typo (a bad checksum) is one search away from the real key, so it is
 * never echoed: the restore API and `portfolio restore` name the problem, never the text.
 */
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keyFragments, makeIdentity, mistype, type TestIdentity } from "../../testing/age";
import { makeTempDataDir, makeTestApp } from "../../testing/test-app";
import { cli } from "../../main.test-helpers";

setDefaultTimeout(30_000);

let scratch: string;
let key: TestIdentity;
let typo: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "portfolio-identity-typo-"));
  key = await makeIdentity(scratch);
  typo = mistype(key.identity);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CHECKSUM = /^This is not a valid age identity: checksum \(/;

test("the restore API names a mistyped key's problem (checksum) and echoes no part of it, nor logs it", async () => {
  const dataDir = makeTempDataDir();
  const t = makeTestApp({ dataDir, config: { offsiteStorage: null, backupAgeRecipients: [key.recipient] } });
  try {
    const made = (await (await t.request("POST", "/api/backups", { admin: true })).json()) as { name: string };
    expect(made.name).toEndWith(".age");
    const answers = [
      await t.request("POST", `/api/backups/${made.name}/restore`, { admin: true, json: { identity: `# created: today\n${typo}\n` } }),
      await t.request("POST", "/api/backups/restore", { admin: true, headers: { "x-age-identity": typo }, body: "not read" }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      const text = await answer.text();
      const body = JSON.parse(text) as { message: string; issues: { path: string; code: string }[] };
      expect(body.message).toMatch(CHECKSUM);
      expect(body.issues).toEqual([expect.objectContaining({ path: "identity", code: "offsite.identity" })]);
      for (const fragment of keyFragments(typo)) expect(text).not.toContain(fragment);
    }
    const logs = t.log.lines.map((line) => line.text).join("\n");
    for (const fragment of keyFragments(typo)) expect(logs).not.toContain(fragment);
  } finally {
    t.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("`portfolio restore --identity` with a mistyped key: one sentence naming the checksum on stderr, no part of the key", () => {
  const keyFile = join(scratch, "typo.txt");
  writeFileSync(keyFile, `# created: today\n${typo}\n`, { mode: 0o600 });
  const run = cli(["restore", join(scratch, "backup.tar.gz.age"), "--identity", keyFile, "--data-dir", join(scratch, "data")]);
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/^portfolio: .*typo\.txt: This is not a valid age identity: checksum \(.*\)\.\n$/);
  for (const fragment of keyFragments(typo)) expect(run.stderr + run.stdout).not.toContain(fragment);
});
