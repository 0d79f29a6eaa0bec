import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { Database } from "bun:sqlite";
import { chownSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli } from "./main";
import { openDatabase } from "./db/open";
import { baseEnv, cleanUpAfterEach, cli, MAIN, noAssets, startServe, tempDir } from "./main.test-helpers";

// These tests start real processes; a loaded CI machine needs more than the default 5 s.
setDefaultTimeout(30_000);
cleanUpAfterEach();

/** The same, run as another user: root (these tests' usual user) may open anything. */
const canSwitchUser = process.getuid?.() === 0 && Bun.which("setpriv") !== null;
function cliAs(uid: number, args: string[]) {
  const proc = Bun.spawnSync(["setpriv", `--reuid=${uid}`, `--regid=${uid}`, "--clear-groups", process.execPath, MAIN, ...args], { env: baseEnv });
  return { code: proc.exitCode, stdout: proc.stdout.toString(), stderr: proc.stderr.toString() };
}

describe("command line", () => {
  test("--version prints the version /api/health reports; --help prints the usage", () => {
    expect(cli(["--version"])).toMatchObject({ code: 0, stdout: "1.0.0\n" });
    const help = cli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("portfolio admin create");
  });

  test("an unknown command or flag is one line plus usage on stderr, exit 2", () => {
    for (const args of [["frobnicate"], ["serve", "--colour"], ["admin", "delete"], ["backup", "--port", "1"], ["restore"]]) {
      const result = cli(args);
      expect(result.code).toBe(2);
      expect(result.stderr.split("\n")[0]).toStartWith("portfolio: ");
      expect(result.stderr).toContain("Usage:");
      expect(result.stderr).not.toContain("    at ");
    }
  });

  test("a bad WEBHOOK_ALLOW_PRIVATE stops the start with one line on stderr, no stack", () => {
    const result = cli(["serve", "--data-dir", join(tempDir(), "data")], { WEBHOOK_ALLOW_PRIVATE: "yes" });
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('portfolio: WEBHOOK_ALLOW_PRIVATE must be 1 or 0, got "yes"');
  });

  test("a bad port is a usage error", () => {
    expect(cli(["serve", "--port", "http"]).code).toBe(2);
    expect(cli(["serve", "--port", "70000"]).code).toBe(2);
  });

  test("a data dir that cannot be written and a corrupt database: one sentence, exit 1", () => {
    const dir = tempDir();
    const file = join(dir, "a-file");
    writeFileSync(file, "x");
    const notWritable = cli(["serve", "--data-dir", join(file, "data")]);
    expect(notWritable.code).toBe(1);
    expect(notWritable.stderr.trim()).toMatch(/^portfolio: The data directory .* is not writable\.$/);

    writeFileSync(join(dir, "portfolio.db"), "garbage".repeat(1000));
    const corrupt = cli(["serve", "--data-dir", dir]);
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr).toContain("is corrupt or unreadable");
    expect(corrupt.stderr.trim().split("\n")).toHaveLength(1);
  });

  test.skipIf(!canSwitchUser)('a database or data dir this user may not open: permission denied, the path and the user, not "corrupt"', () => {
    const NOBODY = 65534;
    // A data dir of the service's, with a database left owned by root (a restore by hand, an old release).
    const dir = tempDir();
    chownSync(dir, NOBODY, NOBODY);
    const db = join(dir, "portfolio.db");
    openDatabase(db).$client.close();
    chownSync(db, 0, 0);
    const denied = cliAs(NOBODY, ["serve", "--data-dir", dir]);
    expect(denied.code).toBe(1);
    expect(denied.stderr.trim()).toBe(
      `portfolio: The database at ${db} cannot be opened: permission denied for user nobody (uid 65534); it is owned by user root (uid 0).`,
    );
    expect(cliAs(NOBODY, ["admin", "password", "--email", "a@example.com", "--password", "long-enough", "--data-dir", dir]).stderr).toContain(
      "permission denied for user nobody",
    );

    // A data dir the service may not write at all.
    const locked = tempDir();
    const notWritable = cliAs(NOBODY, ["serve", "--data-dir", locked]);
    expect(notWritable.code).toBe(1);
    expect(notWritable.stderr.trim()).toBe(`portfolio: The data directory ${locked} is not writable: permission denied for user nobody (uid 65534).`);

    // A corrupt database the service may open is still called corrupt.
    chownSync(db, NOBODY, NOBODY);
    writeFileSync(db, "garbage".repeat(1000));
    const corrupt = cliAs(NOBODY, ["serve", "--data-dir", dir]);
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr.trim()).toStartWith(`portfolio: The database at ${db} is corrupt or unreadable`);
  });

  test("serve creates admin@localhost with a random password printed once, and SIGTERM exits 0", async () => {
    const dir = tempDir();
    const { proc } = await startServe(dir);
    const login = async (base: string, password: string) =>
      fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "admin@localhost", password }),
      });
    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    const stdout = await new Response(proc.stdout).text();
    const password = stdout.match(/password: (\S+)/)?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(16);

    // A second start neither creates another admin nor prints a password; the printed one signs in.
    const again = await startServe(dir);
    expect((await login(again.url, password!)).status).toBe(200);
    expect((await login(again.url, "admin123")).status).toBe(401);
    again.proc.kill("SIGINT");
    expect(await again.proc.exited).toBe(0);
    expect(await new Response(again.proc.stdout).text()).not.toContain("password:");

    // Another run with a different random password would differ: never a fixed default.
    const other = tempDir();
    const third = await startServe(other);
    third.proc.kill("SIGTERM");
    await third.proc.exited;
    expect((await new Response(third.proc.stdout).text()).match(/password: (\S+)/)?.[1]).not.toBe(password);
  });

  test("SIGTERM lets a request in flight finish and does not wait for idle keep-alive connections", async () => {
    const { proc, url } = await startServe(tempDir());
    // A keep-alive connection stays open after this answer.
    expect((await fetch(`${url}/api/health`, { keepalive: true })).status).toBe(200);
    // A contact message whose body is still arriving when the signal comes.
    const body = JSON.stringify({ name: "Ana", email: "ana@example.com", subject: "Drain test", message: "Sent while stopping." });
    let sendRest!: () => void;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode(body.slice(10)));
          controller.close();
        };
      },
    });
    const inFlight = fetch(`${url}/api/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await Bun.sleep(300);
    proc.kill("SIGTERM");
    await Bun.sleep(200);
    sendRest();
    expect((await inFlight).status).toBe(201);
    const exited = await Promise.race([proc.exited, Bun.sleep(5000).then(() => "still running")]);
    expect(exited).toBe(0);
  });

  test("a port already in use: one sentence, exit 1", async () => {
    const busy = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
    try {
      const result = cli(["serve", "--port", String(busy.port), "--host", "127.0.0.1", "--data-dir", tempDir()]);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(`portfolio: Port ${busy.port} is already in use.`);
    } finally {
      busy.stop(true);
    }
  });

  test("ADMIN_* creates that admin at first start; flags win over environment", async () => {
    const dir = tempDir();
    const { proc, url, port } = await startServe(dir, { ADMIN_EMAIL: "me@example.com", ADMIN_PASSWORD: "s3cret-pass", PORT: "1" });
    expect(url).toContain(String(port));
    const response = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "me@example.com", password: "s3cret-pass" }),
    });
    expect(response.status).toBe(200);
    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    expect(await new Response(proc.stdout).text()).not.toContain("admin@localhost");
  });

  test("admin create and admin password", async () => {
    const dir = tempDir();
    expect(
      await runCli(["admin", "create", "--email", "Owner@Example.com", "--password", "first-pass", "--name", "Ana Díaz", "--data-dir", dir], noAssets),
    ).toBe(0);
    expect(await runCli(["admin", "create", "--email", "owner@example.com", "--password", "first-pass", "--data-dir", dir], noAssets)).toBe(1);
    expect(await runCli(["admin", "create", "--email", "not-an-email", "--password", "first-pass", "--data-dir", dir], noAssets)).toBe(2);
    expect(await runCli(["admin", "password", "--email", "owner@example.com", "--password", "second-pass", "--data-dir", dir], noAssets)).toBe(0);
    expect(await runCli(["admin", "password", "--email", "nobody@example.com", "--password", "second-pass", "--data-dir", dir], noAssets)).toBe(1);
    const db = new Database(join(dir, "portfolio.db"), { readonly: true });
    const user = db.query<{ email: string; name: string; password: string }, []>("SELECT email, name, password FROM users").get()!;
    db.close();
    expect(user).toMatchObject({ email: "owner@example.com", name: "Ana Díaz" });
    expect(user.password).toStartWith("$argon2id$");
    expect(await Bun.password.verify("second-pass", user.password)).toBe(true);
  });
});

describe("start-up checks", () => {
  test("without PUBLIC_URL the start-up warns (and says PUBLIC_CACHE_SECONDS then covers reads only); with it, it does not", async () => {
    const unset = await startServe(tempDir());
    unset.proc.kill("SIGTERM");
    await unset.proc.exited;
    expect(await new Response(unset.proc.stderr).text()).toContain("PUBLIC_URL is not set");
    const cached = await startServe(tempDir(), { PUBLIC_CACHE_SECONDS: "30" });
    cached.proc.kill("SIGTERM");
    await cached.proc.exited;
    expect(await new Response(cached.proc.stderr).text()).toContain("PUBLIC_CACHE_SECONDS=30 applies to API reads only until PUBLIC_URL is set");
    const set = await startServe(tempDir(), { PUBLIC_URL: "https://me.example", PUBLIC_CACHE_SECONDS: "30" });
    set.proc.kill("SIGTERM");
    await set.proc.exited;
    expect(await new Response(set.proc.stderr).text()).not.toContain("PUBLIC_URL");
  });

  test("an ADMIN_PASSWORD shorter than 6 characters stops the start with one sentence", () => {
    const result = cli(["serve", "--data-dir", tempDir()], { ADMIN_EMAIL: "me@example.com", ADMIN_PASSWORD: "12345" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("portfolio: ADMIN_PASSWORD must be at least 6 characters long: the sign-in form refuses shorter passwords.");
  });
});

describe("--password-stdin", () => {
  test("admin create and admin password read the password from standard input", async () => {
    const dir = tempDir();
    const run = (args: string[], stdin: string) => {
      const proc = Bun.spawnSync([process.execPath, MAIN, ...args, "--data-dir", dir], { env: baseEnv, stdin: new TextEncoder().encode(stdin) });
      return { code: proc.exitCode, stderr: proc.stderr.toString() };
    };
    expect(run(["admin", "create", "--email", "owner@example.com", "--password-stdin"], "from stdin 1\n").code).toBe(0);
    const hash = () =>
      new Database(join(dir, "portfolio.db"), { readonly: true }).query<{ password: string }, []>("SELECT password FROM users").get()!.password;
    expect(await Bun.password.verify("from stdin 1", hash())).toBe(true);
    expect(run(["admin", "password", "--email", "owner@example.com", "--password-stdin"], "from stdin 2\r\nignored").code).toBe(0);
    expect(await Bun.password.verify("from stdin 2", hash())).toBe(true);
    expect(run(["admin", "password", "--email", "owner@example.com", "--password-stdin"], "short\n").code).toBe(2);
    const both = run(["admin", "password", "--email", "owner@example.com", "--password", "x-pass-1", "--password-stdin"], "");
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("Give either --password or --password-stdin, not both.");
  });
});
