import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { countries } from '../../database/schema/index.js';

export type CountryRow = typeof countries.$inferSelect;

const columns = { iso: countries.iso, name: countries.name, code: countries.code };

@Injectable()
export class CountriesRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  async all(): Promise<CountryRow[]> {
    return this.db.select(columns).from(countries).orderBy(asc(countries.name));
  }

  async findByIso(iso: string): Promise<CountryRow | undefined> {
    const rows = await this.db.select(columns).from(countries).where(eq(countries.iso, iso)).limit(1);
    return rows[0];
  }

  /** Adds the countries that are missing; answers how many were added. */
  async insertMissing(rows: readonly CountryRow[]): Promise<number> {
    const inserted = await this.db
      .insert(countries)
      .values([...rows])
      .onConflictDoNothing()
      .returning({ iso: countries.iso });
    return inserted.length;
  }
}
