// Password hashing: argon2id with OWASP's parameters (19 MiB memory, 2 iterations, 1 lane).
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id (a const enum, so spelt out here)
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when there is no account (or no password) to check
 * against, so that sign-in time does not tell which e-mail addresses have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("kelana-timing-equaliser");
  await verifyPassword(await dummyHash, password);
  return false;
}
