import { expect, test } from "bun:test";
import { join } from "node:path";

/**
 * Fedify's vocabulary and JSON-LD contexts cost about 15 MiB of idle memory (decision 0055): a site without
 * PUBLIC_URL must not load them. Asked of a fresh process, since other tests in this one federate. It caught the
 * follow-from route importing the bounded loader (and Fedify with it) for a string helper.
 */
const PROBE = `
import { makeTestApp } from "./src/testing/test-app";
const off = makeTestApp();
const before = Object.keys(require.cache).filter((path) => path.includes("/@fedify/")).length;
off.cleanup();
const on = makeTestApp({ config: { publicUrl: "https://blog.example" } });
const after = Object.keys(require.cache).filter((path) => path.includes("/@fedify/")).length;
on.cleanup();
console.log(JSON.stringify({ before, after }));
`;

test("without PUBLIC_URL no Fedify module is loaded; with it, Fedify loads", () => {
  const root = join(import.meta.dir, "../../..");
  const run = Bun.spawnSync([process.execPath, "--eval", PROBE], { cwd: root, stderr: "pipe" });
  expect(run.exitCode).toBe(0);
  const { before, after } = JSON.parse(run.stdout.toString().trim().split("\n").at(-1)!) as { before: number; after: number };
  expect(before).toBe(0);
  expect(after).toBeGreaterThan(0);
}, 30_000);
