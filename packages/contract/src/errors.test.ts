import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodeForStatus } from './errors';

describe('error catalogue', () => {
  it('has a Thai and an English message and an error status for every code', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.th.trim(), code).not.toBe('');
      expect(entry.en.trim(), code).not.toBe('');
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
    }
  });

  it('maps a bare status to a code of that status', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429, 503]) {
      const code = errorCodeForStatus(status);
      expect(code && errorCatalogue[code].status, String(status)).toBe(status);
    }
  });

  it('reads another 4xx as a bad request and any other status as ours to explain', () => {
    expect(errorCodeForStatus(418)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(500)).toBeNull();
    expect(errorCodeForStatus(502)).toBeNull();
    expect(errorCodeForStatus(200)).toBeNull();
  });
});
