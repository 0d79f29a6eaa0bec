import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeUser, isPermissionDenied } from "./file-access";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("permission errors", () => {
  test("the user is named from /etc/passwd, or by uid alone when it has no name", () => {
    expect(describeUser(0)).toBe("user root (uid 0)");
    expect(describeUser(65532)).toBe("uid 65532");
  });

  test("EACCES and EPERM are permission errors; SQLite's vague error on a file this user may open is not", () => {
    const dir = mkdtempSync(join(tmpdir(), "portfolio-access-"));
    dirs.push(dir);
    const path = join(dir, "portfolio.db");
    writeFileSync(path, "x");
    const errno = (code: string) => Object.assign(new Error(`${code}: denied, open '${path}'`), { code });
    expect(isPermissionDenied(errno("EACCES"), path)).toBe(true);
    expect(isPermissionDenied(errno("EPERM"), path)).toBe(true);
    expect(isPermissionDenied(new Error("file is not a database"), path)).toBe(false);
    expect(isPermissionDenied(new Error("unable to open database file"), join(dir, "missing.db"))).toBe(false);
  });
});
