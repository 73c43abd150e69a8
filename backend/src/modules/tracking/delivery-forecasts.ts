import { Injectable, Logger } from '@nestjs/common';
import type { DeliveryForecastDto } from './delivery-forecast.dto.js';
import type { TrackingCodeRow } from './tracking.repository.js';

/** The forecast of a stored shipment, or null when there is none to give. */
export type DeliveryForecastSource = (row: TrackingCodeRow, now: Date) => Promise<DeliveryForecastDto | null>;

/**
 * Where the tracking answer gets its delivery forecast: the statistics module (which depends on this one) provides
 * the source at start; without one, and when it fails, the answer has no forecast.
 */
@Injectable()
export class DeliveryForecasts {
  private readonly logger = new Logger(DeliveryForecasts.name);
  private source: DeliveryForecastSource | null = null;

  provide(source: DeliveryForecastSource): void {
    this.source = source;
  }

  async forecast(row: TrackingCodeRow, now = new Date()): Promise<DeliveryForecastDto | null> {
    if (!this.source) return null;
    try {
      return await this.source(row, now);
    } catch (error) {
      this.logger.error({ err: error, code: row.code }, 'The delivery forecast failed');
      return null;
    }
  }
}
