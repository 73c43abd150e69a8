import { NOT_FOUND_EXPIRY_MS, nextCheckAt } from './refresh-policy.js';

const now = new Date('2026-06-01T12:00:00Z');
const hoursUntil = (date: Date | null) => (date ? (date.getTime() - now.getTime()) / 3_600_000 : null);

describe('nextCheckAt', () => {
  it('never checks delivered or returned shipments again', () => {
    expect(nextCheckAt('delivered', 0, now, now)).toBeNull();
    expect(nextCheckAt('returned', 0, now, now)).toBeNull();
  });

  it('checks out-for-delivery soon and in-transit every few hours', () => {
    expect(hoursUntil(nextCheckAt('out for delivery', 0, now, now))).toBe(0.5);
    expect(hoursUntil(nextCheckAt('delivery fail', 0, now, now))).toBe(2);
    expect(hoursUntil(nextCheckAt('in transit', 0, now, now))).toBe(4);
  });

  it('backs off while the number is unknown, up to a day', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((misses) => hoursUntil(nextCheckAt(false, misses, now, now)))).toEqual([
      1, 2, 4, 8, 16, 24, 24,
    ]);
    expect(hoursUntil(nextCheckAt('not found', 2, now, now))).toBe(2);
  });

  it('gives up on a number nobody knows after 30 days', () => {
    const firstSeen = new Date(now.getTime() - NOT_FOUND_EXPIRY_MS - 1);
    expect(nextCheckAt(false, 12, firstSeen, now)).toBeNull();
    expect(nextCheckAt('in transit', 0, firstSeen, now)).not.toBeNull();
  });
});
