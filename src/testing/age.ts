/** TEST ONLY: age identities made as an owner makes them, and decryption by the `age` command, as an owner decrypts (server and browser suites). */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateIdentity, identityToRecipient } from "age-encryption";

export type TestIdentity = { keyFile: string; identity: string; recipient: string };

/** A new age key pair in `dir`/key.txt: by age-keygen when the machine has it, else by age-encryption. */
export async function makeIdentity(dir: string, name = "key.txt"): Promise<TestIdentity> {
  const keyFile = join(dir, name);
  if (Bun.which("age-keygen")) {
    const made = Bun.spawnSync(["age-keygen", "-o", keyFile], { stderr: "pipe" });
    if (made.exitCode !== 0) throw new Error(`age-keygen failed: ${made.stderr.toString()}`);
  } else {
    writeFileSync(keyFile, `# created by the tests\n${await generateIdentity()}\n`, { mode: 0o600 });
  }
  const identity = (await Bun.file(keyFile).text()).split("\n").find((line) => line.startsWith("AGE-SECRET-KEY-"))!;
  return { keyFile, identity, recipient: await identityToRecipient(identity) };
}

/** `age -d -i keyFile -o out file`: throws with age's own message when it cannot. */
export function ageDecrypt(file: string, keyFile: string, out: string): void {
  if (!Bun.which("age")) throw new Error("The age command is needed (apt-get install age; .ci/run installs it).");
  const run = Bun.spawnSync(["age", "-d", "-i", keyFile, "-o", out, file], { stderr: "pipe" });
  if (run.exitCode !== 0 || !existsSync(out)) throw new Error(`age -d failed: ${run.stderr.toString()}`);
}

/** The key with one character mistyped (another of bech32's letters): what an owner copying it by hand may send. */
export function mistype(identity: string): string {
  const at = Math.floor(identity.length / 2);
  const replacement = identity[at] === "Q" ? "P" : "Q";
  return identity.slice(0, at) + replacement + identity.slice(at + 1);
}

/** The parts of a key someone reading an answer or a log could search from: the whole, its body, lower-cased. */
export function keyFragments(identity: string): string[] {
  const body = identity.replace(/^AGE-SECRET-KEY-(?:PQ-)?1/, "");
  return [identity, identity.toLowerCase(), body, body.toLowerCase(), body.slice(0, 24), body.slice(-24)];
}
