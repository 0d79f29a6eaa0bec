/**
 * TEST ONLY: hostile restore archives. Never imported by the application.
 */
import * as tar from "tar-stream";

const BLOCK = 512;
const SIZE_FIELD = 124;
const CHECKSUM_FIELD = 148;

/** Our manifest, as createBackup writes it. */
export const BACKUP_MANIFEST = JSON.stringify({ format: "portfolio-backup", version: 1, createdAt: "2026-01-01T00:00:00.000Z" });

/**
 * Rewrites the size a tar header declares (base-256, as tar does past 8 GB) and its checksum, leaving the body as it
 * was: the header then claims far more than follows, as a crafted archive (or gzip's ~1000:1 on zeros) would.
 */
function declareSize(archive: Uint8Array, headerAt: number, size: number): void {
  const header = archive.subarray(headerAt, headerAt + BLOCK);
  header[SIZE_FIELD] = 0x80;
  let rest = size;
  for (let i = 11; i > 0; i--) {
    header[SIZE_FIELD + i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  header.fill(0x20, CHECKSUM_FIELD, CHECKSUM_FIELD + 8);
  const sum = header.reduce((total, byte) => total + byte, 0);
  Buffer.from(header.buffer, header.byteOffset + CHECKSUM_FIELD, 8).write(`${sum.toString(8).padStart(6, "0")}\0 `, "latin1");
}

/**
 * A .tar.gz that looks like ours (manifest, database) and then holds `uploads/huge.bin` whose header declares
 * `declaredBytes`: a few hundred bytes on the wire that would unpack past any disk.
 */
export async function archiveDeclaring(declaredBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const pack = tar.pack();
  pack.entry({ name: "backup.json" }, BACKUP_MANIFEST);
  pack.entry({ name: "portfolio.db" }, "not read: the sizes are refused first");
  pack.entry({ name: "uploads/huge.bin" }, "x");
  pack.finalize();
  const chunks: Uint8Array[] = [];
  for await (const chunk of pack) chunks.push(chunk as Uint8Array);
  const archive = new Uint8Array(Buffer.concat(chunks));
  const name = new TextEncoder().encode("uploads/huge.bin\0");
  let headerAt = -1;
  for (let at = 0; at < archive.length && headerAt < 0; at += BLOCK) {
    if (name.every((byte, i) => archive[at + i] === byte)) headerAt = at;
  }
  if (headerAt < 0) throw new Error("the crafted entry's header was not found");
  declareSize(archive, headerAt, declaredBytes);
  return Bun.gzipSync(archive);
}
