import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { sniffFileKind, zipEntryNames } from "../../lib/file-types";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { bytes, DOC, DOCX, ELF, form, GIF, JPEG, MZ, PDF, PLAIN_ZIP, PNG, SVG, WEBP } from "./uploads.test-helpers";

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ tempDataDir: true });
});
afterEach(() => t.cleanup());

const uploadCv = (content: Uint8Array<ArrayBuffer>, name: string) => t.request("POST", "/api/cv/upload", { admin: true, body: form("cvFile", content, name) });

describe("sniffFileKind", () => {
  test.each([
    ["pdf", PDF],
    ["doc", DOC],
    ["docx", DOCX],
    ["png", PNG],
    ["jpeg", JPEG],
    ["gif", GIF],
    ["webp", WEBP],
  ] as const)("recognises %s by its content", (kind, content) => {
    expect(sniffFileKind(content)).toBe(kind);
  });

  test.each([
    ["an ELF executable", ELF],
    ["an MZ executable", MZ],
    ["SVG", SVG],
    ["plain text", bytes("just some words")],
    ["a ZIP that is not a Word document", PLAIN_ZIP],
    ["a truncated ZIP", DOCX.slice(0, 40)],
    ["nothing", new Uint8Array()],
    ["RIFF that is not WebP", bytes("RIFF", [4, 0, 0, 0], "WAVE")],
  ])("refuses %s", (_label, content) => {
    expect(sniffFileKind(content)).toBeNull();
  });

  test("reads ZIP entry names from the central directory", () => {
    expect(zipEntryNames(DOCX)).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
  });
});

describe("CV documents", () => {
  test.each([
    [DOC, "cv.doc", "doc", "application/msword"],
    [DOCX, "cv.docx", "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    [PDF, "CV Final.PDF", "pdf", "application/pdf"],
  ] as const)("accepts %#: stored under the sniffed extension, downloaded as an attachment", async (content, name, extension, contentType) => {
    const res = await uploadCv(content, name);
    expect(res.status).toBe(200);
    const { cvFileUrl } = await res.json();
    expect(cvFileUrl).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));

    const download = await t.request("GET", "/api/cv/download");
    expect(download.headers.get("content-type")).toBe(contentType);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="cv.${extension}"`);

    const served = await t.app.request(cvFileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-disposition")).toStartWith("attachment");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(content);
  });

  test("a ZIP with no word/ entry renamed .docx is 415", async () => {
    expect((await uploadCv(PLAIN_ZIP, "cv.docx")).status).toBe(415);
  });

  test("an image is not a CV: 415", async () => {
    expect((await uploadCv(PNG, "cv.pdf")).status).toBe(415);
  });
});
