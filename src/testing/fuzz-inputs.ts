/**
 * TEST ONLY: the hostile inputs of the fuzz (src/testing/fuzz.ts has its routes): what stands for an id, query
 * strings, and the bodies sent to routes that read JSON, a multipart form or an archive.
 */
import type { FuzzRoute } from "./fuzz";

/** What stands where a route wants an id, a slug, a token or a file name: each must be refused (4xx). */
export const BAD_SEGMENTS = [
  "0",
  "-1",
  "abc",
  "1e3",
  "1.5",
  "0x1f",
  "%201",
  "1%00",
  "9".repeat(400),
  "18446744073709551616",
  "NaN",
  "null",
  "%2e%2e",
  "..%2F..%2Fsecret",
  "..%2F..%2Fportfolio.db",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..%5C..%5Csecret",
  "portfolio.db",
  "%E2%80%AE%F0%9F%92%A5",
  "%ff%fe",
  "a".repeat(2000),
];

/** Query strings a visitor may invent; a read answers them (any status but 5xx) without changing anything. */
export const ODD_QUERIES = [
  "lang=..%2F..%2Fetc%2Fpasswd",
  "lang=en&lang=fr",
  "lang[]=en",
  "q=%25",
  "q=_",
  "q=%5C",
  `q=${"x".repeat(5000)}`,
  "q=%22unterminated",
  "q=NEAR(a%20b",
  "q=*",
  "q=%00",
  "q=%ff%fe",
  "from=abc&to=zzz",
  "from=2024-02-30&to=2024-01-01",
  "from=0001-01-01&to=9999-12-31",
  "%zz=%zz",
  "__proto__[admin]=1&constructor[prototype][admin]=1",
  Array.from({ length: 500 }, (_, i) => `k${i}=${i}`).join("&"),
];

/** Every field name the API's schemas read: a body that gives each a wrong value reaches every schema's checks. */
const FIELDS = (
  "about category channel clientExtensionResults company contactEmail contactLocation contactPhone content cvUrl currentPassword " +
  "degree description email enabled endDate featured format from heroImageUrl host id imageUrl institution isCurrent items lang " +
  "language message name newPassword onCollision order password path port projectUrl publishAt published referrer rememberMe " +
  "response security slug socialLinks startDate subject summary technologies ticket title to translations transports type url " +
  "user userHandle webhooks website code rawId attestationObject clientDataJSON accent font colorScheme token consent csv " +
  "endpoint bucket accessKeyId secretAccessKey region prefix identity username server"
).split(" ");
const every = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));

export type BodyCase = {
  label: string;
  /** Headers of the case (its content type), or none. */
  headers?: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | FormData | null;
  /** The case means "no body": a route whose JSON is optional may accept it. */
  empty?: boolean;
  /** A well-formed body that only carries unknown fields: a route whose fields are all optional may accept it. */
  unknownOnly?: boolean;
};

const JSON_TYPE = { "content-type": "application/json" };
const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  // A file goes with a name that climbs out of any folder: the upload must never use it.
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) data.append(name, value, "../../../etc/passwd");
    else data.append(name, value);
  }
  return data;
};
const garbage = (size: number) => {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  for (let i = 0; i < size; i++) bytes[i] = (i * 7919 + 13) % 251;
  return bytes;
};
const deep = 100_000;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Bodies sent to routes that read JSON (and, for the content type cases, to any other). */
export const JSON_CASES: BodyCase[] = [
  { label: "malformed JSON", headers: JSON_TYPE, body: '{"title": "unterminated' },
  { label: "trailing garbage", headers: JSON_TYPE, body: "{} trailing" },
  // A byte order mark is dropped and invalid UTF-8 read as U+FFFD: both leave well-formed JSON of an unknown field.
  { label: "a byte order mark", headers: JSON_TYPE, body: '\uFEFF{"unknownField": "x"}', unknownOnly: true },
  { label: "invalid UTF-8", headers: JSON_TYPE, body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), unknownOnly: true },
  { label: "null", headers: JSON_TYPE, body: "null" },
  { label: "a string", headers: JSON_TYPE, body: '"text"' },
  { label: "a number", headers: JSON_TYPE, body: "42" },
  { label: "true", headers: JSON_TYPE, body: "true" },
  { label: "an empty array", headers: JSON_TYPE, body: "[]" },
  { label: "an array of objects", headers: JSON_TYPE, body: '[{"title": "x", "name": "x"}]' },
  { label: "every field null", headers: JSON_TYPE, body: every(null) },
  { label: "every field a number", headers: JSON_TYPE, body: every(-1e308) },
  { label: "every field an object", headers: JSON_TYPE, body: every({ $gt: "" }) },
  { label: "every field an array", headers: JSON_TYPE, body: every([{}, null]) },
  { label: "every field a long string", headers: JSON_TYPE, body: every("x".repeat(2_000)) },
  { label: "900 KB of strings", headers: JSON_TYPE, body: every("x".repeat(12_000)) },
  { label: "a body over 1 MB", headers: JSON_TYPE, body: JSON.stringify({ content: "x".repeat(1_100_000) }) },
  { label: "arrays nested 100,000 deep", headers: JSON_TYPE, body: `${"[".repeat(deep)}${"]".repeat(deep)}` },
  { label: "every field objects nested 1,000 deep", headers: JSON_TYPE, body: `{${FIELDS.map((field) => `"${field}":${nestedObjects(1000)}`).join(",")}}` },
  {
    label: "unknown fields and prototype keys",
    headers: JSON_TYPE,
    body: '{"unknownField": 1, "__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    unknownOnly: true,
  },
  { label: "no body", body: null, empty: true },
  { label: "an empty JSON body", headers: JSON_TYPE, body: "", empty: true },
  { label: "a blank JSON body", headers: JSON_TYPE, body: " \n\t ", empty: true },
  { label: "text/plain", headers: { "content-type": "text/plain" }, body: "hello" },
  { label: "a urlencoded form", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "title=x&email=a%40b.c&password=123456" },
  { label: "a multipart form", body: form({ title: "x", email: "a@b.c" }) },
  { label: "XML", headers: { "content-type": "application/xml" }, body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>' },
  { label: "JSON declared as UTF-16", headers: { "content-type": "application/json; charset=utf-16le" }, body: new Uint8Array([0x7b, 0, 0x7d, 0]) },
];

