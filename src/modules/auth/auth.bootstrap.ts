import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { hashPassword } from "./auth.passwords";
import { createAuthRepository } from "./auth.repository";

export const usernameFromEmail = (email: string) =>
  email
    .split("@")[0]!
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "") || "admin";

/**
 * When no user exists: the ADMIN_* admin, or admin@localhost with a random password printed once.
 * Never a fixed default password.
 */
export async function ensureAdmin(db: Db, config: Config, print: (line: string) => void = console.log): Promise<void> {
  const users = createAuthRepository(db).users;
  if (users.count() > 0) return;
  if (config.admin) {
    users.create({
      email: config.admin.email,
      name: config.admin.name,
      username: usernameFromEmail(config.admin.email),
      passwordHash: await hashPassword(config.admin.password),
    });
    print(`Created the admin ${config.admin.email} from ADMIN_EMAIL.`);
    return;
  }
  const password = Buffer.from(crypto.getRandomValues(new Uint8Array(15))).toString("base64url");
  users.create({ email: "admin@localhost", name: "Admin", username: "admin", passwordHash: await hashPassword(password) });
  print("Created the admin account (shown only once):");
  print("  email:    admin@localhost");
  print(`  password: ${password}`);
  print("Change it with: portfolio admin password --email admin@localhost --password <new password>");
}
