import type { INestApplication } from '@nestjs/common';
import { TrackingRepository } from '../../tracking/tracking.repository.js';
import { StatsService } from '../stats.service.js';

/**
 * Stores China Post shipments from China to the US delivered in nine days, one per code, and rebuilds the route
 * statistics: with STATS_MIN_SAMPLE at most `codes.length`, the route and carrier-route pages have figures.
 */
export async function seedDeliveredChinaPostRoute(app: INestApplication, codes: readonly string[]): Promise<void> {
  const repository = app.get(TrackingRepository);
  for (const code of codes) {
    await repository.save(
      code,
      {
        status: 'delivered',
        carrierCode: 'china-post',
        origin: { countryIso: 'CN' },
        destination: { countryIso: 'US' },
        firstEventAt: new Date(Date.now() - 9 * 86_400_000),
        deliveredDate: new Date(),
      },
      [],
    );
  }
  await app.get(StatsService).rebuildAll();
}
