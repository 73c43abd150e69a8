import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { ALL_CARRIERS } from '../../../database/schema/index.js';
import type { DeliveryForecastDto } from '../../tracking/delivery-forecast.dto.js';
import { DeliveryForecasts } from '../../tracking/delivery-forecasts.js';
import type { TrackingCodeRow } from '../../tracking/tracking.repository.js';
import { StatsRepository } from '../stats.repository.js';
import { laneForecast } from './delivery-forecast.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses of a parcel still on its way to the recipient. */
const UNDER_WAY = new Set(['in transit', 'out for delivery']);

/** The delivery forecast of the tracking answer, from the route's delivery-time histograms (all time). */
@Injectable()
export class DeliveryForecastService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: StatsRepository,
    private readonly forecasts: DeliveryForecasts,
  ) {}

  onModuleInit(): void {
    this.forecasts.provide((row, now) => this.forecastFor(row, now));
  }

  async forecastFor(row: TrackingCodeRow, now: Date): Promise<DeliveryForecastDto | null> {
    const { originIso, destinationIso, firstEventAt, carrierCode } = row;
    if (!row.status || !UNDER_WAY.has(row.status) || !originIso || !destinationIso || !firstEventAt) return null;
    const fromDay = Math.max(0, Math.floor((now.getTime() - firstEventAt.getTime()) / DAY_MS));
    const histograms = await this.repository.routeHistograms(originIso, destinationIso);
    const carrier = carrierCode ? (histograms.carriers.get(carrierCode) ?? null) : null;
    const forecast = laneForecast(carrier, histograms.route, fromDay, this.config.stats.minSample);
    if (!forecast) return null;
    const laneCarrier = forecast.lane === 'carrier' && carrierCode ? carrierCode : ALL_CARRIERS;
    const demo = await this.repository.restsOnDemo(originIso, destinationIso, laneCarrier);
    // Delivered on day N (whole days since the first event) is delivered before the first event + N + 1 days.
    const dateOf = (day: number) =>
      new Date(firstEventAt.getTime() + (day + 1) * DAY_MS - 1).toISOString().slice(0, 10);
    return {
      fromDay,
      basedOn: forecast.basedOn,
      lane: forecast.lane,
      originIso,
      destinationIso,
      ...(laneCarrier === ALL_CARRIERS ? {} : { carrier: laneCarrier }),
      windows: forecast.windows.map((window) => ({ ...window, byDate: dateOf(window.byDay) })),
      demo,
    };
  }
}
