/**
 * argon2id with 19 MiB and 2 passes: OWASP's minimum, chosen so a sign-in stays well under a second and
 * a few concurrent ones fit on a 1 GB Raspberry Pi.
 */
const ARGON2 = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;

export const hashPassword = (password: string) => Bun.password.hash(password, ARGON2);
export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash).catch(() => false);

/** A hash to verify against when the email is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));
