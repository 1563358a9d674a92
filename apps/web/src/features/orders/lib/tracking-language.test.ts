import { describe, expect, it } from 'vitest';
import { trackingLanguageMove } from './tracking-language';

describe('trackingLanguageMove (decision 053)', () => {
  const token = 'q7D0b3Rk9xXwM2pLzA1cV8nE4tY6uH5jK0sW3fG9iOa';
  it('moves an unprefixed link to the customer’s language, the first time only', () => {
    expect(
      trackingLanguageMove({ pathname: `/t/${token}`, language: 'en', openedBefore: false }),
    ).toBe('en');
    expect(
      trackingLanguageMove({ pathname: `/t/${token}`, language: 'en', openedBefore: true }),
    ).toBeNull();
    expect(
      trackingLanguageMove({ pathname: `/t/${token}`, language: 'th', openedBefore: false }),
    ).toBeNull();
  });

  it('keeps a link that names its language, and waits for the answer', () => {
    expect(
      trackingLanguageMove({ pathname: `/en/t/${token}`, language: 'th', openedBefore: false }),
    ).toBeNull();
    expect(
      trackingLanguageMove({ pathname: `/t/${token}`, language: undefined, openedBefore: false }),
    ).toBeNull();
  });
});
