import type { ContentTypeField } from '../../../database/schema/index.js';

export interface ContentTypeSeed {
  name: string;
  sys_name: string;
  description: string;
  /** Custom fields; ids follow the default fields' 1–3. */
  fields: ContentTypeField[];
}

/** The content types the public pages read: articles, FAQ entries, help-center pages and postal-service pages. */
export const CONTENT_TYPE_SEED: readonly ContentTypeSeed[] = [
  {
    name: 'Article',
    sys_name: 'article',
    description: 'Longer guides about shipping and tracking, listed on /t/article.',
    fields: [
      { id: 4, name: 'Reading time', sys_name: 'reading-time', type: 'text' },
      { id: 5, name: 'Source link', sys_name: 'source-link', type: 'link' },
    ],
  },
  {
    name: 'FAQ',
    sys_name: 'faq',
    description: 'Short questions and answers; the title is the question and the description the answer.',
    fields: [],
  },
  {
    name: 'Help center',
    sys_name: 'help-center',
    description: 'Help pages that explain tracking, statuses and delivery problems, listed on /t/help-center.',
    fields: [{ id: 4, name: 'Summary', sys_name: 'summary', type: 'textArea' }],
  },
  {
    name: 'Postal services',
    sys_name: 'postal-services',
    description: 'Pages about national postal services and postal products, listed on /t/postal-services.',
    fields: [
      { id: 4, name: 'Country', sys_name: 'country', type: 'text' },
      { id: 5, name: 'Official website', sys_name: 'official-website', type: 'link' },
      { id: 6, name: 'Carrier code', sys_name: 'carrier-code', type: 'text' },
    ],
  },
];
