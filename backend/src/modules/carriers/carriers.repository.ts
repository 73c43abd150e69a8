import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import {
  carriers,
  carrierServices,
  type CarrierServiceContent,
  type CarrierTranslation,
} from '../../database/schema/index.js';
import { inSeedTransaction, markSeeded, notYetSeeded } from '../reference-data/seed-ledger.js';
import { backfillSeedTranslations, type SeedTranslation } from '../reference-data/seed-translations.js';

export type CarrierRow = typeof carriers.$inferSelect;
export type NewCarrierRow = typeof carriers.$inferInsert;
export type CarrierChanges = Partial<Omit<NewCarrierRow, 'id' | 'createdAt' | 'updatedAt'>>;
export type CarrierServiceRow = typeof carrierServices.$inferSelect;
export type NewCarrierServiceRow = typeof carrierServices.$inferInsert;
export type CarrierServiceChanges = Partial<Omit<NewCarrierServiceRow, 'id' | 'createdAt' | 'updatedAt'>>;
/** A service to seed, naming its carrier by code. */
export type CarrierServiceSeedRow = Omit<NewCarrierServiceRow, 'carrierId'> & { carrierCode: string };
/** A seeded record's texts per language (carrier `translations`, service `content`), by code or clear_url. */
/** The English the seed wrote, per carrier code and service clear_url: a row that still has it is as seeded. */
export interface CarrierSeedEnglish {
  carriers: ReadonlyMap<string, { name: string; english: CarrierTranslation }>;
  services: ReadonlyMap<string, { trackingService: string; shippingTime: string; english: CarrierServiceContent }>;
}

/** Whether a stored (jsonb) text object holds the same texts as the seed's (key order aside). */
function sameTexts(stored: object | undefined, seeded: object): boolean {
  return isDeepStrictEqual(stored ?? {}, JSON.parse(JSON.stringify(seeded)));
}

const carrierColumns = getTableColumns(carriers);

const carrierListSpec: ListSpec = {
  fields: {
    _id: carriers.id,
    code: carriers.code,
    name: carriers.name,
    type: carriers.type,
    countryIso: carriers.countryIso,
    highlighted: carriers.highlighted,
    APIconnected: carriers.apiConnected,
    fba_programm: carriers.fbaProgramm,
    international_service: carriers.internationalService,
    published: carriers.published,
    createdAt: carriers.createdAt,
    updatedAt: carriers.updatedAt,
  },
  textFields: ['name'],
  searchFields: ['name', 'code'],
  defaultSort: { field: 'name', direction: 'asc' },
};

const serviceColumns = getTableColumns(carrierServices);

/** The SQL of carriers and their services, including the reference seed. */
@Injectable()
export class CarriersRepository {
  private readonly serviceListSpec: ListSpec;

  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {
    this.serviceListSpec = {
      fields: {
        _id: carrierServices.id,
        carrier_id: carrierServices.carrierId,
        clear_url: carrierServices.clearUrl,
        trackingService: carrierServices.trackingService,
        internationalService: carrierServices.internationalService,
        order: carrierServices.sortOrder,
        createdAt: carrierServices.createdAt,
        updatedAt: carrierServices.updatedAt,
      },
      textFields: ['trackingService'],
      filters: {
        carrierCode: (value) =>
          inArray(
            carrierServices.carrierId,
            this.db
              .select({ id: carriers.id })
              .from(carriers)
              .where(inArray(carriers.code, (Array.isArray(value) ? value : [value]).map(String))),
          ),
      },
      defaultSort: { field: 'order', direction: 'asc' },
    };
  }

  private get db(): Database {
    return this.connection.db;
  }

  // ----- carriers -----

  /** A page of carriers; the public directory passes `publishedOnly`. */
  list(query: ListQueryDto, publishedOnly = false): Promise<ListResult<CarrierRow>> {
    return selectPage(this.db, query, carrierListSpec, {
      rows: this.db.select(carrierColumns).from(carriers).$dynamic(),
      table: carriers,
      thenBy: [carriers.id],
      scope: publishedOnly ? eq(carriers.published, true) : undefined,
    });
  }

  private async findOne(where: SQL): Promise<CarrierRow | undefined> {
    const rows = await this.db.select(carrierColumns).from(carriers).where(where).limit(1);
    return rows[0];
  }

  findById(id: string): Promise<CarrierRow | undefined> {
    return this.findOne(eq(carriers.id, id));
  }

  findByCode(code: string): Promise<CarrierRow | undefined> {
    return this.findOne(eq(carriers.code, code));
  }

