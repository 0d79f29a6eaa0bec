/**
 * Browser tests run against the compiled executable (dist/portfolio, built by `bun run build`), started on a
 * free port with a temporary DATA_DIR, driven by playwright-core with Debian's Chromium.
 */
import { afterAll, beforeAll } from "bun:test";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const EXECUTABLE = join(import.meta.dir, "../../dist/portfolio");
export const ADMIN = { email: "owner@example.com", password: "e2e-password-123", name: "Lucía Ramírez" };
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export type RunningServer = {
  url: string;
  dataDir: string;
  /** The server process's id, to read its memory from /proc. */
  pid: number;
  /** The server's peak resident memory so far (VmHWM), in MiB. */
  peakMemoryMiB(): number;
  /** The server's resident memory now (VmRSS), in MiB. */
  memoryMiB(): number;
  /** Opens the server's database read-only, e.g. to check a contact message arrived. */
  query<T>(sql: string, ...params: (string | number)[]): T[];
  stop(): Promise<void>;
  /** kill -9: no shutdown at all, and the data directory is kept for a restart (`startServer({ dataDir, port })`). */
  kill(): Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

export type ServerOptions = {
  seedDemo?: boolean;
  env?: Record<string, string>;
  /**
   * Browse the site as http://localhost:<port> with PUBLIC_URL set to it, instead of http://127.0.0.1:<port>:
   * WebAuthn refuses an IP address as the relying party id, and localhost counts as a secure context.
   */
  viaLocalhost?: boolean;
  /** Another build to run (the attack measurements compare one from before a change). */
  executable?: string;
  /** A restart: the data directory and port of a server that was killed. */
  dataDir?: string;
  port?: number;
};

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { seedDemo = true, env = {}, viaLocalhost = false, executable = EXECUTABLE } = options;
  if (!existsSync(executable)) throw new Error(`${executable} is missing: run "bun run build" first`);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "portfolio-e2e-"));
  const port = options.port ?? (await freePort());
  const publicUrl = viaLocalhost ? { PUBLIC_URL: `http://localhost:${port}` } : {};
  const proc = Bun.spawn([executable, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir], {
    env: {
      PATH: process.env.PATH ?? "",
      SEED_DEMO: seedDemo ? "1" : "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      ...publicUrl,
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const url = `http://${viaLocalhost ? "localhost" : "127.0.0.1"}:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null || Date.now() > deadline) {
      const stderr = await new Response(proc.stderr).text();
      throw new Error(`server did not start (exit ${proc.exitCode}): ${stderr}`);
    }
    await Bun.sleep(50);
  }
  return {
    url,
    dataDir,
    pid: proc.pid,
    peakMemoryMiB: () => processMemoryMiB(proc.pid, "VmHWM"),
    memoryMiB: () => processMemoryMiB(proc.pid, "VmRSS"),
    query<T>(sql: string, ...params: (string | number)[]) {
      const db = new Database(join(dataDir, "portfolio.db"), { readonly: true });
      try {
        return db.query(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      proc.kill("SIGKILL");
      await proc.exited;
    },
  };
}

/** A line of /proc/<pid>/status in MiB: VmHWM is the peak resident set since the process started, VmRSS the current one. */
export function processMemoryMiB(pid: number, field: "VmHWM" | "VmRSS"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1]);
  if (!Number.isFinite(kib)) throw new Error(`no ${field} for process ${pid}`);
  return kib / 1024;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/** Collects console errors and failed page loads so a test can assert there were none. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Where screenshots go (SCREENSHOTS_DIR, else dist/screenshots); look at them after a run. */
export const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? join(import.meta.dir, "../../dist/screenshots");

/** The two widths every screen is looked at: a laptop and a phone. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Waits for the one toast with this text (by text: while a dialog is open the rest of the page is inert). */
export const toastWith = (page: Page, text: string | RegExp) => page.locator("li[role=status]").filter({ hasText: text }).first().waitFor();

/**
 * A screen at desktop and phone width as `<name>-1280.png` and `<name>-390.png`: the full page from the top, or with
 * `at`, the part of the page around that element.
 */
export async function screenshots(page: Page, name: string, at?: Locator): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState("networkidle");
    // Charts and the layout settle after the resize.
    if (viewport === PHONE) await page.waitForTimeout(300);
    // From the top: a full-page shot of a scrolled page draws the sticky header and sidebar mid-page.
    if (at) await at.evaluate((element) => element.scrollIntoView({ block: "center" }));
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${viewport.width}.png`), fullPage: !at });
  }
  await page.setViewportSize(DESKTOP);
}

/** An admin screen at desktop and phone width, full page, as `admin-<name>-1280.png` and `admin-<name>-390.png`. */
export const adminScreenshots = (page: Page, name: string): Promise<void> => screenshots(page, `admin-${name}`);

/** The test admin's bearer token, from a sign-in through the API. */
export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Publishes a short Spanish article through the API as the admin (e.g. for its readers to be mailed); throws unless 201. */
export async function publishArticle(baseUrl: string, token: string, slug: string, title: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/articles`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      title,
      slug,
      summary: "Un resumen para los lectores.",
      content: `<p>${"Un párrafo con suficiente texto para publicar. ".repeat(3)}</p>`,
      category: "Datos",
      published: true,
    }),
  });
  if (response.status !== 201) throw new Error(`publishing ${slug}: ${response.status} ${await response.text()}`);
}

/** A visitor's message sent as the contact form sends it; the server's answer, for the test to check. */
export function sendMessage(baseUrl: string, message: { name: string; email: string; subject: string; message: string }): Promise<Response> {
  return fetch(`${baseUrl}/api/messages`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(message) });
}

/** Signs in through the API and stores the token the way the SPA does, for tests that start inside the admin. */
export async function signInViaApi(page: Page, baseUrl: string): Promise<void> {
  const token = await adminToken(baseUrl);
  await page.goto(`${baseUrl}/`);
  await page.evaluate((t) => localStorage.setItem("token", t), token);
}

/** Starts the executable and Chromium before a test file's tests and stops both after them. */
export function startSuite(options?: Parameters<typeof startServer>[0]): { readonly server: RunningServer; readonly browser: Browser } {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startServer(options);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
