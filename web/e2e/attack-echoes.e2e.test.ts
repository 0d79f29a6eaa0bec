/**
 * Issue 31, points 5 and 6, replayed against the compiled executable:
 * - an age identity with a typo (a bad checksum) is named by its problem, never echoed: not by the restore API (an
 *   uploaded archive's X-Age-Identity, a listed backup's {identity}), not by `portfolio restore --identity` on stderr;
 * - an SVG icon whose paint (an attribute or a style) is `url()` written with CSS escapes is saved without it: the saved file, opened by
 *   Chromium outside the site's CSP (as a downloaded file is), fetches nothing. The same file unsanitised does.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { keyFragments, makeIdentity, mistype } from "../../src/testing/age";
import { adminToken, EXECUTABLE, launchBrowser, startServer, type RunningServer } from "./harness";

setDefaultTimeout(60_000);

let server: RunningServer;
let token: string;
let scratch: string;
let typo: string;

beforeAll(async () => {
  server = await startServer({ seedDemo: false });
  token = await adminToken(server.url);
  scratch = mkdtempSync(join(tmpdir(), "portfolio-echoes-e2e-"));
  typo = mistype((await makeIdentity(scratch)).identity);
});
afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const CHECKSUM = /This is not a valid age identity: checksum \(/;

describe("a mistyped age identity", () => {
  test("the restore API names the checksum and echoes no part of the key, for an uploaded archive and a listed backup", async () => {
    const headers = { authorization: `Bearer ${token}` };
    const made = await fetch(`${server.url}/api/backups`, { method: "POST", headers });
    expect(made.status).toBe(201);
    const { name } = (await made.json()) as { name: string };
    const answers = [
      await fetch(`${server.url}/api/backups/restore`, { method: "POST", headers: { ...headers, "x-age-identity": typo }, body: "an archive" }),
      await fetch(`${server.url}/api/backups/${name}/restore`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ identity: `# created: today\n${typo}\n` }),
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      const text = await answer.text();
      expect((JSON.parse(text) as { message: string }).message).toMatch(CHECKSUM);
      for (const fragment of keyFragments(typo)) expect(text).not.toContain(fragment);
    }
  });

  test("`portfolio restore --identity` names the checksum on stderr and echoes no part of the key", async () => {
    const keyFile = join(scratch, "typo.txt");
    writeFileSync(keyFile, `# created: today\n${typo}\n`, { mode: 0o600 });
    const run = Bun.spawnSync([EXECUTABLE, "restore", join(scratch, "site.tar.gz.age"), "--identity", keyFile, "--data-dir", join(scratch, "data")], {
      env: { PATH: process.env.PATH ?? "" },
    });
    const stderr = run.stderr.toString();
    expect(run.exitCode).toBe(1);
    expect(stderr).toMatch(CHECKSUM);
    for (const fragment of keyFragments(typo)) expect(stderr + run.stdout.toString()).not.toContain(fragment);
  });
});

describe("an SVG icon painting with escaped url()", () => {
  let browser: Browser;
  let fetched: string[];
  let outside: ReturnType<typeof Bun.serve>;
  beforeAll(async () => {
    fetched = [];
    // The "other server" the icon would call: it counts what reaches it.
    outside = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: (request) => {
        fetched.push(new URL(request.url).pathname);
        return new Response("", { headers: { "content-type": "image/svg+xml" } });
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    outside.stop(true);
  });

  const at = (path: string) => `http://127.0.0.1:${outside.port}/${path}`;
  const hostile = () =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>` +
    `<rect width="10" height="10" fill="\\75 rl(${at("fill-75")})"/>` +
    `<rect x="10" width="10" height="10" stroke="\\000075rl(${at("stroke-000075")})" stroke-width="4"/>` +
    `<rect x="20" width="10" height="10" fill="\\55 RL(${at("fill-55")})" style="stroke:\\000075rl(${at("style-stroke")});stroke-width:4"/>` +
    `<rect x="30" width="10" height="10" fill="&#x75;rl(${at("fill-entity")})" stroke="url(#g)"/></svg>`;

  /** Opens an SVG file as a downloaded file is opened: straight from disk, with no CSP, and waits for what it loads. */
  async function openFromDisk(svg: string, name: string): Promise<void> {
    const file = join(scratch, name);
    writeFileSync(file, svg);
    const page = await browser.newPage();
    try {
      await page.goto(`file://${file}`);
      await page.waitForLoadState("networkidle");
      await Bun.sleep(300);
    } finally {
      await page.close();
    }
  }

  test("the saved icon keeps its drawing and loses every escaped url(): opened from disk, it fetches nothing", async () => {
    const body = new FormData();
    body.append("file", new File([hostile()], "logo.svg", { type: "image/svg+xml" }));
    const saved = await fetch(`${server.url}/api/theme/icon`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body });
    expect(saved.status).toBe(200);
    const { iconUrl } = (await saved.json()) as { iconUrl: string };
    const icon = await (await fetch(`${server.url}${iconUrl}`)).text();
    expect(icon).not.toContain(String(outside.port));
    expect(icon).toContain('stroke="url(#g)"');
    expect(icon.match(/<rect /g)).toHaveLength(4);

    // The control: the file as sent does make Chromium fetch (so the check below can fail).
    await openFromDisk(hostile(), "as-sent.svg");
    expect(fetched.length).toBeGreaterThan(0);
    fetched = [];
    await openFromDisk(icon, "as-saved.svg");
    expect(fetched).toEqual([]);
  });
});
