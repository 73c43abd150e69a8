import { z } from 'zod';
import { carrierSeedSchema, carrierServiceSeedSchema } from '../carriers/seed-data/carrier-seed.types.js';
import { CARRIER_SERVICE_SEED } from '../carriers/seed-data/carrier-services.seed-data.js';
import services from '../carriers/seed-data/carrier-services.json' with { type: 'json' };
import { carrierTranslationsSchema } from '../carriers/seed-data/carrier-translations.seed-data.js';
import carriers from '../carriers/seed-data/carriers.json' with { type: 'json' };
import { CARRIER_SEED } from '../carriers/seed-data/carriers.seed-data.js';
import carrierTexts from '../carriers/seed-data/carriers.translations.json' with { type: 'json' };
import blocks from '../content/seed/content-blocks.json' with { type: 'json' };
import { CONTENT_BLOCK_SEED, contentBlockSeedSchema } from '../content/seed/content-blocks.seed-data.js';
import contentTypes from '../content/seed/content-types.json' with { type: 'json' };
import { CONTENT_TYPE_SEED, contentTypeSeedSchema } from '../content/seed/content-types.seed-data.js';
import content from '../content/seed/content.json' with { type: 'json' };
import { CONTENT_SEED, contentSeedSchema } from '../content/seed/content.seed-data.js';
import taxonomy from '../content/seed/taxonomy.json' with { type: 'json' };
import { TAXONOMY_SEED, taxonomySeedSchema } from '../content/seed/taxonomy.seed-data.js';
import shops from '../shops/shops.json' with { type: 'json' };
import { SHOP_SEED, shopSeedSchema } from '../shops/shops.seed-data.js';
import { loadSeedData } from './seed-data-file.js';

/** Each list dataset: its file, its schema, the field naming a record, what the module exports, and a break. */
const LISTS = [
  {
    file: 'carriers.json',
    data: carriers,
    schema: carrierSeedSchema,
    key: 'code',
    loaded: CARRIER_SEED,
    field: 'homepage',
    bad: 'http://example.com',
  },
  {
    file: 'carrier-services.json',
    data: services,
    schema: carrierServiceSeedSchema,
    key: 'clear_url',
    loaded: CARRIER_SERVICE_SEED,
    field: 'order',
    bad: -1,
  },
  {
    file: 'shops.json',
    data: shops,
    schema: shopSeedSchema,
    key: 'system_name',
    loaded: SHOP_SEED,
    field: 'type',
    bad: 'bakery',
  },
  {
    file: 'content.json',
    data: content,
    schema: contentSeedSchema,
    key: 'seo_url',
    loaded: CONTENT_SEED,
    field: 'description',
    bad: ' ',
  },
  {
    file: 'content-types.json',
    data: contentTypes,
    schema: contentTypeSeedSchema,
    key: 'sys_name',
    loaded: CONTENT_TYPE_SEED,
    field: 'sys_name',
    bad: 'Not A Slug',
  },
  {
    file: 'taxonomy.json',
    data: taxonomy,
    schema: taxonomySeedSchema,
    key: 'sys_name',
    loaded: TAXONOMY_SEED,
    field: 'order',
    bad: '1',
  },
  {
    file: 'content-blocks.json',
    data: blocks,
    schema: contentBlockSeedSchema,
    key: 'key',
    loaded: CONTENT_BLOCK_SEED,
    field: 'type',
    bad: 'footer',
  },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('reference data files', () => {
  it.each(LISTS.map((dataset) => [dataset.file, dataset] as const))(
    '%s loads and is schema-valid',
    (_file, dataset) => {
      const records = dataset.data as ReadonlyArray<Record<string, unknown>>;
      expect(records.length).toBeGreaterThan(0);
      expect(dataset.loaded).toHaveLength(records.length);
      expect(loadSeedData(dataset.file, dataset.data, z.array(dataset.schema), dataset.key)).toEqual(dataset.loaded);
    },
  );

  it.each(LISTS.map((dataset) => [dataset.file, dataset] as const))(
    '%s: a broken record fails naming the file, the record and the field',
    (_file, dataset) => {
      const records = structuredClone(dataset.data) as Array<Record<string, unknown>>;
      const index = records.length - 1;
      records[index][dataset.field] = dataset.bad;
      const key = String(records[index][dataset.key]);
      expect(() => loadSeedData(dataset.file, records, z.array(dataset.schema), dataset.key)).toThrow(
        new RegExp(`^${escape(`${dataset.file}: record ${index} (${key}), field ${dataset.field}: `)}`),
      );
    },
  );

  it('a null written for an unknown fact, an unknown field and a repeated key are refused', () => {
    const [first, second] = carriers as ReadonlyArray<Record<string, unknown>>;
    const schema = z.array(carrierSeedSchema);
    expect(() => loadSeedData('carriers.json', [{ ...first, phone: null }], schema, 'code')).toThrow(
      `carriers.json: record 0 (${String(first.code)}), field phone: `,
    );
    expect(() => loadSeedData('carriers.json', [first, { ...second, fax: '1' }], schema, 'code')).toThrow(
      `carriers.json: record 1 (${String(second.code)}): Unrecognized key: "fax"`,
    );
    expect(() => loadSeedData('carriers.json', [first, first], schema, 'code')).toThrow(
      `carriers.json: record 1 (${String(first.code)}): code used twice`,
    );
  });

  it('a keyed file names the key and the nested field', () => {
    const [code, texts] = Object.entries(carrierTexts)[0];
    const broken = { ...carrierTexts, [code]: { ...texts, de: { short_content: '' } } };
    expect(() => loadSeedData('carriers.translations.json', broken, carrierTranslationsSchema)).toThrow(
      `carriers.translations.json: record ${code}, field de.short_content: an empty text`,
    );
  });
});
