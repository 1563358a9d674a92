// The Idempotency-Key of a checkout attempt (decision 018): the same order sent again — a retry after
// a timeout or a lost answer, a second click, a reload in between — carries the same key, so the
// server answers the first order instead of placing a second; an order that changed (another date,
// a corrected field) is a new attempt with a new key (the server would refuse the old key with
// another body). The attempt is kept with the checkout draft, so a reload does not lose it.

export interface Attempt {
  /** The request body the key was made for, as sent. */
  body: string;
  key: string;
}

/** 128 random bits as hex (crypto.getRandomValues works on plain http too, randomUUID does not). */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The attempt for a body: the current one when the body is the same, else a new one. */
export function attemptFor(
  body: unknown,
  current: Attempt | null,
  newKey: () => string = randomKey,
): Attempt {
  const json = JSON.stringify(body);
  return current && current.body === json ? current : { body: json, key: newKey() };
}
