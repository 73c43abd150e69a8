import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox('a'.repeat(40), 'mailing');

  it('round-trips a secret and never stores it in clear', () => {
    const sealed = box.seal('smtp password');
    expect(sealed).not.toContain('smtp password');
    expect(box.open(sealed)).toBe('smtp password');
    expect(box.seal('smtp password')).not.toBe(sealed);
  });

  it('refuses a changed value, another key or another purpose', () => {
    const sealed = box.seal('secret');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(box.open(tampered)).toBeUndefined();
    expect(new SecretBox('b'.repeat(40), 'mailing').open(sealed)).toBeUndefined();
    expect(new SecretBox('a'.repeat(40), 'other').open(sealed)).toBeUndefined();
    expect(box.open('garbage')).toBeUndefined();
  });
});
