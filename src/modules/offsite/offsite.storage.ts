import { S3Client } from "bun";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { PRIVATE_FILE_MODE } from "../../lib/file-access";
import type { OffsiteStorage } from "../../shared/schemas/offsite";
import { nodeReadable } from "./offsite.encryption";
import { kindOf, type BackupKind } from "../backups/backups.repository";

/**
 * The off-site storage through Bun's built-in S3 client: any S3-compatible service (AWS S3, Backblaze B2,
 * Cloudflare R2, MinIO, Garage), addressed path-style (`endpoint/bucket/key`), which all of them accept. A copy
 * is named like the backup it copies, under BACKUP_S3_PREFIX.
 */

/**
 * S3 takes up to 5 GiB in one PUT. Up to that, a copy goes up in one request whose body is read from the file as the
 * connection takes it (a few hundred KiB in memory, back-pressured by the network); Bun's multipart writer holds
 * about five copies of each 5 MiB part meanwhile (measured: +47 MiB for 400 MB), so it serves only bigger archives.
 */
const SINGLE_PUT_LIMIT = 5 * 1024 ** 3;
/** S3 allows 10,000 parts: 8 MiB ones carry archives of up to 80 GB. */
const MULTIPART_PART_BYTES = 8 * 1024 * 1024;
/** A presigned PUT must start within this; the upload itself may take longer. */
const PUT_URL_SECONDS = 15 * 60;

export type RemoteBackup = { name: string; kind: BackupKind; size: number; createdAt: string };

/** What the storage said, in its own words (`NoSuchBucket: The specified bucket does not exist`); never a key. */
export function storageAnswer(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const text = `${code && code !== "ERR_S3_ERROR" ? `${code}: ` : ""}${message ?? String(error)}`;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** `singlePutLimit` is S3's, lowered only by the tests of the multipart path. */
export function createOffsiteStorage(storage: OffsiteStorage, { singlePutLimit = SINGLE_PUT_LIMIT } = {}) {
  const client = new S3Client({
    endpoint: storage.endpoint,
    bucket: storage.bucket,
    accessKeyId: storage.accessKeyId,
    secretAccessKey: storage.secretAccessKey,
    region: storage.region,
  });
  const folder = storage.prefix === "" ? "" : storage.prefix.replace(/\/*$/, "/");
  const keyOf = (name: string) => `${folder}${name}`;

  return {
    /** Where copies go, for messages: `bucket/prefix/` (never a key). */
    where: `${storage.bucket}/${folder}`,

    /** Streams the file at `path` up as `name`; resolves once the storage confirmed the whole copy. */
    async upload(path: string, name: string): Promise<void> {
      const file = Bun.file(path);
      if (file.size > singlePutLimit) {
        await client.write(keyOf(name), file, { partSize: MULTIPART_PART_BYTES, queueSize: 1 });
        return;
      }
      // A Bun.file body over TLS would be read whole first; its stream() is read as sent, with the length declared
      // (S3 refuses a chunked PUT).
      const answer = await fetch(client.presign(keyOf(name), { method: "PUT", expiresIn: PUT_URL_SECONDS }), {
        method: "PUT",
        body: file.stream(),
        headers: { "Content-Length": String(file.size) },
        redirect: "error",
      });
      if (!answer.ok) throw new Error(`${answer.status} ${answer.statusText}: ${(await answer.text()).slice(0, 300)}`);
    },

    /** The backups the storage holds (names of our shape only), newest first; every page of the listing. */
    async list(): Promise<RemoteBackup[]> {
      const found: RemoteBackup[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.list({ prefix: folder, maxKeys: 1000, ...(continuationToken ? { continuationToken } : {}) });
        for (const object of page.contents ?? []) {
          const name = object.key.slice(folder.length);
          const kind = kindOf(name);
          if (!kind || name.includes("/")) continue;
          const modified = object.lastModified ? new Date(object.lastModified) : null;
          found.push({ name, kind, size: object.size ?? 0, createdAt: modified && !Number.isNaN(modified.getTime()) ? modified.toISOString() : "" });
        }
        continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
      } while (continuationToken);
      // The name holds the time the backup was made (in UTC); the storage's date is when it was uploaded.
      return found.sort((a, b) => stampOf(b.name).localeCompare(stampOf(a.name)) || b.name.localeCompare(a.name));
    },

    /** Deletes a copy; one that is not there is no error (S3 answers 204 either way). */
    remove: (name: string) => client.delete(keyOf(name)),

    /** Streams a copy down into `out` (created owner-only). */
    async download(name: string, out: string): Promise<void> {
      const body = client.file(keyOf(name)).stream();
      await pipeline(nodeReadable(body), createWriteStream(out, { flags: "wx", mode: PRIVATE_FILE_MODE }));
    },

    /** Whether the bucket can be listed with these keys: null when it can, else the storage's answer. */
    async test(): Promise<string | null> {
      try {
        await client.list({ prefix: folder, maxKeys: 1 });
        return null;
      } catch (error) {
        return storageAnswer(error);
      }
    },
  };
}
export type OffsiteStorageClient = ReturnType<typeof createOffsiteStorage>;

/** `20261123-030000` out of a backup's name ("" when it has none). */
const stampOf = (name: string) => /\d{8}-\d{6}/.exec(name)?.[0] ?? "";
