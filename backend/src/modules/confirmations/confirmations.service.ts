import { Injectable } from '@nestjs/common';
import { addressKey } from '../../common/client-address.js';
import { ConflictError, InvalidInputError, NotFoundError, RateLimitedError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { WindowCounterService } from '../auth/window-counter.service.js';
import { FollowTokens } from '../follows/follow-tokens.js';
import { TrackingRepository } from '../tracking/tracking.repository.js';
import { TrackingService } from '../tracking/tracking.service.js';
import {
  mapStaffConfirmation,
  type ConfirmationRecordedDto,
  type ConfirmReceivedDto,
  type StaffDeliveryConfirmationDto,
} from './confirmations.dto.js';
import { DeliveryConfirmationsRepository } from './confirmations.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const CONFIRMATION_LIMITS = {
  /** Confirmations (new or updated) from one visitor address per hour. */
  perVisitorPerHour: 20,
  /** How far back a date may go for a number nothing is stored for (no first event or lookup to bound it). */
  unstoredMaxAgeDays: 180,
  /**
   * A visitor's day may differ from UTC's by a day (time zones): a date up to one day after today (UTC) is not
   * refused as being in the future, nor one a day before the first scan's UTC day as being before it.
   */
  aheadOfUtcDays: 1,
} as const;

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

function dateProblem(deliveredOn: string, earliest: Date, now: Date): string | undefined {
  const parsed = new Date(`${deliveredOn}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || isoDay(parsed) !== deliveredOn) return 'deliveredOn is not a real date';
  if (deliveredOn > isoDay(new Date(now.getTime() + CONFIRMATION_LIMITS.aheadOfUtcDays * DAY_MS)))
    return 'The delivery date cannot be in the future';
  // A day's slack for time zones west of UTC, whose "day of the first scan" may be the UTC day before.
  if (deliveredOn < isoDay(new Date(earliest.getTime() - CONFIRMATION_LIMITS.aheadOfUtcDays * DAY_MS)))
    return `The delivery date cannot be before the parcel's first scan or lookup (${isoDay(earliest)})`;
  return undefined;
}

/**
 * "I received it" (issue 22 point 5): visitors' delivery dates for numbers the site cannot follow itself (no live
 * connection to their carrier), one per number and browser, limited per visitor address, stored apart from carrier
 * data with keyed hashes instead of the browser token and the address.
 */
@Injectable()
export class DeliveryConfirmationsService {
  constructor(
    private readonly confirmations: DeliveryConfirmationsRepository,
    private readonly tracking: TrackingService,
    private readonly shipments: TrackingRepository,
    private readonly tokens: FollowTokens,
    private readonly counters: WindowCounterService,
  ) {}

  async confirm(dto: ConfirmReceivedDto, ip: string, now = new Date()): Promise<ConfirmationRecordedDto> {
    const code = this.tracking.normalise(dto.number);
    const answer = await this.tracking.lookup(code);
    if (answer.status === 'delivered') {
      throw new ConflictError('The carrier already reports this parcel as delivered');
    }
    if (answer.lookupState === 'not-recognised') {
      throw new ConflictError('No carrier format matches this number, so no delivery can be confirmed for it');
    }
    if (answer.lookupState !== 'not-connected') {
      throw new ConflictError(
        "This parcel's carrier is followed here: its own events say when it arrives, no confirmation is needed",
      );
    }
    const stored = await this.shipments.findByCode(code);
    const earliest =
      stored?.firstEventAt ??
      stored?.createdAt ??
      new Date(now.getTime() - CONFIRMATION_LIMITS.unstoredMaxAgeDays * DAY_MS);
    const problem = dateProblem(dto.deliveredOn, earliest, now);
    if (problem) throw new InvalidInputError(problem, { deliveredOn: problem });
    const visitorKey = this.tokens.digest(addressKey(ip));
    const hit = await this.counters.hit(`delivery-confirmation:${visitorKey}`, HOUR_MS);
    if (hit.count > CONFIRMATION_LIMITS.perVisitorPerHour) {
      throw new RateLimitedError(
        'Too many confirmations from your address. Try again later.',
        Math.ceil(hit.resetInMs / 1000),
      );
    }
    const { updated } = await this.confirmations.upsert({
      code,
      deliveredOn: dto.deliveredOn,
      browserKey: this.tokens.digest(`browser:${dto.browserToken}`),
      visitorKey,
    });
    return { number: code, deliveredOn: dto.deliveredOn, updated };
  }

  async list(query: ListQueryDto): Promise<ListResult<StaffDeliveryConfirmationDto>> {
    const { records, total } = await this.confirmations.list(query);
    return { records: records.map(mapStaffConfirmation), total };
  }

  async remove(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.confirmations.delete(id))) throw new NotFoundError('Delivery confirmation');
  }
}
