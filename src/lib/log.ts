/**
 * The server's log: one line per event, as text (for a terminal) or one JSON object per line (LOG_FORMAT=json, for
 * journald, Docker or Loki). Info goes to stdout, warnings and errors to stderr. What callers pass is what is
 * written, so no caller passes a client address, a token, a password or a message body.
 */
export const LOG_LEVELS = ["info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ["text", "json"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export type Logger = {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  /** With the error's stack, when there is one. */
  error(message: string, error?: unknown, fields?: LogFields): void;
  /** Writes what is buffered (request lines are written in batches); call before exiting. */
  flush(): void;
};

type Sink = (text: string) => void;
export type LoggerOptions = {
  format?: LogFormat;
  level?: LogLevel;
  stdout?: Sink;
  stderr?: Sink;
  now?: () => Date;
};

const RANK: Record<LogLevel, number> = { info: 0, warn: 1, error: 2 };
const TEXT_LABELS: Record<LogLevel, string> = { info: "INFO ", warn: "WARN ", error: "ERROR" };
/** Info lines wait at most this long, or until this many bytes are waiting: a line per request costs one write per batch. */
const FLUSH_MS = 200;
const FLUSH_BYTES = 32 * 1024;

const textValue = (value: string | number | boolean | null) =>
  typeof value === "string" && (value === "" || /[\s"=]/.test(value)) ? JSON.stringify(value) : String(value);

function stackOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return error === undefined ? undefined : String(error);
}

export function createLogger({
  format = "text",
  level = "info",
  stdout = (text) => process.stdout.write(text),
  stderr = (text) => process.stderr.write(text),
  now = () => new Date(),
}: LoggerOptions = {}): Logger {
  let pending = "";
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const text = pending;
    pending = "";
    stdout(text);
  }

  // A line per request: built with plain loops, since the request log is a good share of a memoised page's cost.
  function line(at: LogLevel, message: string, fields: LogFields = {}, stack?: string): string {
    const time = now().toISOString();
    if (format === "json") {
      const record: Record<string, string | number | boolean | null> = { time, level: at, msg: message };
      for (const key in fields) if (fields[key] !== undefined) record[key] = fields[key];
      if (stack) record.stack = stack;
      return `${JSON.stringify(record)}\n`;
    }
    let pairs = "";
    for (const key in fields) {
      const value = fields[key];
      if (value !== undefined) pairs += ` ${key}=${textValue(value)}`;
    }
    return `${time} ${TEXT_LABELS[at]} ${message}${pairs}\n${stack ? `${stack.replace(/^/gm, "    ")}\n` : ""}`;
  }

  function write(at: LogLevel, message: string, fields?: LogFields, error?: unknown) {
    if (RANK[at] < RANK[level]) return;
    const text = line(at, message, fields, stackOf(error));
    if (at === "info") {
      pending += text;
      if (pending.length >= FLUSH_BYTES) flush();
      else if (!timer) {
        timer = setTimeout(flush, FLUSH_MS);
        timer.unref?.();
      }
      return;
    }
    // Keep the order of events: what is waiting goes out before the warning.
    flush();
    stderr(text);
  }

  return {
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, error, fields) => write("error", message, fields, error),
    flush,
  };
}

/** A logger that keeps its lines, for tests: what was logged, and at which level. */
export function createMemoryLogger(): Logger & { lines: { level: LogLevel; text: string }[] } {
  const lines: { level: LogLevel; text: string }[] = [];
  const logger = createLogger({
    stdout: (text) =>
      lines.push(
        ...text
          .trimEnd()
          .split("\n")
          .map((t) => ({ level: "info" as const, text: t })),
      ),
    stderr: (text) => lines.push({ level: text.includes(" ERROR ") ? "error" : "warn", text: text.trimEnd() }),
  });
  return {
    ...logger,
    info: (message, fields) => {
      logger.info(message, fields);
      logger.flush();
    },
    lines,
  };
}
