import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { TrackingRepository } from '../tracking.repository.js';
import { TrackingService } from '../tracking.service.js';
import { DEMO_SHIPMENTS, demoResult } from './demo-shipments.js';

/** Stores the labelled demo shipments that are not there yet (DEMO_DATA, on by default outside production). */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: TrackingRepository,
    private readonly tracking: TrackingService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.tracking.demoData) return;
    const now = new Date();
    let added = 0;
    for (const shipment of DEMO_SHIPMENTS) {
      if (await this.repository.exists(shipment.code)) continue;
      await this.tracking.record(shipment.code, shipment.carrier, demoResult(shipment, now), { isDemo: true, now });
      added++;
    }
    if (added > 0) this.logger.log(`Stored ${added} labelled demo shipments (DEMO_DATA=false turns this off)`);
  }
}