/** Bodies sent to routes that read a multipart form (a file and its fields). */
export const MULTIPART_CASES: BodyCase[] = [
  { label: "JSON instead of a form", headers: JSON_TYPE, body: '{"file": "x"}' },
  { label: "malformed JSON", headers: JSON_TYPE, body: '{"file": ' },
  { label: "no body", body: null },
  { label: "a form without a file", body: form({ from: "wordpress", onCollision: "skip" }) },
  { label: "the file as text", body: form({ file: "not a file", cvFile: "not a file", from: "markdown" }) },
  { label: "an empty file", body: form({ file: new Blob([]), cvFile: new Blob([]), from: "markdown" }) },
  { label: "a garbage file with a traversal name", body: form({ file: new Blob([garbage(4096)]), cvFile: new Blob([garbage(4096)]), from: "ghost" }) },
  { label: "an unknown source", body: form({ file: new Blob(["<rss/>"]), from: "../../etc", onCollision: "overwrite-everything" }) },
  { label: "a huge field", body: form({ file: new Blob(["x"]), from: "x".repeat(200_000) }) },
  {
    label: "five files",
    body: (() => {
      const data = new FormData();
      for (let i = 0; i < 5; i++) data.append("file", new Blob([garbage(64)]), `f${i}.png`);
      return data;
    })(),
  },
  { label: "a boundary that is not in the body", headers: { "content-type": "multipart/form-data; boundary=zzz" }, body: "--other\r\n\r\nx\r\n--other--" },
  { label: "multipart without a boundary", headers: { "content-type": "multipart/form-data" }, body: "x" },
  {
    label: "a truncated form",
    headers: { "content-type": "multipart/form-data; boundary=b" },
    body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK',
  },
];

/** Bodies sent to the restore of an uploaded archive. */
export const ARCHIVE_CASES: BodyCase[] = [
  { label: "no body", body: null },
  { label: "an empty body", headers: { "content-type": "application/gzip" }, body: "" },
  { label: "garbage bytes", headers: { "content-type": "application/gzip" }, body: garbage(64 * 1024) },
  { label: "gzip of garbage", headers: { "content-type": "application/gzip" }, body: Bun.gzipSync(garbage(64 * 1024)) },
  { label: "a truncated gzip", headers: { "content-type": "application/gzip" }, body: Bun.gzipSync(garbage(64 * 1024)).slice(0, 500) },
  { label: "JSON", headers: JSON_TYPE, body: '{"archive": "x"}' },
  { label: "a multipart form", body: form({ file: new Blob([garbage(1024)]) }) },
];

export function bodyCasesOf(fuzzRoute: FuzzRoute): BodyCase[] {
  if (fuzzRoute.method === "GET" || fuzzRoute.method === "HEAD") return [];
  if (fuzzRoute.body === "multipart") return MULTIPART_CASES;
  if (fuzzRoute.body === "archive") return ARCHIVE_CASES;
  return JSON_CASES;
}

/** Whether the route must refuse this body (a 4xx); otherwise it may also accept it (and must still not fail). */
export function mustRefuse(fuzzRoute: FuzzRoute, bodyCase: BodyCase): boolean {
  switch (fuzzRoute.body) {
    case "none":
    case "beacon":
      return false;
    case "optional-json":
      return !bodyCase.empty && !bodyCase.unknownOnly;
    case "json":
      return !bodyCase.unknownOnly;
    default:
      return true;
  }
}

/** Headers a visitor may forge or garble, each sent alone: none may turn a request into a 5xx or an admin's. */
export const ODD_HEADERS: Record<string, string>[] = [
  { authorization: `Bearer ${"a".repeat(8000)}` },
  { authorization: "Basic YWRtaW46YWRtaW4=" },
  { cookie: "portfolio_session=%ff%fe; portfolio_session=..%2F..; =; portfolio_session" },
  { "accept-language": `${"zz-ZZ;q=0.9,".repeat(500)}*;q=abc` },
  { "x-forwarded-for": "not an address, 999.1.1.1, [::1]:80," },
  { "x-forwarded-proto": "javascript", "x-forwarded-host": "evil.example/../x" },
  { origin: "null", referer: "javascript:alert(1)" },
  { "content-length": "18446744073709551616" },
];
