import argon2 from 'argon2';

// argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): about 45 ms here, so a sign-in
// stays quick on 2 cores while an offline guess still costs real memory.
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

// Verifying an unknown user's password against this hash costs the same time as a known user's,
// so the answer time does not tell which usernames exist.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
