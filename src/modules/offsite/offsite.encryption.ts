import { closeSync, createWriteStream, openSync, readSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PRIVATE_FILE_MODE } from "../../lib/file-access";
import { MAX_IDENTITY_BYTES } from "../../shared/schemas/offsite";

/*
 * Backups encrypted to the owner's age public keys (BACKUP_AGE_RECIPIENTS) with age-encryption, the reference
 * TypeScript implementation of age: the server holds only public keys, so neither a stolen server nor a leaked
 * bucket opens a backup; `age -d -i key.txt` does. Everything streams in age's 64 KiB chunks: an archive of
 * hundreds of megabytes is never held in memory.
 */

/** Every age file begins with this line. */
const AGE_MAGIC = "age-encryption.org/v1\n";
/** The suffix of an encrypted backup's name: `scheduled-20261123-030000.tar.gz.age`. */
export const ENCRYPTED_SUFFIX = ".age";

/** A key that does not open a backup, or a file that is not an identity: one sentence, never the key itself. */
export class IdentityError extends Error {}

/** age-encryption loads with the first encrypted backup or restore, not with the server (decision 0043). */
const age = () => import("age-encryption");

/*
 * age-encryption speaks web streams, Node's pipeline and files speak Node streams: the same objects at run time,
 * typed apart by the DOM and Node declarations.
 */
export const nodeReadable = (stream: ReadableStream<Uint8Array>) => Readable.fromWeb(stream as unknown as import("node:stream/web").ReadableStream<Uint8Array>);

/** A web stream that reads `source` only when asked (no read-ahead): memory stays at the chunk being encrypted. */
function pulledStream(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

export const isEncryptedName = (name: string) => name.endsWith(ENCRYPTED_SUFFIX);

/** Whether the file at `path` is in the age format, judged by its first line (a downloaded archive may be renamed). */
export function isAgeFile(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).toString("latin1") === AGE_MAGIC;
  } finally {
    closeSync(fd);
  }
}

/**
 * A transform for `stream.pipeline`: what flows in leaves encrypted to `recipients`. The input is pulled as age
 * needs it, so the back-pressure of the file or the upload behind it reaches the archive being written.
 */
export function encryptingTransform(recipients: string[]) {
  return async function* (source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    const { Encrypter } = await age();
    const encrypter = new Encrypter();
    for (const recipient of recipients) encrypter.addRecipient(recipient);
    const reader = (await encrypter.encrypt(pulledStream(source))).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  };
}

/**
 * The secret keys in an age identity file (`age-keygen`'s output: comment lines and `AGE-SECRET-KEY-1…` lines),
 * each decoded by age-encryption itself, so a key with a typo is refused here, by name of its problem. Throws an
 * IdentityError when the file holds none or one that is not a key; never repeats what it read: a key one typo away
 * from the real one, echoed in an answer or on stderr, is the real key to anyone who sees it (issue 31).
 */
export async function parseIdentities(text: string): Promise<string[]> {
  if (text.length > MAX_IDENTITY_BYTES) throw new IdentityError("The identity file is too big to be an age identity file.");
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  if (keys.length === 0 || keys.some((key) => !/^AGE-SECRET-KEY-(?:PQ-)?1[0-9A-Z]+$/.test(key)))
    throw new IdentityError("The identity file must hold age secret keys (AGE-SECRET-KEY-1…), as age-keygen writes them.");
  const { identityToRecipient } = await age();
  for (const key of keys) {
    try {
      await identityToRecipient(key);
    } catch (error) {
      throw new IdentityError(`This is not a valid age identity: ${identityProblem(error)}.`);
    }
  }
  return keys;
}

/** What age-encryption found wrong with a key, in a word or two: its messages quote the key itself. */
function identityProblem(error: unknown): string {
  const message = error instanceof Error ? error.message.toLowerCase() : "";
  if (message.includes("checksum")) return "checksum (a character was mistyped; copy the key again from the file age-keygen wrote)";
  if (message.includes("length")) return "length (part of the key is missing)";
  return "it could not be decoded";
}

/**
 * Decrypts the age file at `source` into `out` (created owner-only), streaming. A key that does not open it, or a
 * damaged file, is an IdentityError; `out` is then incomplete and the caller removes it.
 */
export async function decryptFile(source: string, identities: string[], out: string): Promise<void> {
  const { Decrypter } = await age();
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = await decrypter.decrypt(Bun.file(source).stream());
  } catch (error) {
    throw new IdentityError(`The identity does not open this backup (${(error as Error).message.replace(/AGE-SECRET-KEY-[0-9A-Z-]+/g, "…")}).`);
  }
  try {
    await pipeline(nodeReadable(plain), createWriteStream(out, { flags: "wx", mode: PRIVATE_FILE_MODE }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    throw new IdentityError(`The encrypted backup is damaged (${(error as Error).message}).`);
  }
}
