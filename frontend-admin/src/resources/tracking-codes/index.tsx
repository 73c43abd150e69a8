import QrCodeIcon from '@mui/icons-material/QrCode';
import type { Schemas } from '@parcelpilot/api-client';
import { defineResource } from '../../engine/resource-definition';
import { TrackingStatusChip } from './TrackingStatusChip';
import { TrackingCodeScreen } from './TrackingCodeScreen';
import { trackingStatuses } from './tracking-statuses';

type TrackingCode = Schemas['StaffTrackingCodeDto'];

const statusOptions = trackingStatuses.map(({ value, label }) => ({ value, label }));

function route(place: TrackingCode['origin']): string {
  return place.countryISO || place.countryName || '?';
}

/** Saved tracking codes (read-only, docs/product-spec.md §2): `/api/tracking-codes`, one code with its events. */
export const trackingCodesResource = defineResource<TrackingCode>({
  name: 'tracking-codes',
  path: 'tracking-codes',
  endpoint: '/api/tracking-codes',
  title: 'resources.trackingCodes',
  icon: QrCodeIcon,
  group: 'tracking',
  can: { create: false, update: false, delete: false },
  fields: [],
  columns: [
    { field: 'code', label: 'tracking.code', sortable: true, render: (record) => <strong>{record.code}</strong> },
    {
      field: 'status',
      label: 'tracking.status',
      sortable: true,
      render: (record) => <TrackingStatusChip status={record.status} />,
    },
    {
      field: 'route',
      label: 'tracking.route',
      render: (record) => `${route(record.origin)} → ${route(record.destination)}`,
    },
    {
      field: 'foundIn',
      label: 'tracking.foundIn',
      render: (record) => record.foundIn.map((carrier) => carrier.name).join(', '),
    },
    { field: 'daysInTransit', label: 'tracking.daysInTransit', sortable: true },
    {
      field: 'follows',
      label: 'tracking.follows',
      render: (record) => record.follows.active + record.follows.pending || '—',
    },
    { field: 'createdDate', label: 'tracking.createdDate', sortable: true },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [
    { name: 'code', label: 'tracking.code', kind: 'text' },
    { name: 'status', label: 'tracking.status', kind: 'select', options: statusOptions },
    { name: 'isDemo', label: 'tracking.isDemo', kind: 'boolean' },
  ],
  RecordScreen: TrackingCodeScreen,
});
