import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';

/** A carrier's text in one locale (spec: translations per locale). `content` is sanitised rich text. */
export interface CarrierTranslation {
  title?: string;
  short_content?: string;
  meta?: { description?: string; keywords?: string };
  content?: string;
}

export interface CarrierLogo {
  /** The uploaded original (a file URL). */
  origin: string;
  /** The image shown on pages (a file URL; may equal origin). */
  path: string;
}

export interface CarrierLogoMeta {
  alt?: string;
  title?: string;
}

export interface CarrierServiceListItem {
  name: string;
  description?: string;
}

export interface CarrierContentPart {
  title: string;
  content: string;
}

export interface CarrierFaqItem {
  question: string;
  answer: string;
}

/** Couriers and postal operators (docs/product-spec.md §3 Carrier); `code` is the detection engine's carrier code. */
export const carriers = pgTable(
  'carriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default('express'),
    countryIso: text('country_iso'),
    s10CountryCodes: jsonb('s10_country_codes').$type<string[]>().notNull().default([]),
    logo: jsonb('logo').$type<CarrierLogo>(),
    logoMeta: jsonb('logo_meta').$type<CarrierLogoMeta>(),
    picture: text('picture'),
    prevDescription: text('prev_description'),
    phone: text('phone'),
    email: text('email'),
    homepage: text('homepage'),
    url: text('url'),
    /** The carrier's public tracking page with `{number}` where the number goes (carriers/tracking-url-template.ts). */
    trackingUrlTemplate: text('tracking_url_template'),
    highlighted: boolean('highlighted').notNull().default(false),
    apiConnected: boolean('api_connected').notNull().default(false),
    fbaProgramm: boolean('fba_programm').notNull().default(false),
    internationalService: boolean('international_service').notNull().default(false),
    hideDefaultContent: boolean('hide_default_content').notNull().default(false),
    published: boolean('published').notNull().default(true),
    translations: jsonb('translations').$type<Record<string, CarrierTranslation>>().notNull().default({}),
    serviceList: jsonb('service_list').$type<CarrierServiceListItem[]>().notNull().default([]),
    contentParts: jsonb('content_parts').$type<CarrierContentPart[]>().notNull().default([]),
    faqModuleArray: jsonb('faq_module_array').$type<CarrierFaqItem[]>().notNull().default([]),
    openaiPreviousResponseId: text('openai_previous_response_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carriers_code_unique').on(table.code),
    index('carriers_name_idx').on(table.name),
    index('carriers_country_idx').on(table.countryIso),
  ],
);

export interface CarrierServiceContent {
  /** The service's name in this locale, where it is descriptive rather than a brand (the row's name otherwise). */
  trackingService?: string;
  /** The shipping time in this locale (the row's `shipping_time` is the English one). */
  shipping_time?: string;
  short_content?: string;
  short_content2?: string;
}

/** A service of a carrier with its own page (docs/product-spec.md §3 Carrier service); `clear_url` is its page slug. */
export const carrierServices = pgTable(
  'carrier_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    clearUrl: text('clear_url').notNull(),
    shippingTime: text('shipping_time').notNull().default(''),
    trackingService: text('tracking_service').notNull().default(''),
    trackingNumberExample: text('tracking_number_example').notNull().default(''),
    internationalService: boolean('international_service').notNull().default(false),
    cargoTypes: jsonb('cargo_types')
      .$type<{ general: boolean; special: boolean }>()
      .notNull()
      .default({ general: true, special: false }),
    content: jsonb('content').$type<Record<string, CarrierServiceContent>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carrier_services_clear_url_unique').on(table.clearUrl),
    index('carrier_services_carrier_idx').on(table.carrierId, table.sortOrder),
  ],
);
