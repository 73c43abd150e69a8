import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../../database/database.module.js';
import { inLockedTransaction, type DatabaseConnection } from '../../../database/database.js';
import { ALL_CARRIERS, routeScanGaps, trackingCodes, trackingEvents } from '../../../database/schema/index.js';
import type { LaneGaps } from './stall.js';

/** The stored gaps of a lane: its carrier's and the route's over all carriers. */
export interface RouteLaneGaps {
  carrier: LaneGaps | undefined;
  route: LaneGaps | undefined;
}

@Injectable()
export class ScanGapsRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /**
   * Recomputes every lane's 90th percentile of the gaps between consecutive events (percentile_cont over each
   * shipment's events in time order), per carrier × route and per route over all carriers, in one transaction:
   * readers see the old figures until the new ones are complete. Run by the statistics job; one at a time across
   * processes (two replacing the table at once would collide on its unique key).
   */
  async rebuild(): Promise<void> {
    await inLockedTransaction(this.db, 'parcelpilot:route-scan-gaps', async (tx) => {
      await tx.delete(routeScanGaps);
      await tx.execute(sql`
        with gaps as (
          select codes.carrier_code, codes.origin_iso, codes.destination_iso, codes.id,
            extract(epoch from events.occurred_at - lag(events.occurred_at)
              over (partition by events.tracking_code_id order by events.occurred_at)) / 3600 as gap_hours
          from ${trackingEvents} as events
          join ${trackingCodes} as codes on codes.id = events.tracking_code_id
          where codes.carrier_code is not null and codes.origin_iso is not null and codes.destination_iso is not null
        )
        insert into ${routeScanGaps} (carrier_code, origin_iso, destination_iso, p90_gap_hours, gaps, shipments)
        select case when grouping(carrier_code) = 1 then ${ALL_CARRIERS} else carrier_code end,
          origin_iso, destination_iso,
          percentile_cont(0.9) within group (order by gap_hours), count(*)::integer, count(distinct id)::integer
        from gaps
        where gap_hours is not null
        group by grouping sets ((carrier_code, origin_iso, destination_iso), (origin_iso, destination_iso))`);
    });
  }

  async lane(carrierCode: string | null, originIso: string, destinationIso: string): Promise<RouteLaneGaps> {
    const carriers = carrierCode && carrierCode !== ALL_CARRIERS ? [carrierCode, ALL_CARRIERS] : [ALL_CARRIERS];
    const rows = await this.db
      .select()
      .from(routeScanGaps)
      .where(
        and(
          eq(routeScanGaps.originIso, originIso),
          eq(routeScanGaps.destinationIso, destinationIso),
          inArray(routeScanGaps.carrierCode, carriers),
        ),
      );
    const of = (code: string | null) => rows.find((row) => row.carrierCode === code);
    return { carrier: carrierCode ? of(carrierCode) : undefined, route: of(ALL_CARRIERS) };
  }
}
