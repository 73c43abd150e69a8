import { isEmailAddress } from './email-address.validator.js';

describe('isEmailAddress', () => {
  it('accepts addresses and refuses the rest without throwing', () => {
    expect(isEmailAddress('ann@example.com')).toBe(true);
    expect(isEmailAddress('ann@')).toBe(false);
    expect(isEmailAddress('\ud800')).toBe(false);
    expect(isEmailAddress('a\ud800@example.com')).toBe(false);
    expect(isEmailAddress(42)).toBe(false);
  });

  it('refuses quoted local parts, control characters and markup, and keeps the usual forms', () => {
    for (const address of [
      '"a\r\nBcc: x@evil.example"@example.com',
      '"a\nb"@example.com',
      '"<script>alert(1)</script>"@example.com',
      '"<b>ann</b>"@example.com',
      '"john doe"@example.com',
      '""@example.com',
      'ann\t@example.com',
      'ann@example.com\r\n',
      '<ann@example.com>',
    ]) {
      expect([address, isEmailAddress(address)]).toEqual([address, false]);
    }
    for (const address of ["o'brien@example.com", 'ann+tag@example.co.uk', 'a&b@example.com', 'Ann.Lee@Ex-ample.com']) {
      expect([address, isEmailAddress(address)]).toEqual([address, true]);
    }
  });
});
