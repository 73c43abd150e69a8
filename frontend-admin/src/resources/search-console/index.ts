import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { z } from 'zod';
import { defineResource } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { SearchConsoleImport } from './SearchConsoleImport';

/** backend/src/modules/keywords/keywords.dto.ts SearchConsoleRowResponseDto, until the API contract is regenerated. */
interface SearchConsoleRowDraft {
  _id: string;
  date: string;
  query: string;
  page: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

type SearchConsoleRow = ApiSchema<'SearchConsoleRowResponseDto', SearchConsoleRowDraft>;

/** Search Console performance rows, with a CSV import: `/api/search-console`. */
export const searchConsoleResource = defineResource<SearchConsoleRow>({
  name: 'search-console',
  path: 'search-console',
  endpoint: '/api/search-console',
  title: 'resources.searchConsole',
  icon: QueryStatsIcon,
  group: 'seo',
  can: { create: true, update: true, delete: true },
  fields: [
    { name: 'date', label: 'searchConsole.date', kind: 'date', required: true, width: 'half' },
    { name: 'query', label: 'searchConsole.query', kind: 'text', width: 'half' },
    { name: 'page', label: 'searchConsole.page', kind: 'text' },
    { name: 'clicks', label: 'searchConsole.clicks', kind: 'number', width: 'half' },
    { name: 'impressions', label: 'searchConsole.impressions', kind: 'number', width: 'half' },
    { name: 'ctr', label: 'searchConsole.ctr', kind: 'number', helperText: 'searchConsole.ctrHelp', width: 'half' },
    { name: 'position', label: 'searchConsole.position', kind: 'number', width: 'half' },
  ],
  validation: z.looseObject({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateRequired') }),
  columns: [
    { field: 'date', label: 'searchConsole.date', sortable: true },
    { field: 'query', label: 'searchConsole.query', sortable: true },
    { field: 'page', label: 'searchConsole.page', sortable: true },
    { field: 'clicks', label: 'searchConsole.clicks', sortable: true },
    { field: 'impressions', label: 'searchConsole.impressions', sortable: true },
    {
      field: 'ctr',
      label: 'searchConsole.ctr',
      sortable: true,
      render: (record) => `${(record.ctr * 100).toFixed(1)} %`,
    },
    {
      field: 'position',
      label: 'searchConsole.position',
      sortable: true,
      render: (record) => record.position.toFixed(1),
    },
  ],
  filters: [
    { name: 'query', label: 'searchConsole.query', kind: 'text' },
    { name: 'page', label: 'searchConsole.page', kind: 'text' },
  ],
  ListActions: SearchConsoleImport,
  recordLabel: (record) => record.query || record.page,
});
