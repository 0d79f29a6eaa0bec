import { S3Client } from "bun";
import { createReadStream, createWriteStream } from "node:fs";
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

/** S3's smallest part. With one part in flight an upload holds about two parts, whatever the archive weighs. */
const PART_BYTES = 5 * 1024 * 1024;

export type RemoteBackup = { name: string; kind: BackupKind; size: number; createdAt: string };

/** What the storage said, in its own words (`NoSuchBucket: The specified bucket does not exist`); never a key. */
export function storageAnswer(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const text = `${code && code !== "ERR_S3_ERROR" ? `${code}: ` : ""}${message ?? String(error)}`;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

export function createOffsiteStorage(storage: OffsiteStorage) {
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

    /** Streams the file at `path` up as `name` in parts; resolves once the storage confirmed the whole copy. */
    async upload(path: string, name: string): Promise<void> {
      const writer = client.file(keyOf(name)).writer({ partSize: PART_BYTES, queueSize: 1, retry: 1 });
      let buffered = 0;
      try {
        for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Uint8Array>) {
          writer.write(chunk);
          buffered += chunk.byteLength;
          // The writer keeps what it is given until a part is sent: waiting here at each part keeps memory flat.
          if (buffered >= PART_BYTES) {
            await writer.flush();
            buffered = 0;
          }
        }
        await writer.end();
      } catch (error) {
        await Promise.resolve(writer.end(error as Error)).catch(() => undefined);
        throw error;
      }
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
