import * as v from "valibot";
import { ConfigError } from "../../config";
import { openExisting } from "../../cli/data-dir";
import { stringFlag, UsageError, type CliCommand, type FlagValues } from "../../cli/cli";
import { usernameFromEmail } from "./auth.bootstrap";
import { hashPassword } from "./auth.passwords";
import { createUserRepository } from "./auth.repository";
import { loginSchema } from "../../shared/schemas/auth";

const CREDENTIAL_FLAGS = { email: { type: "string" }, password: { type: "string" }, "password-stdin": { type: "boolean" }, "data-dir": { type: "string" } } as const;

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
      const users = createUserRepository(openExisting(dataDir()));
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
      const users = createUserRepository(openExisting(dataDir()));
      const user = users.findByEmail(email);
      if (!user) throw new ConfigError(`No user with the email ${email}.`, 1);
      users.setPassword(user.id, await hashPassword(password));
      console.log(`Changed the password of ${email}.`);
      return 0;
    },
  },
];
