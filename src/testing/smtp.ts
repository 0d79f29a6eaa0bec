/**
 * A real SMTP server in the test's own process (the smtp-server package), for tests of the notification mails:
 * it keeps each mail as received, raw and parsed, and can be stopped and started again on the same port to play
 * an outage. Plain SMTP on 127.0.0.1 (no STARTTLS); with `auth` it asks for that user and password; with
 * `replyDelayMs` it keeps each mail that long before answering that it took it (a mail in flight, to kill a sender during);
 * with `refuse` it rejects those recipients as a real server does, quoting the address.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The whole message as the server received it (headers, blank line, body). */
  raw: string;
  /** The raw header block, before the first blank line. */
  headers: string;
  parsed: ParsedMail;
  envelope: { from: string; to: string[] };
};

export type TestSmtp = {
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Resolves with the `count`-th mail received (1-based), waiting up to `timeoutMs`. */
  waitForMail(count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stops listening (an outage); `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startTestSmtp({
  auth,
  replyDelayMs = 0,
  refuse = () => false,
}: {
  auth?: { user: string; password: string };
  replyDelayMs?: number;
  refuse?: (address: string) => boolean;
} = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  function create(): SMTPServer {
    return new SMTPServer({
      secure: false,
      disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      authOptional: !auth,
      allowInsecureAuth: true,
      logger: false,
      onAuth(credentials, _session, callback) {
        if (auth && credentials.username === auth.user && credentials.password === auth.password) return callback(null, { user: credentials.username });
        const refusal = new Error("5.7.8 Authentication credentials invalid") as Error & { responseCode: number };
        refusal.responseCode = 535;
        callback(refusal);
      },
      onRcptTo({ address }, _session, callback) {
        if (!refuse(address)) return callback();
        const refusal = new Error(`5.1.1 <${address}>: Recipient address rejected: User unknown`) as Error & { responseCode: number };
        refusal.responseCode = 550;
        callback(refusal);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          simpleParser(raw).then(
            (parsed) => {
              received.push({ raw, headers: raw.split(/\r?\n\r?\n/)[0]!, parsed, envelope });
              setTimeout(callback, replyDelayMs);
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  }

  async function start(): Promise<void> {
    server = create();
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.server.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
    port = (listening.server.address() as { port: number }).port;
  }

  await start();
  return {
    get port() {
      return port;
    },
    received,
    async waitForMail(count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`no mail number ${count} within ${timeoutMs} ms (${received.length} received)`);
        await Bun.sleep(20);
      }
      return received[count - 1]!;
    },
    async stop() {
      const stopping = server;
      server = null;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
    start,
  };
}

/** A webhook receiver: a real HTTP server that records each request and answers what the test tells it to. */
export type TestWebhook = {
  url(path?: string): string;
  readonly requests: { method: string; path: string; search: URLSearchParams; headers: Headers; body: string }[];
  /** How the next requests are answered (204 by default); `hang` never answers. */
  answer(with_: { status: number; body?: string } | "hang"): void;
  stop(): void;
};

export function startTestWebhook(): TestWebhook {
  let reply: { status: number; body?: string } | "hang" = { status: 204 };
  const requests: TestWebhook["requests"] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      requests.push({ method: request.method, path: url.pathname, search: url.searchParams, headers: request.headers, body: await request.text() });
      if (reply === "hang") return new Promise<Response>(() => undefined);
      return new Response(reply.body ?? null, { status: reply.status });
    },
  });
  return {
    url: (path = "/hook") => `http://127.0.0.1:${server.port}${path}`,
    requests,
    answer(with_) {
      reply = with_;
    },
    stop: () => void server.stop(true),
  };
}