  /** Codes and last changes of the published carriers (sitemap). */
  async publishedCodes(): Promise<Array<{ code: string; updatedAt: Date }>> {
    return this.db
      .select({ code: carriers.code, updatedAt: carriers.updatedAt })
      .from(carriers)
      .where(eq(carriers.published, true))
      .orderBy(asc(carriers.code));
  }

  async insert(row: NewCarrierRow): Promise<CarrierRow> {
    const [inserted] = await this.db.insert(carriers).values(row).returning(carrierColumns);
    return inserted;
  }

  async update(id: string, changes: CarrierChanges): Promise<CarrierRow | undefined> {
    const [row] = await this.db
      .update(carriers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(carriers.id, id))
      .returning(carrierColumns);
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(carriers).where(eq(carriers.id, id)).returning({ id: carriers.id });
    return rows.length > 0;
  }

  // ----- services -----

  listServices(query: ListQueryDto): Promise<ListResult<CarrierServiceRow>> {
    return selectPage(this.db, query, this.serviceListSpec, {
      rows: this.db.select(serviceColumns).from(carrierServices).$dynamic(),
      table: carrierServices,
      thenBy: [carrierServices.id],
    });
  }

  async servicesOf(carrierId: string): Promise<CarrierServiceRow[]> {
    return this.db
      .select(serviceColumns)
      .from(carrierServices)
      .where(eq(carrierServices.carrierId, carrierId))
      .orderBy(asc(carrierServices.sortOrder), asc(carrierServices.trackingService));
  }

  async findService(id: string): Promise<CarrierServiceRow | undefined> {
    const rows = await this.db.select(serviceColumns).from(carrierServices).where(eq(carrierServices.id, id)).limit(1);
    return rows[0];
  }

  async findServiceByClearUrl(clearUrl: string): Promise<CarrierServiceRow | undefined> {
    const rows = await this.db
      .select(serviceColumns)
      .from(carrierServices)
      .where(eq(carrierServices.clearUrl, clearUrl))
      .limit(1);
    return rows[0];
  }

  async insertService(row: NewCarrierServiceRow): Promise<CarrierServiceRow> {
    const [inserted] = await this.db.insert(carrierServices).values(row).returning(serviceColumns);
    return inserted;
  }

