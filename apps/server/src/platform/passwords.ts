import argon2 from 'argon2';

/**
 * argon2id at one of OWASP's equivalent settings: 9 MiB, 4 passes, 1 lane (the cheat sheet's list
 * trades memory for passes at one level of defence). Glibc's malloc keeps the memory of a thread's
 * last hash resident in that thread's arena, for each of the thread pool's threads: at 19 MiB and 2
 * passes the server held about 50 MB more for good, and the hash took longer (19 ms against 16)
 * (docs/decisions/performance.md, "Password hashes and resident memory"). A stored hash of other
 * settings still verifies, and is made again at its owner's next sign-in (`isOutdatedHash`).
 */
const options = { type: argon2.argon2id, memoryCost: 9_216, timeCost: 4, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Whether a hash that verified was made with other settings than today's (rehashed at sign-in). */
export function isOutdatedHash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, options);
  } catch {
    return false;
  }
}
