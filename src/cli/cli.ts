import { parseArgs, type ParseArgsOptionDescriptor } from "node:util";
import { ConfigError, VERSION, resolveDataDir } from "../config";
import type { AssetStore } from "../platform/spa/spa.asset-store";
import { systemClock, type Clock } from "../platform/scheduler/scheduler.clock";

/**
 * The command line (contract §1): each domain declares its commands (`<domain>.cli.ts`) with their flags and
 * usage; this file parses, checks that every flag applies to the command, runs it, and turns every failure into
 * one line on stderr (exit 2 for usage errors, 1 otherwise), never a stack trace.
 */
export type CliOptions = {
  /** The SPA: embedded in the executable, or read from dist/web in development. */
  loadAssets: () => Promise<AssetStore | undefined>;
};

export type FlagSpec = ParseArgsOptionDescriptor & { type: "string" | "boolean" };
export type FlagValues = Record<string, string | boolean | undefined>;

export type CliContext = {
  values: FlagValues;
  /** The positional arguments after the command's name. */
  args: string[];
  /** --data-dir, else DATA_DIR, else ./data, absolute. */
  dataDir: () => string;
  /** The time the command goes by: the system's, resolved once here for every command. */
  clock: Clock;
  options: CliOptions;
};

export type CliCommand = {
  /** One word ("backup") or two ("admin create"). */
  name: string;
  /** The usage line after "portfolio ". */
  usage: string;
  /** What it does, when the usage line does not say it. */
  summary?: string;
  flags: Record<string, FlagSpec>;
  /** How many positional arguments it takes, and what to call them in an error. */
  positionals?: { count: number; name: string };
  run: (context: CliContext) => Promise<number>;
};

/** A mistake in how the command was called: its line, then the usage, exit 2. */
export class UsageError extends Error {}

/** The value of a string flag (parseArgs types them loosely). */
export const stringFlag = (values: FlagValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
};

const GLOBAL_FLAGS: Record<string, FlagSpec> = {
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
};

export function usageOf(commands: CliCommand[]): string {
  const lines = commands.map(({ usage, summary }) => `  portfolio ${summary ? `${usage.padEnd(40)} ${summary}` : usage}`);
  return `Usage:
${lines.join("\n")}
  portfolio --help | --version

--password-stdin reads the password from the first line of standard input, so it stays out of the shell's history.

Environment: PORT, HOST, DATA_DIR, JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME, SEED_DEMO, PUBLIC_URL, TRUST_PROXY,
LOG_FORMAT, LOG_LEVEL, BACKUP_SCHEDULE, BACKUP_KEEP, BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID,
BACKUP_S3_SECRET_ACCESS_KEY, BACKUP_S3_REGION, BACKUP_S3_PREFIX, BACKUP_AGE_RECIPIENTS, PUBLIC_CACHE_SECONDS (flags win over environment).`;
}

/** Every flag any command takes: parseArgs must know them all; a flag defined twice must mean the same. */
function allFlags(commands: CliCommand[]): Record<string, FlagSpec> {
  const flags: Record<string, FlagSpec> = { ...GLOBAL_FLAGS };
  for (const command of commands) {
    for (const [name, spec] of Object.entries(command.flags)) {
      if (flags[name] && flags[name]!.type !== spec.type) throw new Error(`The flag --${name} is declared with two types.`);
      flags[name] = spec;
    }
  }
  return flags;
}

function parseCommandLine(argv: string[], commands: CliCommand[]) {
  let parsed: { values: FlagValues; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: allFlags(commands), allowPositionals: true, strict: true }) as typeof parsed;
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]!);
  }
  const { values, positionals } = parsed;
  if (values.help || values.version) return { command: values.help ? "help" : "version", values, args: [] as string[] };
  const [first = "serve", second] = positionals;
  const twoWords = commands.find((command) => command.name === `${first} ${second}`);
  const command = twoWords ?? commands.find((command) => command.name === first);
  if (!command) {
    const family = commands.filter((candidate) => candidate.name.startsWith(`${first} `)).map((candidate) => `"${candidate.name.split(" ")[1]}"`);
    if (family.length) throw new UsageError(`Unknown ${first} command "${second ?? ""}"; expected ${family.join(" or ")}.`);
    throw new UsageError(`Unknown command "${first}".`);
  }
  const args = positionals.slice(twoWords ? 2 : positionals.length ? 1 : 0);
  for (const key of Object.keys(values)) {
    if (!(key in command.flags)) throw new UsageError(`The flag --${key} does not apply to "${command.name}".`);
  }
  const expected = command.positionals?.count ?? 0;
  if (args.length !== expected) {
    throw new UsageError(expected ? `"${command.name}" needs exactly one ${command.positionals!.name}.` : `Unexpected argument "${args[0]}".`);
  }
  return { command: command.name, values, args };
}

/** Runs the command line; returns the exit code. */
export async function runCommandLine(argv: string[], commands: CliCommand[], options: CliOptions): Promise<number> {
  const usage = usageOf(commands);
  try {
    const { command, values, args } = parseCommandLine(argv, commands);
    if (command === "help") {
      console.log(usage);
      return 0;
    }
    if (command === "version") {
      console.log(VERSION);
      return 0;
    }
    const dataDir = () => resolveDataDir(stringFlag(values, "data-dir"), process.env);
    return await commands.find((candidate) => candidate.name === command)!.run({ values, args, dataDir, clock: systemClock, options });
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`portfolio: ${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      console.error(`portfolio: ${error.message}`);
      return error.exitCode;
    }
    console.error(`portfolio: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}
