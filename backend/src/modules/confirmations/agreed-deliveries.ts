import { sql, type SQL } from 'drizzle-orm';
import { deliveryConfirmations, routeDeliveryCounts, trackingCodes } from '../../database/schema/index.js';

/**
 * When visitors' confirmations count in the route statistics (issue 22 point 5): a number counts as delivered once at
 * least `minConfirmations` browsers confirmed it and all their dates lie within `maxSpreadDays` days of each other;
 * its delivery date is then the median of the dates (the lower one of the middle two). It counts only when the
 * number is stored with a carrier, both countries and a first event (its route and start), its carrier data has not
 * finished it (those shipments are counted from the carrier), and the agreed date is not before the first event.
 */
export const CONFIRMATION_AGREEMENT = { minConfirmations: 3, maxSpreadDays: 2 } as const;

/**
 * The agreed confirmations as delivery-time histogram bins, in route_delivery_counts' columns (carrier_code,
 * origin_iso, destination_iso, delivery_days, shipments, recent_shipments; recent: an agreed date in the last 90
 * days), to be added to the carriers' histogram by the statistics. Whole days: agreed date − the first event's day
 * (UTC).
 */
export function agreedDeliveryBins(): SQL {
  return sql`
    select codes.carrier_code, codes.origin_iso, codes.destination_iso,
      (agreed.delivered_on - (codes.first_event_at at time zone 'UTC')::date) as delivery_days,
      count(*)::integer as shipments,
      (count(*) filter (where agreed.delivered_on >= (now() - interval '90 days')::date))::integer as recent_shipments
    from (
      select code, percentile_disc(0.5) within group (order by delivered_on) as delivered_on
      from ${deliveryConfirmations}
      group by code
      having count(*) >= ${sql.raw(String(CONFIRMATION_AGREEMENT.minConfirmations))}
        and max(delivered_on) - min(delivered_on) <= ${sql.raw(String(CONFIRMATION_AGREEMENT.maxSpreadDays))}
    ) as agreed
    join ${trackingCodes} as codes on codes.code = agreed.code
    where codes.delivery_days is null and codes.status is distinct from 'delivered'
      and codes.status is distinct from 'returned'
      and codes.carrier_code is not null and codes.origin_iso is not null and codes.destination_iso is not null
      and codes.first_event_at is not null
      and agreed.delivered_on >= (codes.first_event_at at time zone 'UTC')::date
    group by 1, 2, 3, 4`;
}

/** The carriers' histogram with the agreed confirmations added, under route_delivery_counts' own name. */
export function deliveryCountsWithConfirmations(): SQL {
  return sql`(
    select carrier_code, origin_iso, destination_iso, delivery_days, shipments, recent_shipments
    from ${routeDeliveryCounts}
    union all
    ${agreedDeliveryBins()}
  ) as route_delivery_counts`;
}
