import { afterEach } from "bun:test";
import { GlobalRegistrator } from "@happy-dom/global-registrator";
import { join } from "node:path";

/**
 * happy-dom for component tests only. It replaces fetch, Request and Response with its own, which would break
 * the server's tests (Hono's app.request) and the browser tests' server, so server, component and browser tests
 * run as separate `bun test` runs, and the DOM is registered when the run's first test file is a component test.
 */
const webDir = join(import.meta.dir, "/");
const firstTestFile = Bun.main;
if (firstTestFile.startsWith(webDir) && !firstTestFile.includes("/e2e/")) {
  GlobalRegistrator.register({ url: "http://localhost:3000/" });
  // Whatever a test rendered is unmounted after it, in every file: a component left mounted (a toast area, say)
  // would go on reacting in the next file's tests.
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}
