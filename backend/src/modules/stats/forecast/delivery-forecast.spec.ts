import { backtest, conditionalForecast, evaluationDays, laneForecast } from './delivery-forecast.js';

/** Ten delivered parcels: two on day 5, three on day 6, three on day 8, one on day 10, one on day 14. */
const lane = new Map([
  [5, 2],
  [6, 3],
  [8, 3],
  [10, 1],
  [14, 1],
]);

describe('the conditional delivery forecast', () => {
  it('from dispatch: 8 of 10 parcels arrived by day 8, all 10 (≥ 9.5) by day 14', () => {
    expect(conditionalForecast(lane, 0, 10)).toEqual({
      fromDay: 0,
      basedOn: 10,
      windows: [
        { percent: 80, byDay: 8 },
        { percent: 95, byDay: 14 },
      ],
    });
  });

  it('on day 6 only the 8 parcels delivered on day 6 or later count: 80% (6.4) by day 10, 95% (7.6) by day 14', () => {
    expect(conditionalForecast(lane, 6, 5)).toEqual({
      fromDay: 6,
      basedOn: 8,
      windows: [
        { percent: 80, byDay: 10 },
        { percent: 95, byDay: 14 },
      ],
    });
  });

  it('an exact share counts: 4 of the 5 parcels still in transit on day 7 is 80%, reached on day 10', () => {
    expect(conditionalForecast(lane, 7, 5)?.windows[0]).toEqual({ percent: 80, byDay: 10 });
  });

  it('gives none when too few of the lane’s parcels were still in transit on that day', () => {
    expect(conditionalForecast(lane, 6, 10)).toBeNull();
    expect(conditionalForecast(lane, 15, 0)).toBeNull();
    expect(conditionalForecast(new Map(), 0, 0)).toBeNull();
  });

  it('uses the carrier’s own parcels when enough, else all carriers on the route', () => {
    const carrier = new Map([[3, 10]]);
    expect(laneForecast(carrier, lane, 0, 10)).toMatchObject({
      lane: 'carrier',
      windows: [{ byDay: 3 }, { byDay: 3 }],
    });
    expect(laneForecast(new Map([[3, 9]]), lane, 0, 10)).toMatchObject({ lane: 'route', basedOn: 10 });
    expect(laneForecast(null, lane, 0, 10)).toMatchObject({ lane: 'route' });
    expect(laneForecast(null, lane, 1, 11)).toBeNull();
  });
});

describe('the backtest of the forecast', () => {
  it('evaluates a parcel on day 0 and each day before its delivery day', () => {
    expect(evaluationDays(0)).toEqual([0]);
    expect(evaluationDays(1)).toEqual([0]);
    expect(evaluationDays(4)).toEqual([0, 1, 2, 3]);
  });

  it('counts, per parcel, the share of its forecasts whose window held', () => {
    // Two parcels delivered on day 6 and one on day 12, forecast from the ten-parcel lane with at least 5 in transit.
    // Day 6: days 0–5 each forecast 80% by day 8 and 95% by day 14 (all ten still in transit): both held 6 times.
    // Day 12: days 0–5 as above (80% missed, 95% held); day 6: 80% by 10, 95% by 14; days 7–8 (five left):
    // 80% by 10, 95% by 14; days 9–11: fewer than five left, no forecast. So 9 forecasts, 0 held at 80%, 9 at 95%.
    const result = backtest(
      new Map([
        [6, 2],
        [12, 1],
      ]),
      null,
      lane,
      5,
    );
    expect(result).not.toBeNull();
    expect(result?.parcels).toBe(3);
    expect(result?.evaluations).toBe(2 * 6 + 9);
    expect(result?.held80).toBeCloseTo(2 / 3, 10);
    expect(result?.held95).toBe(1);
    expect(result?.pooled.held80).toBeCloseTo(12 / 21, 10);
    expect(result?.pooled.held95).toBe(1);
    expect(result?.fromDispatch).toEqual({ parcels: 3, held80: 2 / 3, held95: 1 });
  });

  it('a window misses a parcel that came later than it', () => {
    const result = backtest(new Map([[20, 4]]), null, lane, 10);
    // Days 0–5 have all ten parcels in transit (none before day 5); every 95% window (day 14) missed day 20.
    expect(result).toMatchObject({ parcels: 4, evaluations: 4 * 6, held80: 0, held95: 0 });
  });

  it('has no result when no parcel could be forecast', () => {
    expect(backtest(new Map([[6, 3]]), null, lane, 11)).toBeNull();
    expect(backtest(new Map(), null, lane, 1)).toBeNull();
  });
});
