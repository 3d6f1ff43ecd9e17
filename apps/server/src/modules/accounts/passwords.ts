// Password hashing: argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes, 1 lane; the OWASP
// baseline). Hashes are PHC strings, so they carry their own parameters if the defaults ever change.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A login for an unknown e-mail still verifies a password, against this hash, so it takes as long as
// one with a wrong password and timing does not tell which addresses have accounts.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, spends the same time and says false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('fairdraw: no account has this password');
  const matches = await verify(passwordHash ?? (await dummyHash), password).catch(() => false);
  return passwordHash !== null && matches;
}
