import { afterEach, beforeEach, describe, expect, spyOn, test, type Mock } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DB_FILE, openDatabase } from "../../db/open";
import { runCli } from "../../main";
import { systemClock } from "../../platform/scheduler/scheduler.clock";
import { sampleDocument } from "./portability.fixture";
import { exportPortfolio, importPortfolio } from "./portability.usecases";

const cliOptions = { loadAssets: async () => undefined };

let dir: string;
let stdout: Mock<typeof process.stdout.write>;
let log: Mock<typeof console.log>;
let errors: Mock<typeof console.error>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "portfolio-cli-"));
  stdout = spyOn(process.stdout, "write").mockImplementation(() => true);
  log = spyOn(console, "log").mockImplementation(() => {});
  errors = spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  stdout.mockRestore();
  log.mockRestore();
  errors.mockRestore();
  rmSync(dir, { recursive: true, force: true });
});

const withoutStamp = ({ exportedAt: _exportedAt, ...content }: { exportedAt: string }) => content;
const printed = (mock: Mock<(...args: never[]) => unknown>) => mock.mock.calls.map((call) => String(call[0])).join("");

/** A data dir whose database holds `document`, closed again so the CLI opens it as it would on a server. */
function dataDirWith(document: unknown): string {
  const db = openDatabase(join(dir, DB_FILE));
  importPortfolio(db, document, systemClock);
  db.$client.close();
  return dir;
}

function readDataDir() {
  const db = openDatabase(join(dir, DB_FILE));
  try {
    return withoutStamp(exportPortfolio(db, systemClock));
  } finally {
    db.$client.close();
  }
}

describe("portfolio export", () => {
  test("prints the export document on stdout", async () => {
    dataDirWith(sampleDocument());
    expect(await runCli(["export", "--data-dir", dir], cliOptions)).toBe(0);
    const document = JSON.parse(printed(stdout));
    expect(document.format).toBe("portfolio-export");
    expect(withoutStamp(document)).toEqual(withoutStamp(sampleDocument()));
  });

  test("--out writes the same document to a file", async () => {
    dataDirWith(sampleDocument());
    const out = join(dir, "export.json");
    expect(await runCli(["export", "--out", out, "--data-dir", dir], cliOptions)).toBe(0);
    expect(withoutStamp(JSON.parse(readFileSync(out, "utf8")))).toEqual(withoutStamp(sampleDocument()));
  });

  test("no database in the data dir: exit 1 with one sentence", async () => {
    expect(await runCli(["export", "--data-dir", join(dir, "empty")], cliOptions)).toBe(1);
    expect(printed(errors)).toContain("There is no database");
  });
});

describe("portfolio import", () => {
  test("replaces the content and reports the counts", async () => {
    dataDirWith({ ...sampleDocument(), projects: [], articles: [] });
    const file = join(dir, "import.json");
    writeFileSync(file, JSON.stringify(sampleDocument()));
    expect(await runCli(["import", file, "--data-dir", dir], cliOptions)).toBe(0);
    expect(printed(log)).toContain("2 projects, 2 articles, 1 experiences, 1 education, 2 skills");
    expect(readDataDir()).toEqual(withoutStamp(sampleDocument()));
  });

  test("export then import into another data dir gives the same content", async () => {
    dataDirWith(sampleDocument());
    const file = join(dir, "export.json");
    expect(await runCli(["export", "--out", file, "--data-dir", dir], cliOptions)).toBe(0);
    const other = join(dir, "other");
    expect(await runCli(["import", file, "--data-dir", other], cliOptions)).toBe(0);
    const db = openDatabase(join(other, DB_FILE));
    try {
      expect(withoutStamp(exportPortfolio(db, systemClock))).toEqual(withoutStamp(sampleDocument()));
    } finally {
      db.$client.close();
    }
  });

  test("an invalid document: exit 1 naming the problem, nothing changed", async () => {
    dataDirWith(sampleDocument());
    const invalid = sampleDocument();
    invalid.projects[1]!.title = "x";
    const file = join(dir, "invalid.json");
    writeFileSync(file, JSON.stringify(invalid));
    expect(await runCli(["import", file, "--data-dir", dir], cliOptions)).toBe(1);
    expect(printed(errors)).toContain("projects.1.title");
    expect(readDataDir()).toEqual(withoutStamp(sampleDocument()));
  });

  test("a file that is not JSON: exit 1, nothing changed", async () => {
    dataDirWith(sampleDocument());
    const file = join(dir, "broken.json");
    writeFileSync(file, "{ not json");
    expect(await runCli(["import", file, "--data-dir", dir], cliOptions)).toBe(1);
    expect(printed(errors)).toContain("not valid JSON");
    expect(readDataDir()).toEqual(withoutStamp(sampleDocument()));
  });

  test("a missing file: exit 1", async () => {
    expect(await runCli(["import", join(dir, "missing.json"), "--data-dir", dir], cliOptions)).toBe(1);
  });

  test("without a FILE: a usage error, exit 2", async () => {
    expect(await runCli(["import", "--data-dir", dir], cliOptions)).toBe(2);
  });
});
