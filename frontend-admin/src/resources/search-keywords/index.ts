import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { z } from 'zod';
import { defineResource } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { validationMessages } from '../validation-messages';

/** backend/src/modules/keywords/keywords.dto.ts SearchKeywordResponseDto, until the API contract is regenerated. */
interface SearchKeywordDraft {
  _id: string;
  keyword: string;
  count: number;
}

type SearchKeyword = ApiSchema<'SearchKeywordResponseDto', SearchKeywordDraft>;

/** Keywords visitors search for: `/api/search-keywords`. */
export const searchKeywordsResource = defineResource<SearchKeyword>({
  name: 'search-keywords',
  path: 'search-keywords',
  endpoint: '/api/search-keywords',
  title: 'resources.searchKeywords',
  icon: ManageSearchIcon,
  group: 'seo',
  can: { create: true, update: true, delete: true },
  fields: [
    { name: 'keyword', label: 'keywords.keyword', kind: 'text', required: true, width: 'half' },
    { name: 'count', label: 'keywords.count', kind: 'number', width: 'half' },
  ],
  validation: z.looseObject({ keyword: z.string().trim().min(1, validationMessages.keywordRequired) }),
  columns: [
    { field: 'keyword', label: 'keywords.keyword', sortable: true },
    { field: 'count', label: 'keywords.count', sortable: true },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [{ name: 'keyword', label: 'keywords.keyword', kind: 'text' }],
  recordLabel: (record) => record.keyword,
});