  async updateService(id: string, changes: CarrierServiceChanges): Promise<CarrierServiceRow | undefined> {
    const [row] = await this.db
      .update(carrierServices)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(carrierServices.id, id))
      .returning(serviceColumns);
    return row;
  }

  async deleteService(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(carrierServices)
      .where(eq(carrierServices.id, id))
      .returning({ id: carrierServices.id });
    return rows.length > 0;
  }

  /** Code → tracking-link template of every carrier that has one (the lookup answer's links). */
  async trackingUrlTemplates(): Promise<Array<{ code: string; template: string }>> {
    const rows = await this.db
      .select({ code: carriers.code, template: carriers.trackingUrlTemplate })
      .from(carriers)
      .where(isNotNull(carriers.trackingUrlTemplate));
    return rows.map((row) => ({ code: row.code, template: row.template! }));
  }

  // ----- reference seed -----

  /**
   * Inserts the carriers and services the seed never inserted before (by code and clear_url) and records them in
   * the seed ledger; rows staff changed or deleted are left alone. Answers how many of each were added.
   */
  async seed(
    carrierRows: readonly NewCarrierRow[],
    serviceRows: readonly CarrierServiceSeedRow[],
  ): Promise<{ carriers: number; services: number }> {
    return inSeedTransaction(this.db, 'carriers', async (tx) => {
      const newCarriers = await notYetSeeded(tx, 'carriers', carrierRows, (row) => row.code);
      const insertedCarriers =
        newCarriers.length === 0
          ? []
          : await tx
              .insert(carriers)
              .values([...newCarriers])
              .onConflictDoNothing()
              .returning({ id: carriers.id });
      await markSeeded(
        tx,
        'carriers',
        newCarriers.map((row) => row.code),
      );

      const newServices = await notYetSeeded(tx, 'carrier-services', serviceRows, (row) => row.clearUrl);
      const codes = [...new Set(newServices.map((row) => row.carrierCode))];
      const carrierIds = new Map(
        codes.length === 0
          ? []
          : (
              await tx
                .select({ id: carriers.id, code: carriers.code })
                .from(carriers)
                .where(inArray(carriers.code, codes))
            ).map((row) => [row.code, row.id]),
      );
      // A service whose carrier a staff member deleted is not brought back.
      const insertable = newServices
        .filter((row) => carrierIds.has(row.carrierCode))
        .map(({ carrierCode, ...row }) => ({ ...row, carrierId: carrierIds.get(carrierCode)! }));
      const insertedServices =
        insertable.length === 0
          ? []
          : await tx
              .insert(carrierServices)
              .values(insertable)
              .onConflictDoNothing()
              .returning({ id: carrierServices.id });
      await markSeeded(
        tx,
        'carrier-services',
        newServices.map((row) => row.clearUrl),
      );
      return { carriers: insertedCarriers.length, services: insertedServices.length };
    });
  }

  /**
   * Gives each carrier the tracking-link template the seed has for it, once per carrier code (seed ledger dataset
   * `carrier-tracking-url-templates`), and only where the carrier has none: a template staff set, changed or cleared
   * after that is never overwritten. Answers how many carriers got one.
   */
  async seedTrackingUrlTemplates(templates: Readonly<Record<string, string>>): Promise<number> {
    const entries = Object.entries(templates).map(([code, template]) => ({ code, template }));
    return inSeedTransaction(this.db, 'carrier-tracking-url-templates', async (tx) => {
      const fresh = await notYetSeeded(tx, 'carrier-tracking-url-templates', entries, (entry) => entry.code);
      const values = sql.join(
        fresh.map((entry) => sql`(${entry.code}, ${entry.template})`),
        sql`, `,
      );
      const filled =
        fresh.length === 0
          ? []
          : await tx
              .update(carriers)
              .set({ trackingUrlTemplate: sql`seeded.template`, updatedAt: new Date() })
              .from(sql`(values ${values}) as seeded(code, template)`)
              .where(and(eq(carriers.code, sql`seeded.code`), isNull(carriers.trackingUrlTemplate)))
              .returning({ id: carriers.id });
      await markSeeded(
        tx,
        'carrier-tracking-url-templates',
        fresh.map((entry) => entry.code),
      );
      return filled.length;
    });
  }

  /**
   * Adds the seed's German, Spanish and Russian texts to the seeded carriers and services (seed ledger datasets
   * `carrier-translations` and `carrier-service-translations`; reference-data/seed-translations.ts): once per code and
   * clear_url, only to a row whose name and English texts are still the seed's (`english`), and only in the languages
   * it has no text in. Answers how many rows got some.
   */
  async seedTranslations(
    carrierTexts: Readonly<Record<string, SeedTranslation<CarrierTranslation>>>,
    serviceTexts: Readonly<Record<string, SeedTranslation<CarrierServiceContent>>>,
    english: CarrierSeedEnglish,
  ): Promise<{ carriers: number; services: number }> {
    const carriersFilled = await backfillSeedTranslations(
      this.db,
      'carrier-translations',
      carrierTexts,
      async (tx, codes) => {
        const rows = await tx
          .select({ id: carriers.id, code: carriers.code, name: carriers.name, translations: carriers.translations })
          .from(carriers)
          .where(inArray(carriers.code, codes));
        return rows.map((row) => {
          const seed = english.carriers.get(row.code);
          const englishAsSeeded =
            seed !== undefined && row.name === seed.name && sameTexts(row.translations.en, seed.english);
          return { id: row.id, key: row.code, englishAsSeeded, translations: row.translations };
        });
      },
      async (tx, id, translations) => {
        await tx.update(carriers).set({ translations, updatedAt: new Date() }).where(eq(carriers.id, id));
      },
    );
    const servicesFilled = await backfillSeedTranslations(
      this.db,
      'carrier-service-translations',
      serviceTexts,
      async (tx, urls) => {
        const rows = await tx
          .select({
            id: carrierServices.id,
            clearUrl: carrierServices.clearUrl,
            trackingService: carrierServices.trackingService,
            shippingTime: carrierServices.shippingTime,
            content: carrierServices.content,
          })
          .from(carrierServices)
          .where(inArray(carrierServices.clearUrl, urls));
        return rows.map((row) => {
          const seed = english.services.get(row.clearUrl);
          const englishAsSeeded =
            seed !== undefined &&
            row.trackingService === seed.trackingService &&
            row.shippingTime === seed.shippingTime &&
            sameTexts(row.content.en, seed.english);
          return { id: row.id, key: row.clearUrl, englishAsSeeded, translations: row.content };
        });
      },
      async (tx, id, content) => {
        await tx.update(carrierServices).set({ content, updatedAt: new Date() }).where(eq(carrierServices.id, id));
      },
    );
    return { carriers: carriersFilled, services: servicesFilled };
  }
}
