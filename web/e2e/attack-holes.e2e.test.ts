/**
 * The smaller holes of issue 20 replayed against the compiled executable, each as the security trial found it:
 * a data directory created world-readable, a preview link coming back to life after an unpublish, one address
 * rotating its User-Agent counted as hundreds of visitors, a flood of anonymous passkey challenges evicting the
 * owner's pending sign-in (driven with Chromium's virtual authenticator), and restore archives that would unpack past
 * the disk. Each test logs what it measured.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { execFileSync } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import * as tar from "tar-stream";
import { archiveDeclaring, BACKUP_MANIFEST } from "../../src/testing/archives";
import { ADMIN, DESKTOP, EXECUTABLE, launchBrowser, startServer, type RunningServer } from "./harness";

const MiB = 1024 * 1024;
const TiB = 1024 ** 4;
const modeOf = (path: string) => statSync(path).mode & 0o777;
const octal = (mode: number) => `0${mode.toString(8)}`;

async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** The executable on a data directory of the test's choosing, started from a shell with the usual umask 022. */
async function serveFrom(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const proc = Bun.spawn(
    ["sh", "-c", 'umask 022 && exec "$0" "$@"', EXECUTABLE, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir],
    { env: { PATH: process.env.PATH ?? "", SEED_DEMO: "0", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, stdout: "ignore", stderr: "pipe" },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (
      await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${await new Response(proc.stderr).text()}`);
    await Bun.sleep(50);
  }
  return {
    url,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

async function tokenOf(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const call = (url: string, token: string, method: string, path: string, json?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { "Content-Type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

describe("the data directory", () => {
  test("one the server creates under umask 022 is owner-only, as are its folders and files", async () => {
    const parent = mkdtempSync(join(tmpdir(), "portfolio-e2e-mode-"));
    const dataDir = join(parent, "data");
    const server = await serveFrom(dataDir);
    try {
      const modes = Object.fromEntries(
        ["", "uploads", "backups", "portfolio.db", "secret"].map((name) => [name || "data", octal(modeOf(join(dataDir, name)))]),
      );
      console.log("data directory modes:", modes);
      expect(modes).toEqual({ data: "0700", uploads: "0700", backups: "0700", "portfolio.db": "0600", secret: "0600" });
    } finally {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe("holes replayed on a running server", () => {
  let server: RunningServer;
  let token: string;

  test("a preview link given before publication does not come back when the article is unpublished", async () => {
    server = await startServer({ seedDemo: false });
    token = await tokenOf(server.url);
    const created = await call(server.url, token, "POST", "/api/articles", {
      title: "Borrador con enlace",
      slug: "borrador-con-enlace",
      summary: "Un borrador que alguien vio antes de tiempo.",
      content: `<p>${"Un texto que todavía no es público y que se comparte con un enlace privado. ".repeat(2)}</p>`,
      category: "Pruebas",
      published: false,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const { token: preview } = (await (await call(server.url, token, "POST", `/api/articles/${id}/preview-link`)).json()) as { token: string };
    const visitor = async () => [
      (await fetch(`${server.url}/api/preview/${preview}`)).status,
      (await fetch(`${server.url}/preview/${preview}`, { redirect: "manual" })).status,
    ];
    const asDraft = await visitor();
    expect((await call(server.url, token, "POST", `/api/articles/${id}/publish`)).status).toBe(200);
    const published = await visitor();
    expect((await call(server.url, token, "POST", `/api/articles/${id}/unpublish`)).status).toBe(200);
    const unpublished = await visitor();
    console.log("preview link (read, page): draft", asDraft, "published", published, "unpublished again", unpublished);
    expect(asDraft).toEqual([200, 200]);
    expect(published[1]).toBe(302);
    expect(unpublished).toEqual([404, 404]);
  });

  test("one address sending 300 User-Agents counts as 20 visitors, and 300 page views", async () => {
    const rotated = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36`;
    const before = (await (await call(server.url, token, "GET", "/api/stats")).json()) as { visitors: number; pageviews: number };
    for (let n = 0; n < 300; n++) {
      const res = await fetch(`${server.url}/`, { headers: { "User-Agent": rotated(n) } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const after = (await (await call(server.url, token, "GET", "/api/stats")).json()) as { visitors: number; pageviews: number };
    const counted = { visitors: after.visitors - before.visitors, pageviews: after.pageviews - before.pageviews };
    console.log("one address, 300 User-Agents:", counted);
    expect(counted).toEqual({ visitors: 20, pageviews: 300 });
  });

  test("a restore archive declaring a terabyte is a 400 with one sentence; nothing is written or changed", async () => {
    const articles = () => server.query<{ title: string; published: number }>("SELECT title, published FROM articles");
    const entries = readdirSync(server.dataDir).sort();
    const before = { articles: articles(), uploads: readdirSync(join(server.dataDir, "uploads")), backups: readdirSync(join(server.dataDir, "backups")) };
    const archive = await archiveDeclaring(TiB);
    const res = await fetch(`${server.url}/api/backups/restore`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/gzip" },
      body: archive,
    });
    const body = (await res.json()) as { message: string };
    console.log(`restore of ${archive.length} bytes declaring 1 TiB:`, res.status, body.message);
    expect(res.status).toBe(400);
    expect(body.message).toEndWith("cannot be restored: it unpacks to more than 32.0 GiB, the most a restore takes; nothing was restored.");
    expect({ articles: articles(), uploads: readdirSync(join(server.dataDir, "uploads")), backups: readdirSync(join(server.dataDir, "backups")) }).toEqual(
      before,
    );
    expect(readdirSync(server.dataDir).sort()).toEqual(entries);
  });

  afterAll(() => server?.stop());
});

/** Whether this test may mount a small tmpfs (root, and a kernel that lets it): the disk that fills up. */
function canMountTmpfs(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), "portfolio-e2e-mount-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** A complete, valid-looking backup whose one upload is `zeroBytes` of zeros: a few hundred kilobytes of gzip. */
async function zeroBomb(path: string, zeroBytes: number): Promise<void> {
  const dbFile = join(tmpdir(), `portfolio-e2e-bomb-${process.pid}.db`);
  const db = new Database(dbFile);
  db.run("CREATE TABLE projects (id INTEGER PRIMARY KEY, title TEXT)");
  db.close();
  const pack = tar.pack();
  pack.entry({ name: "backup.json" }, BACKUP_MANIFEST);
  pack.entry({ name: "portfolio.db" }, readFileSync(dbFile));
  rmSync(dbFile);
  const zeros = pack.entry({ name: "uploads/zeros.bin", size: zeroBytes });
  const writing = pipeline(pack as unknown as NodeJS.ReadableStream, createGzip({ level: 9 }), createWriteStream(path));
  const chunk = Buffer.alloc(MiB);
  for (let written = 0; written < zeroBytes; written += MiB) {
    if (!zeros.write(chunk)) await new Promise<void>((resolve) => zeros.once("drain", () => resolve()));
  }
  zeros.end(() => undefined);
  pack.finalize();
  await writing;
}

describe("a restore that would fill the disk", () => {
  test.skipIf(!canMountTmpfs())("a complete archive of 160 MiB of zeros, onto a 96 MiB disk: refused before writing; the free space never drops", async () => {
    const mount = mkdtempSync(join(tmpdir(), "portfolio-e2e-disk-"));
    const archive = join(tmpdir(), `portfolio-e2e-bomb-${process.pid}.tar.gz`);
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=96m,mode=0755", "tmpfs", mount]);
    try {
      await zeroBomb(archive, 160 * MiB);
      const dataDir = join(mount, "data");
      mkdirSync(dataDir);
      const server = await serveFrom(dataDir);
      try {
        const token = await tokenOf(server.url);
        const free = () => {
          const disk = statfsSync(dataDir);
          return disk.bavail * disk.bsize;
        };
        const freeBefore = free();
        let lowest = freeBefore;
        const watch = setInterval(() => {
          lowest = Math.min(lowest, free());
        }, 1);
        const res = await fetch(`${server.url}/api/backups/restore`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/gzip" },
          body: Bun.file(archive),
        });
        clearInterval(watch);
        const body = (await res.json()) as { message: string };
        console.log(
          `restore of ${(statSync(archive).size / 1024).toFixed(0)} KiB unpacking to 160 MiB on a 96 MiB disk: ${res.status} "${body.message}";`,
          `free before ${(freeBefore / MiB).toFixed(1)} MiB, lowest during ${(lowest / MiB).toFixed(1)} MiB, after ${(free() / MiB).toFixed(1)} MiB`,
        );
        expect(res.status).toBe(400);
        expect(body.message).toContain("the disk has free for it; nothing was restored.");
        // Only the uploaded archive itself (a few hundred kilobytes) was ever written.
        expect(freeBefore - lowest).toBeLessThan(2 * MiB);
        expect(readdirSync(join(dataDir, "uploads"))).toEqual([]);
      } finally {
        await server.stop();
      }
    } finally {
      execFileSync("umount", [mount]);
      rmSync(mount, { recursive: true, force: true });
      rmSync(archive, { force: true });
    }
  });
});

describe("passkey sign-in during a flood of anonymous challenges", () => {
  test("1,500 login-options between the owner's challenge and answer: the owner's passkey still signs in", async () => {
    const flooded = await startServer({ seedDemo: false, viaLocalhost: true });
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ locale: "es-ES", viewport: DESKTOP });
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send("WebAuthn.enable");
      await devtools.send("WebAuthn.addVirtualAuthenticator", {
        options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      // The owner adds a passkey in Settings → Security, then signs out.
      await page.goto(`${flooded.url}/login`);
      await page.getByLabel("Correo electrónico").fill(ADMIN.email);
      await page.getByLabel("Contraseña").fill(ADMIN.password);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      await page.waitForURL(`${flooded.url}/admin`);
      await page.goto(`${flooded.url}/admin/settings?tab=security`);
      await page.getByRole("button", { name: "Añadir una llave de acceso" }).click();
      await page.getByRole("list", { name: "Llaves de acceso" }).getByRole("listitem").first().waitFor();
      await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión", exact: true }).click();
      await page.waitForURL(`${flooded.url}/`);

      // The flood lands after the owner's challenge was issued and before the answer reaches the server.
      const flood = { requests: 0, ok: 0, ms: 0 };
      await page.route("**/api/auth/passkeys/login", async (route) => {
        const started = performance.now();
        const one = async () => {
          const res = await fetch(`${flooded.url}/api/auth/passkeys/login-options`, { method: "POST" });
          await res.arrayBuffer();
          flood.requests++;
          if (res.ok) flood.ok++;
        };
        for (let batch = 0; batch < 15; batch++) await Promise.all(Array.from({ length: 100 }, one));
        flood.ms = Math.round(performance.now() - started);
        await route.continue();
      });
      await page.goto(`${flooded.url}/login`);
      await page.getByRole("button", { name: "Entrar con una llave de acceso" }).click();
      const outcome = await Promise.race([
        page.waitForURL(`${flooded.url}/admin`, { timeout: 30_000 }).then(() => "signed in"),
        page
          .getByText("No se pudo iniciar sesión con la llave de acceso")
          .first()
          .waitFor({ timeout: 30_000 })
          .then(() => "refused"),
      ]);
      console.log(`passkey sign-in with ${flood.ok} of ${flood.requests} anonymous challenges issued in ${flood.ms} ms in between: ${outcome}`);
      expect(flood.ok).toBe(1500);
      expect(outcome).toBe("signed in");
    } finally {
      await browser.close();
      await flooded.stop();
    }
  });
});
