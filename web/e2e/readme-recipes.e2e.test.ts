/**
 * The systemd recipe the README points to (docs/guide.md), run as written: the unit passes `systemd-analyze security` at 4.0 or better, and its
 * day-to-day commands work against the compiled executable as the service's user (nobody here), with the paths of
 * the recipe pointed at a temporary install.
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { chmodSync, chownSync, copyFileSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EXECUTABLE } from "./harness";

setDefaultTimeout(60_000);

const GUIDE = await Bun.file(join(import.meta.dir, "../../docs/guide.md")).text();
const SERVICE_USER = { uid: 65534, gid: 65534 };
const AS_SERVICE_USER = `setpriv --reuid=${SERVICE_USER.uid} --regid=${SERVICE_USER.gid} --clear-groups`;

/** The fenced blocks of one section of the guide, by language. */
function blocks(section: string, language: string): string[] {
  const start = GUIDE.indexOf(`\n## ${section}`);
  const end = GUIDE.indexOf("\n## ", start + 1);
  const text = GUIDE.slice(start, end < 0 ? undefined : end);
  return [...text.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, "g"))].map((m) => m[1]!);
}

const SECTION = "Raspberry Pi (or any small VPS) with systemd";
const unit = blocks(SECTION, "ini")[0]!;
const [, dayToDay] = blocks(SECTION, "sh");

const work = mkdtempSync(join(tmpdir(), "portfolio-recipes-"));
chmodSync(work, 0o755);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the guide's systemd unit", () => {
  test("is rated 4.0 or better by systemd-analyze security, runs as its own user and sets PUBLIC_URL and SEED_DEMO=0", () => {
    const file = join(work, "portfolio.service");
    writeFileSync(file, unit);
    // --threshold counts in tenths: 40 is an exposure of 4.0.
    const analyze = Bun.spawnSync(["systemd-analyze", "security", "--offline=true", "--threshold=40", file]);
    const output = analyze.stdout.toString() + analyze.stderr.toString();
    const exposure = Number(output.match(/Overall exposure level for portfolio\.service: ([\d.]+)/)?.[1]);
    expect(exposure).toBeLessThanOrEqual(4);
    expect(analyze.exitCode).toBe(0);
    expect(unit).toContain("User=portfolio");
    expect(unit).toMatch(/^Environment=.*PUBLIC_URL=https:\/\/\S+.*SEED_DEMO=0/m);
  });
});

describe("the guide's day-to-day commands", () => {
  test("doctor, backup, a password from standard input, and a restore with the service stopped, as the service's user", async () => {
    const dataDir = join(work, "var-lib-portfolio");
    // StateDirectory=portfolio: owned by the service's user, mode 0700.
    Bun.spawnSync(["mkdir", "-m", "0700", dataDir]);
    chownSync(dataDir, SERVICE_USER.uid, SERVICE_USER.gid);
    const port = 20000 + Math.floor(Math.random() * 20000);
    const environment = unit
      .match(/^Environment=(.*)$/m)![1]!
      .replace("/var/lib/portfolio", dataDir)
      .replace("PORT=3000", `PORT=${port}`);
    const serviceEnv = Object.fromEntries(environment.split(" ").map((pair) => pair.split("=") as [string, string]));
    const local = (text: string) =>
      text
        .replaceAll("$(systemctl show -p Environment --value portfolio)", environment)
        .replaceAll("/opt/portfolio/portfolio", EXECUTABLE)
        .replaceAll("/var/lib/portfolio", dataDir)
        .replaceAll("sudo -u portfolio", AS_SERVICE_USER);

    let service: ReturnType<typeof Bun.spawn> | null = null;
    let firstStart = "";
    const start = async () => {
      service = Bun.spawn([...AS_SERVICE_USER.split(" "), EXECUTABLE, "serve"], {
        env: { PATH: process.env.PATH ?? "", ...serviceEnv },
        stdout: "pipe",
        stderr: "pipe",
      });
      for (let i = 0; i < 200; i++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
        } catch {
          await Bun.sleep(50);
        }
      }
      throw new Error(`the service did not start: ${await new Response(service.stderr as ReadableStream).text()}`);
    };
    const stop = async () => {
      service!.kill("SIGTERM");
      expect(await service!.exited).toBe(0);
      firstStart ||= await new Response(service!.stdout as ReadableStream).text();
    };

    await start();
    const ran: string[] = [];
    for (const line of dayToDay!.trim().split("\n")) {
      if (line === "sudo systemctl stop portfolio") await stop();
      else if (line === "sudo systemctl start portfolio") await start();
      else {
        const restoreOf = line.match(/restore (\S+)/)?.[1];
        if (restoreOf) {
          // The recipe names a backup by its date: this run's newest backup stands in for it.
          const backups = join(dataDir, "backups");
          const newest = readdirSync(backups)
            .filter((name) => name.endsWith(".tar.gz"))
            .sort()
            .at(-1)!;
          copyFileSync(join(backups, newest), local(restoreOf));
          chownSync(local(restoreOf), SERVICE_USER.uid, SERVICE_USER.gid);
        }
        const result = Bun.spawnSync(["bash", "-c", local(line)], { cwd: work, env: { PATH: process.env.PATH ?? "" } });
        expect({ line, code: result.exitCode, stderr: result.stderr.toString() }).toEqual({ line, code: 0, stderr: expect.any(String) });
        if (line.includes(" doctor")) expect(result.stdout.toString()).toContain("ok    public address: PUBLIC_URL https://example.com, TRUST_PROXY 1");
      }
      ran.push(line);
    }
    expect(ran).toHaveLength(dayToDay!.trim().split("\n").length);
    // The first start printed the admin's password once, as the recipe's journalctl line expects.
    expect(firstStart).toMatch(/password: \S+/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    await stop();
    // Everything the service and its commands wrote belongs to the service's user.
    for (const name of ["portfolio.db", "secret", "uploads", "backups"]) expect(statSync(join(dataDir, name)).uid).toBe(SERVICE_USER.uid);
  });
});
