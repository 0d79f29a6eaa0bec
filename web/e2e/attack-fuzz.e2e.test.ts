/**
 * Issue 20, point 7, replayed against the compiled executable over HTTP: a sample of the fuzz of src/app.fuzz.test.ts
 * (the same route table and inputs, src/testing/fuzz*.ts), at least one malformed request to every route, as the
 * admin and as a visitor. No answer is a 5xx, every API refusal is the contract's JSON error, and the stored rows
 * and files are the same after the whole sample as before it.
 */
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { contractBreach, FUZZ_ROUTES, hasParameter, isApi, pathOf, snapshotOf, type FuzzRoute, type Seed } from "../../src/testing/fuzz";
import { ARCHIVE_CASES, JSON_CASES, MULTIPART_CASES, mustRefuse, type BodyCase } from "../../src/testing/fuzz-inputs";
import { adminToken, startServer, type RunningServer } from "./harness";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const BAD_SAMPLE = ["abc", "-1", "1e3", "..%2F..%2Fportfolio.db", "9".repeat(400)];
const ODD_QUERY = "q=%25&lang=..%2F..%2Fetc%2Fpasswd&from=abc&to=zzz&%zz=%zz&__proto__[admin]=1";
/** The bodies sampled per kind of route: the malformed, the wrong shape, the wrong type of content. */
const BODY_SAMPLE: Record<FuzzRoute["body"], { cases: BodyCase[]; labels: string[] }> = {
  json: { cases: JSON_CASES, labels: ["malformed JSON", "an empty array", "every field an object", "a multipart form"] },
  "optional-json": { cases: JSON_CASES, labels: ["malformed JSON", "an empty array", "every field an object"] },
  multipart: { cases: MULTIPART_CASES, labels: ["JSON instead of a form", "a garbage file with a traversal name", "a boundary that is not in the body"] },
  archive: { cases: ARCHIVE_CASES, labels: ["no body", "garbage bytes", "gzip of garbage"] },
  beacon: { cases: JSON_CASES, labels: ["malformed JSON", "a body over 1 MB", "an empty array"] },
  // An action reads no body: as the admin it would act (sign out, delete the demo), so only the visitor's is sampled.
  none: { cases: JSON_CASES, labels: ["malformed JSON"] },
};

type Sample = { caller: "admin" | "visitor"; label: string; path: string; bodyCase?: BodyCase; refuse: boolean };

let server: RunningServer;
let token: string;
let seed: Seed;

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  token = await adminToken(server.url);
  const [article] = (await (await fetch(`${server.url}/api/articles`)).json()) as { slug: string }[];
  // The notification settings' row is written with its defaults on its first read (the sample reads it).
  expect((await fetch(`${server.url}/api/notifications`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  seed = { id: 1, slug: article!.slug, token: "no-such-preview", backup: "no-such-backup.tar.gz", sessionId: "no-such-session", upload: "none.png" };
});
afterAll(() => server?.stop());

function samplesOf(route: FuzzRoute): Sample[] {
  const samples: Sample[] = [];
  const visitorRefused = route.access === "admin";
  if (hasParameter(route)) {
    const placeholder = route.body === "json" ? { label: "{}", headers: { "content-type": "application/json" }, body: "{}" } : undefined;
    for (const bad of BAD_SAMPLE) {
      const refuse = isApi(route) || route.pattern === "/uploads/*";
      samples.push({ caller: "admin", label: `bad segment ${bad.slice(0, 30)}`, path: pathOf(route, seed, bad), bodyCase: placeholder, refuse });
    }
  }
  if (route.method === "GET" || route.method === "HEAD") {
    for (const caller of ["admin", "visitor"] as const) {
      samples.push({ caller, label: "odd query", path: `${pathOf(route, seed)}?${ODD_QUERY}`, refuse: caller === "visitor" && visitorRefused });
    }
    return samples;
  }
  const { cases, labels } = BODY_SAMPLE[route.body];
  for (const bodyCase of cases.filter((candidate) => labels.includes(candidate.label))) {
    for (const caller of route.body === "none" ? (["visitor"] as const) : (["admin", "visitor"] as const)) {
      const refuse = (caller === "visitor" && visitorRefused) || mustRefuse(route, bodyCase);
      samples.push({ caller, label: bodyCase.label, path: pathOf(route, seed), bodyCase, refuse });
    }
  }
  return samples;
}

/** The stored rows and files as the fuzz compares them, read from the server's database file. */
function snapshot(): string {
  const db = new Database(join(server.dataDir, "portfolio.db"), { readonly: true });
  try {
    return snapshotOf(db, server.dataDir);
  } finally {
    db.close();
  }
}

describe("a sample of the fuzz, over HTTP against dist/portfolio", () => {
  test("every route of the table is sampled, at least one malformed request each", () => {
    expect(FUZZ_ROUTES.filter((route) => samplesOf(route).length === 0)).toEqual([]);
  });

  test("no 5xx, the contract's JSON error on every API refusal, and the stored data unchanged", async () => {
    const before = snapshot();
    const failures: string[] = [];
    let sent = 0;
    for (const route of FUZZ_ROUTES) {
      for (const sample of samplesOf(route)) {
        const headers: Record<string, string> = { "user-agent": CHROME, "sec-fetch-site": "same-origin", ...sample.bodyCase?.headers };
        if (sample.caller === "admin") headers.authorization = `Bearer ${token}`;
        const res = await fetch(`${server.url}${sample.path}`, { method: route.method, headers, body: sample.bodyCase?.body ?? null, redirect: "manual" });
        sent++;
        const where = `${sample.caller} ${route.method} ${sample.path.slice(0, 80)} [${sample.label}]`;
        const breach = await contractBreach(route, res);
        if (breach) failures.push(`${where}: ${breach}`);
        if (sample.refuse && res.status < 400 && route.body !== "beacon") failures.push(`${where}: accepted (${res.status}), must be refused`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2 * FUZZ_ROUTES.length);
    expect(snapshot()).toBe(before);
    // The admin's session survived the sample: nothing in it signed the admin out.
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    console.log(`${sent} requests to ${FUZZ_ROUTES.length} routes; server peak memory ${server.peakMemoryMiB().toFixed(1)} MiB`);
  });
});
