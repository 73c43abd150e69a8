import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { COUNTRIES, findCountry, type Country } from '../../common/countries.js';
import { InvalidInputError } from '../../common/errors/domain.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ALL_CARRIERS } from '../../database/schema/index.js';
import { TrackingDomainEvents } from '../tracking/tracking-domain-events.js';
import { mapRouteStat, type RouteStatDto, type RouteStatsResponseDto, type TransitProgressDto } from './stats.dto.js';
import { StatsChanges } from './stats-changes.js';
import { StatsRepository, type StatsPeriod } from './stats.repository.js';

/**
 * Shipping-time statistics per route: rebuilt in full by a scheduled job, and per route as soon as a shipment on
 * it is delivered.
 */
@Injectable()
export class StatsService implements OnModuleInit {
  private readonly logger = new Logger(StatsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: StatsRepository,
    private readonly trackingEvents: TrackingDomainEvents,
    private readonly changes: StatsChanges,
  ) {}

  onModuleInit(): void {
    this.trackingEvents.onDelivered(async (event) => {
      const origin = findCountry(event.origin?.countryIso);
      const destination = findCountry(event.destination?.countryIso);
      if (origin && destination) await this.refreshRoute(origin.iso, destination.iso);
    });
  }

  countries(): readonly Country[] {
    return COUNTRIES;
  }

  async rebuildAll(): Promise<void> {
    const started = Date.now();
    await this.repository.rebuildAll();
    await this.repository.rebuildForecastAccuracy(this.config.stats.minSample);
    await this.changes.changed();
    this.logger.log(`Route statistics and forecast accuracy rebuilt in ${Date.now() - started} ms`);
  }

  async refreshRoute(originIso: string, destinationIso: string): Promise<void> {
    await this.repository.refreshRoute(
      this.country(originIso, 'origin').iso,
      this.country(destinationIso, 'destination').iso,
    );
    await this.changes.changed();
  }

  async route(originIso: string, destinationIso: string, period: StatsPeriod = 'all'): Promise<RouteStatsResponseDto> {
    const origin = this.country(originIso, 'origin');
    const destination = this.country(destinationIso, 'destination');
    const rows = await this.repository.route(origin.iso, destination.iso, period);
    const minSample = this.config.stats.minSample;
    const overall = rows.find((row) => row.carrierCode === ALL_CARRIERS);
    return {
      origin,
      destination,
      period,
      min_sample_size: minSample,
      overall: overall ? mapRouteStat(overall, minSample) : null,
      carriers: rows.filter((row) => row.carrierCode !== ALL_CARRIERS).map((row) => mapRouteStat(row, minSample)),
    };
  }

  async carrierRoute(
    originIso: string,
    destinationIso: string,
    carrierCode: string,
    period: StatsPeriod = 'all',
  ): Promise<RouteStatDto | null> {
    const route = await this.route(originIso, destinationIso, period);
    return route.carriers.find((stat) => stat._id.carrier === carrierCode.toLowerCase()) ?? null;
  }

  async topRoutes(limit = 20, period: StatsPeriod = 'all'): Promise<RouteStatDto[]> {
    const rows = await this.repository.topRoutes(limit, period);
    return rows.map((row) => mapRouteStat(row, this.config.stats.minSample));
  }

  async topRoutesOfCarrier(carrierCode: string, limit = 10): Promise<RouteStatDto[]> {
    const rows = await this.repository.topRoutesOfCarrier(carrierCode.toLowerCase(), limit);
    return rows.map((row) => mapRouteStat(row, this.config.stats.minSample));
  }

  /** "Day N in transit: X% of parcels on this route with this carrier were delivered by day N". */
  async transitProgress(
    originIso: string,
    destinationIso: string,
    carrierCode: string | null,
    day: number,
  ): Promise<TransitProgressDto> {
    const origin = this.country(originIso, 'origin');
    const destination = this.country(destinationIso, 'destination');
    const { share, delivered } = await this.repository.shareDeliveredWithin(
      carrierCode === ALL_CARRIERS ? null : (carrierCode?.toLowerCase() ?? null),
      origin.iso,
      destination.iso,
      day,
    );
    const enough = delivered >= this.config.stats.minSample;
    return {
      day,
      share: enough && share !== null ? Math.round(share * 1000) / 1000 : null,
      delivered_shipments: delivered,
      enough_data: enough,
    };
  }

  private country(iso: string, role: 'origin' | 'destination'): Country {
    const country = findCountry(iso);
    if (!country) {
      const message = `Unknown ${role} country code "${iso}": use an ISO 3166-1 alpha-2 code such as CN or US`;
      throw new InvalidInputError(message, { [role === 'origin' ? 'originIso' : 'destIso']: message });
    }
    return country;
  }
}
