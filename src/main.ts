// First, before anything the executable bundles: @simplewebauthn/server's certificate code (@peculiar/x509, through
// tsyringe) needs the Reflect metadata polyfill, and in a bundle its own import of it runs too late.
import "reflect-metadata";
import { resolve } from "node:path";
import { runCommandLine, usageOf, type CliOptions } from "./cli/cli";
import { COMMANDS } from "./cli/commands";
import { loadAssetStoreFromDisk } from "./platform/spa/spa.asset-store";

export type { CliOptions };

export const USAGE = usageOf(COMMANDS);

/** Runs the command line; returns the exit code. Errors become one line on stderr, never a stack trace. */
export const runCli = (argv: string[], options: CliOptions): Promise<number> => runCommandLine(argv, COMMANDS, options);

if (import.meta.main) {
  const distWeb = resolve(import.meta.dir, "../dist/web");
  process.exit(await runCli(process.argv.slice(2), { loadAssets: () => loadAssetStoreFromDisk(distWeb) }));
}
