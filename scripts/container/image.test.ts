/**
 * The image as a self-hoster runs it, with the guide's commands (docs/guide.md, "Docker"), on images prepare.sh
 * built: an upgrade from the release before the newest migration, then the running site (port, user, volume modes,
 * healthcheck), a restore from a second container refused while the server runs, restarts, SIGTERM and a restore.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { asTheGuideSays, must, query, removeContainers, removeVolumes, sh, untilHealthy, volumePath } from "./podman";

setDefaultTimeout(180_000);

const HEALTH = "http://127.0.0.1:3000/api/health";
const RUN = "docker run -d --name portfolio -p 3000:3000 -v portfolio-data:/data -e PUBLIC_URL=https://example.com -e SEED_DEMO=0 portfolio";
const RESTORE_STOPPED = (archive: string) => `docker run --rm -v portfolio-data:/data portfolio restore ${archive}`;
const BACKUP = "docker exec portfolio portfolio backup";

type Row = Record<string, unknown>;
const messages = () => query<Row>("portfolio-data", "SELECT * FROM messages ORDER BY id");

async function leaveMessage(subject: string): Promise<void> {
  const response = await fetch("http://127.0.0.1:3000/api/messages", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Ana", email: "ana@example.com", subject, message: `Kept across everything: ${subject}.` }),
  });
  expect(response.status).toBe(201);
}

/** Every table's rowids (or, without rowids, its row count): what an upgrade must keep. */
function rowsByTable(): Map<string, string[]> {
  const tables = query<{ name: string }>("portfolio-data", "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  const rows = new Map<string, string[]>();
  for (const { name } of tables) {
    try {
      rows.set(
        name,
        query<{ rowid: number }>("portfolio-data", `SELECT rowid FROM "${name}"`).map((row) => String(row.rowid)),
      );
    } catch {
      rows.set(
        name,
        Array.from({ length: query<{ n: number }>("portfolio-data", `SELECT COUNT(*) AS n FROM "${name}"`)[0]!.n }, (_, i) => `#${i}`),
      );
    }
  }
  return rows;
}

const state = (format: string) => must(`podman inspect --format '${format}' portfolio`);
const backupsIn = () => readdirSync(join(volumePath("portfolio-data"), "backups"));

beforeAll(() => {
  removeContainers("portfolio", "portfolio-second");
  removeVolumes("portfolio-data");
});
afterAll(() => {
  removeContainers("portfolio");
  removeVolumes("portfolio-data");
});

describe("the image, run as docs/guide.md says", () => {
  test("an upgrade from the release before the newest migration keeps every row and backs up first", async () => {
    must("podman run -d --name portfolio -p 3000:3000 -v portfolio-data:/data -e PUBLIC_URL=https://example.com portfolio:previous");
    await untilHealthy(HEALTH);
    await leaveMessage("Before the upgrade");
    expect(must("podman stop portfolio")).toBe("portfolio");
    const before = rowsByTable();
    const messagesBefore = messages();
    expect(messagesBefore).toHaveLength(1);
    expect([...before.values()].flat().length).toBeGreaterThan(20);

    expect(asTheGuideSays("docker stop portfolio && docker rm portfolio").code).toBe(0);
    // (podman's stderr may carry "unable to get systemd connection to add healthchecks" where systemd does not run
    // its timers: the test runs the healthcheck itself.)
    expect(asTheGuideSays(RUN).code).toBe(0);
    console.log(`first answer after the upgrade (migrations and the backup first): ${((await untilHealthy(HEALTH)) / 1000).toFixed(2)} s`);
    const after = rowsByTable();
    for (const [table, rowids] of before) {
      const kept = new Set(after.get(table));
      expect({ table, missing: rowids.filter((rowid) => !kept.has(rowid)) }).toEqual({ table, missing: [] });
    }
    expect(messages()).toEqual(messagesBefore);
    expect(backupsIn().some((name) => /^before-upgrade-.+-to-.+\.tar\.gz$/.test(name))).toBe(true);
  });

  test("answers on the published port as user 65532 (pid 1), with the volume's contents 0700/0600", () => {
    const pid = state("{{.State.Pid}}");
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    expect(status).toMatch(/^Uid:\t65532\t65532\t65532\t65532$/m);
    expect(status.match(/^NSpid:.*\s(\d+)$/m)?.[1]).toBe("1");
    const wrong: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        const { mode, uid } = statSync(path);
        if ((mode & 0o777) !== (entry.isDirectory() ? 0o700 : 0o600) || uid !== 65532) wrong.push(`${path} ${(mode & 0o777).toString(8)} uid ${uid}`);
        if (entry.isDirectory()) walk(path);
      }
    };
    const root = volumePath("portfolio-data");
    expect((statSync(root).mode & 0o777).toString(8)).toBe("700");
    walk(root);
    expect(wrong).toEqual([]);
  });

  test("the healthcheck: healthy while the server answers, unhealthy while it cannot", async () => {
    expect(sh("podman healthcheck run portfolio").code).toBe(0);
    expect(state("{{.State.Health.Status}}")).toBe("healthy");
    // A server that hangs (stopped, not gone): the check times out, three times in a row make it unhealthy. Failures
    // within the image's start period (10 s) do not count: wait it out.
    const startedAt = Date.parse((JSON.parse(state("{{json .State.StartedAt}}")) as string).replace(/\.\d+/, ""));
    await Bun.sleep(Math.max(0, startedAt + 11_000 - Date.now()));
    must(`kill -STOP ${state("{{.State.Pid}}")}`);
    try {
      for (let attempt = 0; attempt < 3; attempt++) expect(sh("podman healthcheck run portfolio").code).not.toBe(0);
      expect(state("{{.State.Health.Status}}")).toBe("unhealthy");
    } finally {
      must(`kill -CONT ${state("{{.State.Pid}}")}`);
    }
    expect(sh("podman healthcheck run portfolio").code).toBe(0);
    expect(state("{{.State.Health.Status}}")).toBe("healthy");
  });

  test("a restore from a second container on the same volume is refused while the server runs; doctor there names it", () => {
    const archive = asTheGuideSays(BACKUP).stdout.match(/^Wrote (\/data\/backups\/\S+\.tar\.gz)/)?.[1];
    expect(archive).toBeDefined();
    const host = state("{{.Config.Hostname}}");
    const restore = sh(RESTORE_STOPPED(archive!).replace(/^docker /, "podman "));
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`A portfolio server (pid 1 on host ${host}) is using /data: stop it before "restore"`);
    expect(backupsIn().some((name) => name.startsWith("pre-restore-"))).toBe(false);
    const doctor = sh("podman run --rm -v portfolio-data:/data portfolio doctor");
    expect(doctor.stdout).toContain(`server: a portfolio server (pid 1 on host ${host}) is using this data directory`);
  });

  test("data is kept across a restart and a new container; SIGTERM exits 0; a restore as the guide says", async () => {
    await leaveMessage("After the upgrade");
    const archive = asTheGuideSays(BACKUP).stdout.match(/^Wrote (\/data\/backups\/\S+\.tar\.gz)/)?.[1];
    await leaveMessage("After the backup");
    must("podman restart portfolio");
    await untilHealthy(HEALTH);
    expect(messages().map((row) => row.subject)).toEqual(["Before the upgrade", "After the upgrade", "After the backup"]);

    // docker stop sends SIGTERM: the server drains and exits 0 (not 137, killed after the grace period).
    expect(asTheGuideSays("docker stop portfolio").code).toBe(0);
    expect(state("{{.State.ExitCode}}")).toBe("0");
    must("podman rm portfolio");
    // From `docker run` (the container created and started) to the first 200: docs/measured.md.
    const started = performance.now();
    expect(asTheGuideSays(RUN).code).toBe(0);
    await untilHealthy(HEALTH);
    console.log(`time to first healthy answer, from docker run: ${((performance.now() - started) / 1000).toFixed(2)} s`);
    expect(messages()).toHaveLength(3);

    expect(asTheGuideSays("docker stop portfolio").code).toBe(0);
    const restore = asTheGuideSays(RESTORE_STOPPED(archive!));
    expect(restore.code).toBe(0);
    expect(restore.stdout).toStartWith("Restored the database");
    expect(asTheGuideSays("docker start portfolio").code).toBe(0);
    await untilHealthy(HEALTH);
    expect(messages().map((row) => row.subject)).toEqual(["Before the upgrade", "After the upgrade"]);
    console.log(`image size: ${(Number(must("podman image inspect --format '{{.Size}}' portfolio")) / 1e6).toFixed(0)} MB`);
  });
});
