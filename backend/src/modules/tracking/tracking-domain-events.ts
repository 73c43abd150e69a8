import { EventEmitter } from 'node:events';
import { Injectable, Logger } from '@nestjs/common';
import type { StoredLocation } from '../../database/schema/index.js';

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

type Listener = (event: ShipmentDeliveredEvent) => Promise<void> | void;

/** Domain events of the tracking engine, for other modules to react to without the engine knowing them. */
@Injectable()
export class TrackingDomainEvents {
  private readonly logger = new Logger(TrackingDomainEvents.name);
  private readonly emitter = new EventEmitter();

  onDelivered(listener: Listener): void {
    this.emitter.on('delivered', (event: ShipmentDeliveredEvent) => {
      Promise.resolve(listener(event)).catch((error: unknown) =>
        this.logger.error({ err: error, code: event.code }, 'A delivered-shipment listener failed'),
      );
    });
  }

  emitDelivered(event: ShipmentDeliveredEvent): void {
    this.emitter.emit('delivered', event);
  }
}
