import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DATABASE_CONNECTION } from '../../../database/database.module.js';
import type { DatabaseConnection } from '../../../database/database.js';
import { inSeedTransaction, markSeeded, notYetSeeded } from '../../reference-data/seed-ledger.js';
import { TrackingRepository } from '../tracking.repository.js';
import { TrackingService } from '../tracking.service.js';
import { DEMO_SHIPMENTS, demoResult } from './demo-shipments.js';

const DEMO_SHIPMENTS_DATASET = 'demo-shipments';

/**
 * Stores the labelled demo shipments never stored before (DEMO_DATA, on by default outside production). The seed
 * ledger remembers each one: once staff removed the demo data, a restart does not bring it back.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly repository: TrackingRepository,
    private readonly tracking: TrackingService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.tracking.demoData) return;
    const now = new Date();
    // Marked first, stored after (a shipment is recorded through the tracking engine, outside the ledger's
    // transaction): a start that fails between the two loses demo shipments, never duplicates them.
    const todo = await inSeedTransaction(this.connection.db, DEMO_SHIPMENTS_DATASET, async (tx) => {
      const fresh = await notYetSeeded(tx, DEMO_SHIPMENTS_DATASET, DEMO_SHIPMENTS, (shipment) => shipment.code);
      await markSeeded(
        tx,
        DEMO_SHIPMENTS_DATASET,
        fresh.map((shipment) => shipment.code),
      );
      return fresh;
    });
    let added = 0;
    for (const shipment of todo) {
      if (await this.repository.exists(shipment.code)) continue;
      await this.tracking.record(shipment.code, shipment.carrier, demoResult(shipment, now), { isDemo: true, now });
      added++;
    }
    if (added > 0) this.logger.log(`Stored ${added} labelled demo shipments (DEMO_DATA=false turns this off)`);
  }
}
