/**
 * A real S3-protocol server in the test's own process (the s3rver package; moto and MinIO cannot be installed on
 * the build machines), on 127.0.0.1 with path-style addressing, for the off-site backup tests. Its objects live in a
 * temporary folder; it can be stopped and started again on the same port to play an outage. s3rver knows one key
 * pair, S3RVER/S3RVER.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { OffsiteStorage } from "../shared/schemas/offsite";

export type TestS3 = {
  readonly port: number;
  /** Settings that reach the server's bucket, under `prefix`. */
  storage(prefix?: string): OffsiteStorage;
  /** The environment variables that configure it, as an owner would write them. */
  env(prefix?: string): Record<string, string>;
  /** The keys in the bucket under `prefix`. */
  keys(prefix?: string): Promise<string[]>;
  /** Stops listening (an outage); `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops and removes its objects. */
  close(): Promise<void>;
};

export const TEST_BUCKET = "portfolio-backups";

export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "portfolio-s3-"));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
    const address = (await server.run()) as { port: number };
    port = address.port;
  };
  const stop = async () => {
    // Clients keep connections alive: a plain close would wait for them to time out (seconds, under load past a hook's limit).
    (server as unknown as { httpServer?: { closeAllConnections?: () => void } } | null)?.httpServer?.closeAllConnections?.();
    await server?.close();
    server = null;
  };
  await start();
  const storage = (prefix = ""): OffsiteStorage => ({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: TEST_BUCKET,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    region: "us-east-1",
    prefix,
  });
  return {
    get port() {
      return port;
    },
    storage,
    env: (prefix = "") => ({
      BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      BACKUP_S3_BUCKET: TEST_BUCKET,
      BACKUP_S3_ACCESS_KEY_ID: "S3RVER",
      BACKUP_S3_SECRET_ACCESS_KEY: "S3RVER",
      ...(prefix ? { BACKUP_S3_PREFIX: prefix } : {}),
    }),
    async keys(prefix = "") {
      const client = new Bun.S3Client(storage());
      const listing = await client.list({ prefix });
      return (listing.contents ?? []).map((object) => object.key).sort();
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
