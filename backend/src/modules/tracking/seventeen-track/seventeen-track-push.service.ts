import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DomainError, InvalidInputError } from '../../../common/errors/domain.error.js';
import { CarrierRegistry } from '../carrier-registry.js';
import { CarrierResponseError } from '../carriers/carrier.errors.js';
import type { SeventeenTrackPush } from '../carriers/seventeen-track.adapter.js';
import { normaliseTrackingNumber, validateTrackingInput } from '../detection/detection.engine.js';
import { TrackingRepository } from '../tracking.repository.js';
import { TrackingService } from '../tracking.service.js';
import { SeventeenTrackRegistrationRepository } from './seventeen-track-registration.repository.js';

/** What happened to a push, for the answer to 17TRACK and for the log. */
export interface PushReceipt {
  event: string;
  number: string | null;
  /** Whether the push changed what is stored (false for events and numbers this installation does not act on). */
  applied: boolean;
}

const BAD_SIGNATURE = 'The push is not signed with this installation’s 17TRACK key';
const REPLAYED = 'This push was already received, or is older than an update already received';

/**
 * Takes 17TRACK's webhook pushes: checks the signature over the raw body, refuses a body applied before and an update
 * older than one applied (both answer 401, as a replay is not 17TRACK speaking now), and stores the update through
 * the same normalisation and storage as a polled answer, which also raises the status-change event.
 */
@Injectable()
export class SeventeenTrackPushService {
  private readonly logger = new Logger(SeventeenTrackPushService.name);

  constructor(
    private readonly carriers: CarrierRegistry,
    private readonly registrations: SeventeenTrackRegistrationRepository,
    private readonly tracking: TrackingService,
    private readonly trackingCodes: TrackingRepository,
  ) {}

  async receive(rawBody: unknown, sign: string | undefined): Promise<PushReceipt> {
    const adapter = this.carriers.seventeenTrack();
    if (!Buffer.isBuffer(rawBody) || !adapter.verifyPushSignature(rawBody, sign)) {
      if (!adapter.isEnabled()) this.logger.warn('A 17TRACK push arrived, but SEVENTEENTRACK_API_KEY is not set');
      throw new DomainError('UNAUTHENTICATED', BAD_SIGNATURE);
    }
    const push = this.read(rawBody);
    if (push.event === 'OTHER') return { event: push.name, number: null, applied: false };

    const number = pushedNumber(push.number);
    const digest = createHash('sha256').update(rawBody).digest('hex');
    const claim = await this.registrations.claimPush({
      number,
      digest,
      carrier: push.carrier,
      newestEventAt: push.event === 'TRACKING_UPDATED' ? push.newestEventAt : null,
      checkAge: push.event === 'TRACKING_UPDATED',
      stopped: push.event === 'TRACKING_STOPPED',
      // A lookup that found nothing yet keeps neither the number nor its registration (anonymous lookups of made-up
      // numbers leave no row); when 17TRACK then pushes what it found, that is stored like any carrier answer.
      knownElsewhere:
        (push.event === 'TRACKING_UPDATED' && push.result.found) || (await this.trackingCodes.exists(number)),
      at: new Date(),
    });
    switch (claim.outcome) {
      case 'replayed':
      case 'older':
        this.logger.warn({ number, outcome: claim.outcome }, 'Refused a 17TRACK push');
        throw new DomainError('UNAUTHENTICATED', REPLAYED);
      case 'unknown':
        // Signed with our key, about a number this installation holds nothing of, and with nothing to store (no
        // events yet, or 17TRACK stopped it): answered 200 so that 17TRACK does not send it again.
        return { event: push.event, number, applied: false };
      case 'claimed':
        break;
    }
    if (push.event === 'TRACKING_UPDATED' && push.result.found) {
      try {
        await this.tracking.recordPushed(number, adapter, push.result);
      } catch (error) {
        await this.registrations.releasePush(number, digest, claim.previousDigest);
        throw error;
      }
    }
    return { event: push.event, number, applied: true };
  }

  private read(rawBody: Buffer): SeventeenTrackPush {
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as unknown;
    } catch {
      throw new InvalidInputError('The push body is not JSON');
    }
    try {
      return this.carriers.seventeenTrack().parsePush(body);
    } catch (error) {
      if (error instanceof CarrierResponseError) throw new InvalidInputError('The push body is not a 17TRACK push');
      throw error;
    }
  }
}

function pushedNumber(raw: string): string {
  const problem = validateTrackingInput(raw);
  if (problem) throw new InvalidInputError(problem, { number: problem });
  return normaliseTrackingNumber(raw);
}
