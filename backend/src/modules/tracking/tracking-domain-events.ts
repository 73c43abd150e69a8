import { EventEmitter } from 'node:events';
import { Injectable, Logger } from '@nestjs/common';
import type { StoredLocation } from '../../database/schema/index.js';
import type { TrackingStatus } from '@parcelpilot/contracts';
import type { SubStatus } from './tracking-status.js';

/** A shipment reached "delivered" for the first time. The statistics module updates the route from it. */
export interface ShipmentDeliveredEvent {
  trackingCodeId: string;
  code: string;
  carrierCode: string;
  origin: StoredLocation | null;
  destination: StoredLocation | null;
  firstEventAt: Date | null;
  deliveredAt: Date;
}

/** Where a change came from: asking the carriers (a lookup or the refresh worker), or a carrier's push. */
export type StatusChangeSource = 'poll' | 'push';

/**
 * A shipment's status or sub-status changed (or a shipment got its first one), whether a lookup, the refresh worker
 * or a 17TRACK push told it. Emitted once per stored change, after it is stored; a status that did not change (an
 * update with only new events, a late scan after delivery) emits nothing.
 */
export interface ShipmentStatusChangedEvent {
  trackingCodeId: string;
  code: string;
  /** The carrier that found the shipment (what the route statistics group by). */
  carrierCode: string | null;
  /** Null for a shipment that had no status before. */
  previous: { status: TrackingStatus; subStatus: SubStatus } | null;
  current: { status: TrackingStatus; subStatus: SubStatus };
  /** The newest stored event after the change, for a message that says what happened. */
  latestEvent: { occurredAt: Date; description: string; carrier: string; location: StoredLocation | null } | null;
  source: StatusChangeSource;
  /** Labelled demo data: a listener that writes to people should leave it alone. */
  isDemo: boolean;
  changedAt: Date;
}

const DELIVERED = 'delivered';
const STATUS_CHANGED = 'status-changed';

/** Domain events of the tracking engine, for other modules to react to without the engine knowing them. */
@Injectable()
export class TrackingDomainEvents {
  private readonly logger = new Logger(TrackingDomainEvents.name);
  private readonly emitter = new EventEmitter();

  onDelivered(listener: (event: ShipmentDeliveredEvent) => Promise<void> | void): void {
    this.listen(DELIVERED, listener, 'A delivered-shipment listener failed');
  }

  emitDelivered(event: ShipmentDeliveredEvent): void {
    this.emitter.emit(DELIVERED, event);
  }

  onStatusChanged(listener: (event: ShipmentStatusChangedEvent) => Promise<void> | void): void {
    this.listen(STATUS_CHANGED, listener, 'A status-change listener failed');
  }

  emitStatusChanged(event: ShipmentStatusChangedEvent): void {
    this.emitter.emit(STATUS_CHANGED, event);
  }

  /** A listener's failure is logged, never thrown into the write that emitted the event. */
  private listen<TEvent extends { code: string }>(
    name: string,
    listener: (event: TEvent) => Promise<void> | void,
    failure: string,
  ): void {
    this.emitter.on(name, (event: TEvent) => {
      Promise.resolve()
        .then(() => listener(event))
        .catch((error: unknown) => this.logger.error({ err: error, code: event.code }, failure));
    });
  }
}
