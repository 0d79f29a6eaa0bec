import * as v from "valibot";
import { ConfigError } from "../../config";
import { openExisting } from "../../cli/data-dir";
import { stringFlag, UsageError, type CliCommand, type CliContext, type FlagValues } from "../../cli/cli";
import { usernameFromEmail } from "./auth.bootstrap";
import { hashPassword } from "./auth.passwords";
import { createAuthRepository } from "./auth.repository";
import { loginSchema } from "../../shared/schemas/auth";

const CREDENTIAL_FLAGS = {
  email: { type: "string" },
  password: { type: "string" },
  "password-stdin": { type: "boolean" },
  "data-dir": { type: "string" },
} as const;

const ACCOUNT_FLAGS = { email: { type: "string" }, "data-dir": { type: "string" } } as const;

/** The database and the user named by --email, or a clear refusal. */
function account(values: FlagValues, dataDir: () => string) {
  const email = stringFlag(values, "email");
  if (!email) throw new UsageError("--email is required.");
  const db = openExisting(dataDir());
  const user = createAuthRepository(db).users.findByEmail(email);
  if (!user) throw new ConfigError(`No user with the email ${email}.`, 1);
  return { db, user };
}

/** `admin <verb> --email E [--data-dir DIR]`: a command on the one account --email names, exit 0 once done. */
function accountCommand(verb: string, summary: string, act: (target: ReturnType<typeof account>, context: CliContext) => void): CliCommand {
  return {
    name: `admin ${verb}`,
    usage: `admin ${verb} --email E [--data-dir DIR]`,
    summary,
    flags: ACCOUNT_FLAGS,
    async run(context) {
      act(account(context.values, context.dataDir), context);
      return 0;
    },
  };
}

/** The first line of standard input, without its line ending. */
async function passwordFromStdin(): Promise<string> {
  const text = await Bun.stdin.text();
  return text.split(/\r?\n/)[0] ?? "";
}

/** --email with --password or --password-stdin, checked by the sign-in form's own rules. */
async function credentials(values: FlagValues) {
  const stdin = values["password-stdin"] === true;
  if (values.password !== undefined && stdin) throw new UsageError("Give either --password or --password-stdin, not both.");
  const email = stringFlag(values, "email");
  const password = stdin ? await passwordFromStdin() : stringFlag(values, "password");
  if (!email || !password) throw new UsageError("--email and --password (or --password-stdin) are required.");
  const result = v.safeParse(loginSchema, { email, password });
  if (!result.success) throw new ConfigError(result.issues[0]!.message, 2);
  return result.output;
}

export const authCommands: CliCommand[] = [
  {
    name: "admin create",
    usage: "admin create --email E (--password P | --password-stdin) [--name N] [--username U] [--data-dir DIR]",
    flags: { ...CREDENTIAL_FLAGS, name: { type: "string" }, username: { type: "string" } },
    async run({ values, dataDir }) {
      const { email, password } = await credentials(values);
      const users = createAuthRepository(openExisting(dataDir())).users;
      try {
        users.create({
          email,
          name: stringFlag(values, "name") ?? "Admin",
          username: stringFlag(values, "username") ?? usernameFromEmail(email),
          passwordHash: await hashPassword(password),
        });
      } catch {
        throw new ConfigError("A user with that email or username already exists.", 1);
      }
      console.log(`Created the admin ${email}.`);
      return 0;
    },
  },
  {
    name: "admin password",
    usage: "admin password --email E (--password P | --password-stdin) [--data-dir DIR]",
    flags: CREDENTIAL_FLAGS,
    async run({ values, dataDir }) {
      const { email, password } = await credentials(values);
      const db = openExisting(dataDir());
      const { users, sessions } = createAuthRepository(db);
      const user = users.findByEmail(email);
      if (!user) throw new ConfigError(`No user with the email ${email}.`, 1);
      users.setPassword(user.id, await hashPassword(password));
      // A password reset from the shell is often a response to a leak: every session it may have opened ends too.
      const ended = sessions.removeAllForUser(user.id);
      console.log(`Changed the password of ${email}; ended ${ended} session(s).`);
      return 0;
    },
  },
  accountCommand("reset-2fa", "Lost phone or passkey: remove TOTP, recovery codes and passkeys, end every session", ({ db, user }) => {
    const rows = createAuthRepository(db);
    const { totp, passkeys, sessions } = db.transaction(() => ({
      totp: rows.totp.remove(user.id),
      passkeys: rows.passkeys.removeAllForUser(user.id),
      sessions: rows.sessions.removeAllForUser(user.id),
    }));
    console.log(
      `Reset the sign-in of ${user.email}: ${totp ? "two-step sign-in (TOTP) and its recovery codes removed" : "two-step sign-in was off"}; ${passkeys} passkey(s) removed; ${sessions} session(s) ended.`,
    );
    console.log("The password alone signs in now; turn two-step sign-in on again in Settings → Security.");
  }),
  accountCommand("sessions", "List the account's sessions, one a line", ({ db, user }, { clock }) => {
    const list = createAuthRepository(db).sessions.listForUser(user.id, new Date(clock.now()).toISOString());
    if (list.length === 0) console.log(`${user.email} has no sessions.`);
    for (const session of list)
      console.log(`${session.id}  ${session.device}  created ${session.createdAt}  last seen ${session.lastSeenAt}  expires ${session.expiresAt}`);
  }),
  accountCommand("logout-all", "End every session of the account, at once, also on a running server", ({ db, user }) => {
    const ended = createAuthRepository(db).sessions.removeAllForUser(user.id);
    console.log(`Ended ${ended} session(s) of ${user.email}.`);
  }),
];
