/**
 * `npm test`: the checks (types with tsc, lint and format with Biome, each one test), then every suite, in three
 * bun test runs (server, components, browser) because happy-dom must not be registered for the server's tests (see
 * web/test-setup.ts); the browser run needs the executable, so it builds first. Then the image suite, a step of its
 * own with its own time limit: the Docker image and compose.yaml built and run with podman (scripts/container/); a
 * machine that cannot run containers says so in one line and skips it. Each suite prints its time. Ends with one
 * line "N passed, M failed" summing every run.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const bun = process.execPath;
const only = process.argv[2]; // "checks" | "server" | "web" | "e2e" | "image" to run one suite
/** prepare.sh's exit code when this machine cannot run containers. */
const CANNOT_RUN_CONTAINERS = 3;

const webTargets = readdirSync(join(root, "web"))
  .filter((name) => name !== "e2e" && name !== "public" && statSync(join(root, "web", name)).isDirectory())
  .map((name) => `web/${name}`);

const suites: { name: string; cmd: string[]; before?: string[]; limitMinutes?: number }[] = [
  { name: "server", cmd: [bun, "test", "src"] },
  { name: "web", cmd: [bun, "test", ...webTargets] },
  { name: "e2e", before: [bun, "run", "scripts/build.ts", "--with-arm64"], cmd: [bun, "test", "--timeout", "90000", "./web/e2e"] },
  { name: "image", before: ["bash", "scripts/container/prepare.sh"], cmd: [bun, "test", "--timeout", "300000", "./scripts/container"], limitMinutes: 25 },
];

/** Whole-tree checks, each counted as one test: the code type-checks, and Biome finds no lint or format problem. */
const checks: { name: string; cmd: string[] }[] = [
  { name: "types (tsc --noEmit)", cmd: [join(root, "node_modules/.bin/tsc"), "--noEmit", "-p", root] },
  { name: "lint and format (biome check)", cmd: [join(root, "node_modules/.bin/biome"), "check", "."] },
];

let passed = 0;
let failed = 0;
if (!only || only === "checks") {
  console.log("\n=== checks ===");
  for (const check of checks) {
    const run = Bun.spawnSync(check.cmd, { cwd: root, stdout: "inherit", stderr: "inherit" });
    console.log(`${run.exitCode === 0 ? "(pass)" : "(fail)"} ${check.name}`);
    if (run.exitCode === 0) passed++;
    else failed++;
  }
}
for (const suite of suites) {
  if (only && suite.name !== only) continue;
  console.log(`\n=== ${suite.name} tests ===`);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  // The suite's whole time (its build included) is bounded: past it, it is stopped and counted as a failure.
  const deadline = suite.limitMinutes ? started + suite.limitMinutes * 60_000 : Number.POSITIVE_INFINITY;
  const timeLeft = () => (Number.isFinite(deadline) ? Math.max(1, Math.round(deadline - performance.now())) : undefined);
  if (suite.before) {
    const build = Bun.spawnSync(suite.before, { cwd: root, stdout: "inherit", stderr: "inherit", timeout: timeLeft() });
    if (build.exitCode === CANNOT_RUN_CONTAINERS) {
      console.log(`${suite.name}: skipped (see the line above), ${seconds()} s`);
      continue;
    }
    if (build.exitCode !== 0) {
      console.log(`${suite.name}: the build failed${build.signalCode ? ` (stopped after ${suite.limitMinutes} minutes)` : ""}, ${seconds()} s`);
      failed++;
      continue;
    }
  }
  const proc = Bun.spawn(suite.cmd, { cwd: root, stdout: "inherit", stderr: "pipe", timeout: timeLeft() });
  // bun test reports on stderr; echo it and read the summary from it.
  let output = "";
  const decoder = new TextDecoder();
  const reader = proc.stderr.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const text = decoder.decode(read.value, { stream: true });
    output += text;
    process.stderr.write(text);
  }
  const code = await proc.exited;
  const pass = Number(output.match(/^\s*(\d+) pass$/m)?.[1] ?? 0);
  const fail = Number(output.match(/^\s*(\d+) fail$/m)?.[1] ?? 0);
  passed += pass;
  // A run that crashed (or was stopped at its time limit) before reporting counts as a failure.
  failed += fail || (code !== 0 ? 1 : 0);
  console.log(
    `${suite.name}: ${pass} passed, ${fail || (code !== 0 ? 1 : 0)} failed${proc.signalCode ? ` (stopped after ${suite.limitMinutes} minutes)` : ""}, ${seconds()} s`,
  );
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
