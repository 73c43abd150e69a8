import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { defineResource } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { SerpKeywordPlaceholder } from './SerpKeywordPlaceholder';

/** backend/src/modules/keywords/keywords.dto.ts SerpKeywordResponseDto, until the API contract is regenerated. */
interface SerpKeywordDraft {
  _id: string;
  keyword: string;
}

type SerpKeyword = ApiSchema<'SerpKeywordResponseDto', SerpKeywordDraft>;

/** SERP keywords: a list, and a placeholder instead of a form (docs/product-spec.md §2: "serp keyword (placeholder, no form yet)"). */
export const serpKeywordsResource = defineResource<SerpKeyword>({
  name: 'serp-keywords',
  path: 'serp-keywords',
  endpoint: '/api/serp-keywords',
  title: 'resources.serpKeywords',
  icon: TravelExploreIcon,
  group: 'seo',
  can: { create: false, update: false, delete: true },
  fields: [],
  columns: [
    { field: 'keyword', label: 'keywords.keyword', sortable: true },
    { field: 'createdAt', label: 'fields.createdAt', sortable: true },
  ],
  filters: [{ name: 'keyword', label: 'keywords.keyword', kind: 'text' }],
  RecordScreen: SerpKeywordPlaceholder,
});
