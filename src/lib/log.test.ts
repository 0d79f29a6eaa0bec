import { describe, expect, test } from "bun:test";
import { createLogger } from "./log";

const AT = new Date("2026-11-23T10:00:00.000Z");

function capture(options: Parameters<typeof createLogger>[0] = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const log = createLogger({ now: () => AT, stdout: (text) => out.push(text), stderr: (text) => err.push(text), ...options });
  return { log, out, err };
}

describe("the log", () => {
  test("text: time, level, message and fields, one line each; info on stdout, warnings and errors on stderr", () => {
    const { log, out, err } = capture();
    log.info("GET /articles", { status: 200, durationMs: 1.5, note: "two words" });
    log.warn("PUBLIC_URL is not set");
    expect(err).toEqual(["2026-11-23T10:00:00.000Z WARN  PUBLIC_URL is not set\n"]);
    // The info line was written first: a warning flushes what waits, so the order holds.
    expect(out).toEqual(['2026-11-23T10:00:00.000Z INFO  GET /articles status=200 durationMs=1.5 note="two words"\n']);
  });

  test("json: one object per line, with the stack of an error", () => {
    const { log, out, err } = capture({ format: "json" });
    log.info("started", { port: 3000 });
    log.flush();
    log.error("request failed", new Error("boom"), { path: "/x" });
    expect(JSON.parse(out[0]!)).toEqual({ time: AT.toISOString(), level: "info", msg: "started", port: 3000 });
    const line = JSON.parse(err[0]!);
    expect(line).toMatchObject({ level: "error", msg: "request failed", path: "/x" });
    expect(line.stack).toContain("Error: boom");
    expect(err[0]!.trimEnd().split("\n")).toHaveLength(1);
  });

  test("text errors carry their stack indented under the line", () => {
    const { log, err } = capture();
    log.error("job failed", new Error("disk full"));
    expect(err[0]).toStartWith("2026-11-23T10:00:00.000Z ERROR job failed\n    Error: disk full\n    ");
  });

  test("LOG_LEVEL drops what is below it", () => {
    const { log, out, err } = capture({ level: "warn" });
    log.info("noise");
    log.warn("kept");
    log.flush();
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    const quiet = capture({ level: "error" });
    quiet.log.warn("dropped");
    quiet.log.error("kept");
    expect(quiet.err).toHaveLength(1);
  });

  test("info lines are written in batches, not one write each", () => {
    const { log, out } = capture();
    for (let i = 0; i < 100; i++) log.info(`request ${i}`);
    expect(out).toEqual([]);
    log.flush();
    expect(out).toHaveLength(1);
    expect(out[0]!.split("\n")).toHaveLength(101);
  });
});
