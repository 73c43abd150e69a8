import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { Schemas } from '@parcelpilot/api-client';
import { defineResource } from '../../engine/resource-definition';

type DeliveryConfirmation = Schemas['StaffDeliveryConfirmationDto'];

/**
 * Visitors' "I received it" for numbers the site cannot follow itself (issue 22 point 5): staff review them and
 * remove wrong ones. List only, searchable by number: `/api/delivery-confirmations`.
 */
export const deliveryConfirmationsResource = defineResource<DeliveryConfirmation>({
  name: 'delivery-confirmations',
  path: 'delivery-confirmations',
  endpoint: '/api/delivery-confirmations',
  title: 'resources.deliveryConfirmations',
  icon: EventAvailableIcon,
  group: 'tracking',
  can: { create: false, update: false, delete: true },
  hasRecordScreen: false,
  fields: [],
  columns: [
    { field: 'code', label: 'tracking.code', sortable: true, render: (record) => <strong>{record.code}</strong> },
    { field: 'deliveredOn', label: 'deliveryConfirmations.deliveredOn', sortable: true },
    { field: 'confirmationsOfNumber', label: 'deliveryConfirmations.confirmationsOfNumber' },
    { field: 'createdAt', label: 'fields.createdAt', sortable: true },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [{ name: 'code', label: 'tracking.code', kind: 'text' }],
  recordLabel: (record) => `${record.code} · ${record.deliveredOn}`,
});
