import { isEmailAddress } from './email-address.validator.js';

describe('isEmailAddress', () => {
  it('accepts addresses and refuses the rest without throwing', () => {
    expect(isEmailAddress('ann@example.com')).toBe(true);
    expect(isEmailAddress('ann@')).toBe(false);
    expect(isEmailAddress('\ud800')).toBe(false);
    expect(isEmailAddress('a\ud800@example.com')).toBe(false);
    expect(isEmailAddress(42)).toBe(false);
  });
});
