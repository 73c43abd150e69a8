import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain.error.js';
import { Semaphore } from '../../common/semaphore.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** Who wants a number asked about: a visitor's lookup, or the scheduler's refresh of a stored shipment. */
export type RefreshSource = 'visitor' | 'scheduler';

/** Visitor lookups waiting for a slot, per slot; past that a lookup is refused rather than queued without end. */
const VISITOR_WAITING_PER_SLOT = 10;

export const LOOKUPS_BUSY_MESSAGE = 'Too many tracking lookups at once right now: try again in a few seconds';

/**
 * The process's carrier slots, kept apart per source so that neither crowds out the other: visitor lookups share
 * TRACKING_LOOKUP_CONCURRENCY slots with a bounded waiting line, refresh jobs TRACKING_REFRESH_CONCURRENCY slots.
 */
@Injectable()
export class CarrierSlots {
  private readonly visitor: Semaphore;
  private readonly scheduler: Semaphore;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.visitor = new Semaphore(config.tracking.lookupCarrierSlots);
    this.scheduler = new Semaphore(config.tracking.refreshCarrierSlots);
  }

  /** Numbers being asked about now and lookups waiting for a slot, per source. */
  load(source: RefreshSource): { running: number; queued: number } {
    const slots = source === 'scheduler' ? this.scheduler : this.visitor;
    return { running: slots.running, queued: slots.queued };
  }

  run<T>(source: RefreshSource, work: () => Promise<T>): Promise<T> {
    if (source === 'scheduler') return this.scheduler.run(work);
    const slots = this.visitor;
    if (slots.running >= slots.size && slots.queued >= slots.size * VISITOR_WAITING_PER_SLOT) {
      return Promise.reject(new DomainError('UNAVAILABLE', LOOKUPS_BUSY_MESSAGE));
    }
    return slots.run(work);
  }
}
