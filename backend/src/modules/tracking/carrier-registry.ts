import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';
import type { CarrierAdapter, CarrierDescription } from './carriers/carrier-adapter.js';
import { DhlAdapter } from './carriers/dhl.adapter.js';
import { FedexAdapter } from './carriers/fedex.adapter.js';
import { RedisRateLimiter } from './carriers/redis-rate-limiter.js';
import { SEVENTEEN_TRACK_CARRIER_CODES } from './carriers/seventeen-track-carriers.js';
import { carrierCodeForName } from './detection/carrier-by-name.js';
import { SeventeenTrackAdapter } from './carriers/seventeen-track.adapter.js';
import { UpsAdapter } from './carriers/ups.adapter.js';
import { UspsAdapter } from './carriers/usps.adapter.js';
import type { CarrierCandidate } from './detection/detection.engine.js';
import { SeventeenTrackRegistrationRepository } from './seventeen-track/seventeen-track-registration.repository.js';

/** Detected carrier codes that one direct API covers (DHL's unified API serves every DHL business). */
const DIRECT_API: Readonly<Record<string, string>> = {
  dhl: 'dhl',
  'dhl-paket': 'dhl',
  'dhl-ecommerce': 'dhl',
  usps: 'usps',
  ups: 'ups',
  fedex: 'fedex',
};

const AGGREGATOR = '17track';

/**
 * The carrier adapters, built once from configuration. An adapter without credentials is disabled and says so;
 * a detected carrier without a direct, enabled API is asked through the 17TRACK aggregator.
 */
@Injectable()
export class CarrierRegistry {
  private readonly adapters: Map<string, CarrierAdapter>;
  private readonly aggregator: SeventeenTrackAdapter;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    redisStatus: RedisStatusService,
    seventeenTrackRegistrations: SeventeenTrackRegistrationRepository,
  ) {
    const { carriers } = config;
    const rateLimiter = new RedisRateLimiter(
      () => (redisStatus.isUp ? redisStatus.commands : undefined),
      carriers.rateLimits,
      config.redis.prefix,
    );
    const common = { timeoutMs: carriers.timeoutMs, rateLimiter };
    this.aggregator = new SeventeenTrackAdapter({
      ...common,
      baseUrl: carriers.seventeenTrack.baseUrl,
      credentials: { token: carriers.seventeenTrack.apiKey },
      registrations: seventeenTrackRegistrations,
      carrierCodes: SEVENTEEN_TRACK_CARRIER_CODES,
      carrierCodeForName,
    });
    const list: CarrierAdapter[] = [
      new DhlAdapter({ ...common, baseUrl: carriers.dhl.baseUrl, credentials: { apiKey: carriers.dhl.apiKey } }),
      new UspsAdapter({ ...common, baseUrl: carriers.usps.baseUrl, credentials: carriers.usps }),
      new UpsAdapter({ ...common, baseUrl: carriers.ups.baseUrl, credentials: carriers.ups }),
      new FedexAdapter({ ...common, baseUrl: carriers.fedex.baseUrl, credentials: carriers.fedex }),
      this.aggregator,
    ];
    this.adapters = new Map(list.map((adapter) => [adapter.code, adapter]));
  }

  /** The 17TRACK adapter, enabled or not: the webhook checks and reads its pushes. */
  seventeenTrack(): SeventeenTrackAdapter {
    return this.aggregator;
  }

  describe(): CarrierDescription[] {
    return [...this.adapters.values()].map((adapter) => adapter.describe());
  }

  /** The enabled adapters to ask about a number, each once: direct APIs first, then the aggregator. */
  adaptersFor(candidates: readonly CarrierCandidate[]): CarrierAdapter[] {
    const chosen = new Set<CarrierAdapter>();
    let needsAggregator = candidates.length === 0;
    for (const candidate of candidates) {
      const direct = this.enabled(DIRECT_API[candidate.carrier]);
      if (direct) chosen.add(direct);
      else needsAggregator = true;
    }
    const aggregator = this.enabled(AGGREGATOR);
    if (needsAggregator && aggregator) chosen.add(aggregator);
    return [...chosen];
  }

  private enabled(code: string | undefined): CarrierAdapter | undefined {
    const adapter = code ? this.adapters.get(code) : undefined;
    return adapter?.isEnabled() ? adapter : undefined;
  }
}
