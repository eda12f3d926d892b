import { describe, expect, it } from 'vitest';
import {
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  cardExpiryProblem,
} from '../../../src/shared/card-expiry.js';

describe('cardExpiryProblem', () => {
  it('accepts this month and later, with or without spaces', () => {
    expect(cardExpiryProblem('11 / 26', '2026-11-26')).toBeNull();
    expect(cardExpiryProblem('01/27', '2026-11-26')).toBeNull();
    expect(cardExpiryProblem('12 / 34', '2026-11-26')).toBeNull();
  });

  it('refuses a past month', () => {
    expect(cardExpiryProblem('10 / 26', '2026-11-26')).toBe(CARD_EXPIRED);
    expect(cardExpiryProblem('12/25', '2026-11-26')).toBe(CARD_EXPIRED);
  });

  it('refuses what is not MM / YY', () => {
    for (const typed of ['', '1', '13 / 30', '00/30', '1230', 'ab/cd']) {
      expect(cardExpiryProblem(typed, '2026-11-26')).toBe(CARD_EXPIRY_INVALID);
    }
  });
});
