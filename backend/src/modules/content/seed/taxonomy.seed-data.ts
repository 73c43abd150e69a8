import type { SubCategoryRecord } from '../../../database/schema/index.js';

export interface TaxonomySeed {
  name: string;
  sys_name: string;
  short_description: string;
  description: string;
  order: number;
  /** sys_name of the parent category. */
  parent?: string;
  subCategoriesRecords?: SubCategoryRecord[];
}

/** The categories behind /t/{sys_name}; parents come before their children. */
export const TAXONOMY_SEED: readonly TaxonomySeed[] = [
  {
    name: 'Help center',
    sys_name: 'help-center',
    short_description: 'How tracking works, what the statuses mean and what to do when a parcel is late.',
    description:
      '<p>Answers to the questions shoppers ask most: where to find a tracking number, why tracking stops at a border, and what to do when a parcel is late or marked delivered but missing.</p>',
    order: 1,
    subCategoriesRecords: [
      { id: 1, name: 'Getting started', sys_name: 'getting-started', order: 1 },
      { id: 2, name: 'Statuses', sys_name: 'statuses', order: 2 },
      { id: 3, name: 'Delivery problems', sys_name: 'delivery-problems', order: 3 },
    ],
  },
  {
    name: 'Articles',
    sys_name: 'article',
    short_description: 'Guides about international shipping, tracking numbers and delivery times.',
    description:
      '<p>Longer reads about how parcels travel between countries, how to read a tracking number and how long deliveries usually take.</p>',
    order: 2,
  },
  {
    name: 'Postal services',
    sys_name: 'postal-services',
    short_description: 'National postal operators and the postal products they offer.',
    description:
      '<p>Every country has a designated postal operator that exchanges international mail with the others through the Universal Postal Union. These pages explain what they do and how their services are tracked.</p>',
    order: 3,
  },
  {
    name: 'FAQ',
    sys_name: 'faq',
    short_description: 'Short answers to frequent questions about parcel tracking.',
    description: '<p>Quick answers about tracking numbers, statuses and delivery times.</p>',
    order: 4,
    parent: 'help-center',
  },
];
