import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { trackingLinkFor, type TrackingUrlTemplates } from '../../carriers/carrier-tracking-links.js';
import type { TrackingCodeRow, TrackingEventRow } from '../tracking.repository.js';
import type { StoredStatus } from '../tracking-status.js';
import { ScanGapsRepository } from './scan-gaps.repository.js';
import type { StallDto } from './stall.dto.js';
import { laneFor, stallOf } from './stall.js';

/** The stall notice of a lookup's answer, from the lane gaps the statistics job stored. */
@Injectable()
export class StallService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly gaps: ScanGapsRepository,
  ) {}

  rebuild(): Promise<void> {
    return this.gaps.rebuild();
  }

  async stallOf(
    row: TrackingCodeRow,
    events: TrackingEventRow[],
    templates: TrackingUrlTemplates,
    now = new Date(),
  ): Promise<StallDto | null> {
    const status = row.status as StoredStatus | null;
    const lastEventAt = events.reduce<Date | undefined>(
      (latest, event) => (!latest || event.occurredAt > latest ? event.occurredAt : latest),
      undefined,
    );
    if (!lastEventAt || !row.originIso || !row.destinationIso) return null;
    // Cheap checks first: a delivered shipment or a recent event never needs the lane's figures.
    if (!stallOf({ status, lastEventAt, lane: { p90GapHours: 0, gaps: 1, shipments: 1 }, now })) return null;
    const lanes = await this.gaps.lane(row.carrierCode, row.originIso, row.destinationIso);
    const lane = laneFor(lanes.carrier, lanes.route, this.config.stats.minSample);
    const stall = stallOf({ status, lastEventAt, lane, now });
    if (!stall) return null;
    const carrier = row.foundIn[0];
    return {
      silentDays: stall.silentDays,
      laneDays: stall.laneDays,
      lastEventAt: stall.lastEventAt.toISOString(),
      carrierCode: carrier?.code ?? null,
      carrierName: carrier?.name ?? null,
      carrierUrl: carrier ? trackingLinkFor(templates, carrier.code, row.code) : null,
    };
  }
}
