import {
  mergeProgress,
  mergeStatus,
  publicStatusOf,
  SUB_STATUSES,
  toStoredStatus,
  TRACKING_STATUS_BADGE,
  type StoredStatus,
} from './tracking-status.js';
import { isTrackingStatus, TRACKING_STATUSES, type TrackingStatus } from '@parcelpilot/contracts';

describe('tracking status model', () => {
  it('has exactly the six public statuses of the spec, each with its badge text', () => {
    expect(TRACKING_STATUS_BADGE).toEqual({
      delivered: 'Delivered',
      'delivery fail': 'Delivery Fail',
      'out for delivery': 'Out for Delivery',
      returned: 'Returned',
      'in transit': 'In Transit',
      'not found': 'Not Found',
    });
    expect(Object.keys(TRACKING_STATUS_BADGE).sort()).toEqual([...TRACKING_STATUSES].sort());
  });

  it('stores ERROR, CARRIER_NOT_DETECTED and NOT_FOUND as false, and statuses as themselves', () => {
    expect(toStoredStatus('ERROR')).toBe(false);
    expect(toStoredStatus('CARRIER_NOT_DETECTED')).toBe(false);
    expect(toStoredStatus('NOT_FOUND')).toBe(false);
    for (const status of TRACKING_STATUSES) expect(toStoredStatus(status)).toBe(status);
  });

  it('gives every sub-status a public status', () => {
    expect(Object.fromEntries(SUB_STATUSES.map((subStatus) => [subStatus, publicStatusOf(subStatus)]))).toEqual({
      info_received: 'in transit',
      in_transit: 'in transit',
      customs: 'in transit',
      available_for_pickup: 'out for delivery',
      out_for_delivery: 'out for delivery',
      delivered: 'delivered',
      delivery_failed: 'delivery fail',
      exception: 'delivery fail',
      returning: 'returned',
      returned: 'returned',
      expired: 'in transit',
      not_found: 'not found',
    });
  });

  it('recognises public statuses', () => {
    expect(isTrackingStatus('in transit')).toBe(true);
    expect(isTrackingStatus('In Transit')).toBe(false);
    expect(isTrackingStatus(false)).toBe(false);
  });
});

describe('mergeStatus', () => {
  const cases: Array<[StoredStatus | null, StoredStatus, StoredStatus]> = [
    // Nothing known yet: the observation is taken as it is.
    [null, 'in transit', 'in transit'],
    [null, false, false],
    [false, 'out for delivery', 'out for delivery'],
    // Progress moves forward, and also back out of a failed attempt.
    ['in transit', 'out for delivery', 'out for delivery'],
    ['out for delivery', 'delivered', 'delivered'],
    ['delivery fail', 'out for delivery', 'out for delivery'],
    ['out for delivery', 'in transit', 'in transit'],
    // A delivered or returned shipment stays so, whatever late scan arrives.
    ['delivered', 'in transit', 'delivered'],
    ['delivered', 'out for delivery', 'delivered'],
    ['delivered', 'delivery fail', 'delivered'],
    ['delivered', 'returned', 'delivered'],
    ['returned', 'in transit', 'returned'],
    ['returned', 'delivered', 'returned'],
    // A failed or empty lookup does not erase what is known.
    ['in transit', false, 'in transit'],
    ['in transit', 'not found', 'in transit'],
    ['delivered', false, 'delivered'],
    ['not found', 'in transit', 'in transit'],
  ];

  it.each(cases)('%p then %p gives %p', (current, next, expected) => {
    expect(mergeStatus(current, next)).toBe(expected);
  });
});

describe('mergeProgress', () => {
  const progress = (status: TrackingStatus, subStatus: Parameters<typeof publicStatusOf>[0]) => ({ status, subStatus });

  it('takes the newer sub-status while the shipment is under way', () => {
    expect(mergeProgress(progress('in transit', 'in_transit'), progress('in transit', 'customs'))).toEqual(
      progress('in transit', 'customs'),
    );
    expect(mergeProgress(null, progress('in transit', 'info_received'))).toEqual(
      progress('in transit', 'info_received'),
    );
  });

  it('keeps the delivered sub-status when a later scan comes in', () => {
    expect(mergeProgress(progress('delivered', 'delivered'), progress('in transit', 'in_transit'))).toEqual(
      progress('delivered', 'delivered'),
    );
    expect(mergeProgress(progress('returned', 'returned'), progress('returned', 'returning'))).toEqual(
      progress('returned', 'returned'),
    );
  });

  it('completes a return: returning, then returned', () => {
    expect(mergeProgress(progress('returned', 'returning'), progress('returned', 'returned'))).toEqual(
      progress('returned', 'returned'),
    );
  });

  it('keeps what is known when the newer observation is "not found"', () => {
    expect(mergeProgress(progress('in transit', 'customs'), progress('not found', 'not_found'))).toEqual(
      progress('in transit', 'customs'),
    );
  });
});
