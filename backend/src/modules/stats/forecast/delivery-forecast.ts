/**
 * The delivery forecast for a parcel in transit, from its lane's delivery-time histogram, conditional on the days it
 * has already spent in transit; and its backtest. Pure functions, no I/O.
 *
 * Days are whole days since the carrier's first event, as the statistics count them (`delivery_days`, `daysInTransit`):
 * a parcel d whole days in transit and not yet delivered is delivered on day d or later, so the forecast is
 * P(T ≤ t | T ≥ d) = P(T ≤ t | T > d − 1) over the lane's delivered shipments.
 */

/** Delivered shipments per whole day to delivery (day → shipments). Returned or failed ones are not in it. */
export type DeliveryHistogram = ReadonlyMap<number, number>;

/** The windows the forecast gives, as whole percentages (integer arithmetic: 80% of 10 is exactly 8). */
export const FORECAST_PERCENTS = [80, 95] as const;
export type ForecastPercent = (typeof FORECAST_PERCENTS)[number];

export interface ForecastWindow {
  /** Share of the lane's parcels still in transit on `fromDay` that arrived by `byDay`, as a percentage. */
  percent: ForecastPercent;
  byDay: number;
}

export interface DeliveryForecast {
  /** The days in transit the forecast is conditional on. */
  fromDay: number;
  /** The lane's delivered shipments still in transit on `fromDay` (T ≥ fromDay): what the windows rest on. */
  basedOn: number;
  windows: ForecastWindow[];
}

/** The shipments of `histogram` delivered on day `fromDay` or later, in day order. */
function remainingDays(histogram: DeliveryHistogram, fromDay: number): Array<[day: number, shipments: number]> {
  return [...histogram.entries()]
    .filter(([day, shipments]) => day >= fromDay && shipments > 0)
    .sort(([a], [b]) => a - b);
}

/**
 * The forecast for a parcel `fromDay` whole days in transit: for each percentage, the first day by which at least
 * that share of the lane's parcels still in transit on `fromDay` had arrived. Null when fewer than `minSample` of
 * the lane's parcels were still in transit on that day (too few to say).
 */
export function conditionalForecast(
  histogram: DeliveryHistogram,
  fromDay: number,
  minSample: number,
): DeliveryForecast | null {
  const remaining = remainingDays(histogram, fromDay);
  const basedOn = remaining.reduce((sum, [, shipments]) => sum + shipments, 0);
  if (basedOn === 0 || basedOn < minSample) return null;
  const windows = FORECAST_PERCENTS.map((percent) => {
    let arrived = 0;
    // The last day always reaches 100%, so the loop always returns.
    for (const [day, shipments] of remaining) {
      arrived += shipments;
      if (arrived * 100 >= percent * basedOn) return { percent, byDay: day };
    }
    return { percent, byDay: remaining[remaining.length - 1][0] };
  });
  return { fromDay, basedOn, windows };
}

/**
 * The forecast for a lane: the carrier's own histogram on the route when enough of its parcels were still in transit
 * on `fromDay`, else all carriers on the route together, else none.
 */
export function laneForecast(
  carrier: DeliveryHistogram | null,
  route: DeliveryHistogram,
  fromDay: number,
  minSample: number,
): (DeliveryForecast & { lane: 'carrier' | 'route' }) | null {
  const own = carrier ? conditionalForecast(carrier, fromDay, minSample) : null;
  if (own) return { ...own, lane: 'carrier' };
  const overall = conditionalForecast(route, fromDay, minSample);
  return overall ? { ...overall, lane: 'route' } : null;
}

export interface WindowAccuracy {
  /** Share of the parcels whose window held, 0..1. */
  held80: number;
  held95: number;
}

export interface BacktestResult extends WindowAccuracy {
  /** Parcels that had at least one forecast. */
  parcels: number;
  /** Forecasts checked (every parcel at every evaluation day that had one). */
  evaluations: number;
  /** The forecasts made on day 0 only (dispatch), one per parcel. */
  fromDispatch: WindowAccuracy & { parcels: number };
  /** Every forecast counted once (a slow parcel, looked at on more days, weighs more). */
  pooled: WindowAccuracy;
}

/**
 * The days a parcel delivered on day `deliveryDay` is forecast at in the backtest: day 0 (dispatch) and each whole
 * day in transit before its delivery day, the days a visitor could have looked it up still undelivered. (The stored
 * history keeps no scan dates per day, so every day stands in for "at each scan".)
 */
export function evaluationDays(deliveryDay: number): number[] {
  return Array.from({ length: Math.max(1, deliveryDay) }, (_, day) => day);
}

/**
 * How often the forecast's windows held for the parcels of `test` (delivered shipments per day to delivery), forecast
 * from `training` (the carrier's histogram, with `trainingRoute` for all carriers on the route as the fallback,
 * exactly as `laneForecast` answers a visitor). A window held when the parcel arrived by its `byDay`. Each parcel
 * weighs the same in `held80`/`held95`: the share of its evaluation days whose window held, averaged over parcels.
 */
export function backtest(
  test: DeliveryHistogram,
  training: DeliveryHistogram | null,
  trainingRoute: DeliveryHistogram,
  minSample: number,
): BacktestResult | null {
  const forecasts = new Map<number, ReturnType<typeof laneForecast>>();
  const forecastAt = (day: number) => {
    if (!forecasts.has(day)) forecasts.set(day, laneForecast(training, trainingRoute, day, minSample));
    return forecasts.get(day) ?? null;
  };
  let parcels = 0;
  let evaluations = 0;
  let held80 = 0;
  let held95 = 0;
  let pooled80 = 0;
  let pooled95 = 0;
  let dispatchParcels = 0;
  let dispatch80 = 0;
  let dispatch95 = 0;
  for (const [deliveryDay, shipments] of test) {
    if (shipments <= 0 || deliveryDay < 0) continue;
    let checked = 0;
    let hits80 = 0;
    let hits95 = 0;
    for (const day of evaluationDays(deliveryDay)) {
      const forecast = forecastAt(day);
      if (!forecast) continue;
      const [window80, window95] = forecast.windows;
      const hit80 = deliveryDay <= window80.byDay ? 1 : 0;
      const hit95 = deliveryDay <= window95.byDay ? 1 : 0;
      checked++;
      hits80 += hit80;
      hits95 += hit95;
      if (day === 0) {
        dispatchParcels += shipments;
        dispatch80 += hit80 * shipments;
        dispatch95 += hit95 * shipments;
      }
    }
    if (checked === 0) continue;
    parcels += shipments;
    evaluations += checked * shipments;
    held80 += (hits80 / checked) * shipments;
    held95 += (hits95 / checked) * shipments;
    pooled80 += hits80 * shipments;
    pooled95 += hits95 * shipments;
  }
  if (parcels === 0) return null;
  return {
    parcels,
    evaluations,
    held80: held80 / parcels,
    held95: held95 / parcels,
    fromDispatch: {
      parcels: dispatchParcels,
      held80: dispatchParcels ? dispatch80 / dispatchParcels : 0,
      held95: dispatchParcels ? dispatch95 / dispatchParcels : 0,
    },
    pooled: { held80: pooled80 / evaluations, held95: pooled95 / evaluations },
  };
}
