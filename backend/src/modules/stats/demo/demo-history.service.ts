import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DATABASE_CONNECTION } from '../../../database/database.module.js';
import type { DatabaseConnection } from '../../../database/database.js';
import { inSeedTransaction, markSeeded, notYetSeeded } from '../../reference-data/seed-ledger.js';
import { TrackingRepository } from '../../tracking/tracking.repository.js';
import { writeHistory } from '../history/shipment-history.js';
import { StatsService } from '../stats.service.js';

/** The seed ledger's record that the day-one history was written (once per installation, never again). */
export const DEMO_HISTORY_DATASET = 'demo-history';
const DEMO_HISTORY_KEY = 'route-history-v1';
/** The same seed and run id every time: the same labelled codes (DEMOHISTDAY1…) on every installation. */
const DEMO_HISTORY_SEED = 42;
const DEMO_HISTORY_RUN = 'DAY1';

/**
 * DEMO DATA on day one: with DEMO_DATA on, the first start writes a labelled history of delivered shipments (the
 * `seed:history` generator) so that the route pages and the carriers' pages show figures, then rebuilds the route
 * statistics. The seed ledger remembers it was written: a restart, or a start after staff removed the demo data,
 * writes nothing. Every figure resting on it says "demo" (route_stats.demo).
 */
@Injectable()
export class DemoHistoryService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly tracking: TrackingRepository,
    private readonly stats: StatsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const count = this.config.tracking.demoHistoryShipments;
    if (!this.config.tracking.demoData || count === 0) return;
    const written = await inSeedTransaction(this.connection.db, DEMO_HISTORY_DATASET, async (tx) => {
      const todo = await notYetSeeded(tx, DEMO_HISTORY_DATASET, [DEMO_HISTORY_KEY], (key) => key);
      if (todo.length === 0) return false;
      await writeHistory((rows) => this.tracking.insertMany(rows, tx), {
        count,
        seed: DEMO_HISTORY_SEED,
        runId: DEMO_HISTORY_RUN,
      });
      await markSeeded(tx, DEMO_HISTORY_DATASET, todo);
      return true;
    });
    if (!written) return;
    await this.stats.rebuildAll();
    this.logger.log(
      `Stored ${count} labelled demo shipments for the route statistics (DEMO_DATA=false turns this off)`,
    );
  }

  /** Removes every labelled demo shipment (with its events), then recomputes the figures without them. */
  async removeAll(): Promise<{ removedShipments: number }> {
    const removedShipments = await this.tracking.deleteDemo();
    await this.stats.rebuildAll();
    this.logger.log(`Removed ${removedShipments} labelled demo shipments`);
    return { removedShipments };
  }

  countDemo(): Promise<number> {
    return this.tracking.countDemo();
  }
}
