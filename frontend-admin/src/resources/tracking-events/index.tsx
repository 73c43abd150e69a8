import TimelineIcon from '@mui/icons-material/Timeline';
import { Link as MuiLink } from '@mui/material';
import type { Schemas } from '@parcelpilot/api-client';
import { Link } from 'react-router';
import { editSearch } from '../../engine/record-route';
import { defineResource } from '../../engine/resource-definition';
import { trackingCodesResource } from '../tracking-codes';
import { TrackingStatusChip } from '../tracking-codes/TrackingStatusChip';

type TrackingEvent = Schemas['StaffTrackingEventDto'];

/** Tracking events (read-only; the API has no route for one event, so the list is the whole screen). */
export const trackingEventsResource = defineResource<TrackingEvent>({
  name: 'tracking-events',
  path: 'tracking-events',
  endpoint: '/api/tracking-events',
  title: 'resources.trackingEvents',
  icon: TimelineIcon,
  group: 'tracking',
  can: { create: false, update: false, delete: false },
  hasRecordScreen: false,
  fields: [],
  columns: [
    {
      field: 'occurredAt',
      label: 'tracking.eventDate',
      sortable: true,
      render: (record) => `${record.EventDate} ${record.EventTime}`,
    },
    {
      field: 'code',
      label: 'tracking.code',
      // Each event leads to its tracking code's page (issue 21).
      render: (record) => (
        <MuiLink
          component={Link}
          to={`../${trackingCodesResource.path}${editSearch(record.trackingCodeId)}`}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {record.code}
        </MuiLink>
      ),
    },
    { field: 'description', label: 'tracking.event', sortable: true, render: (record) => record.Event },
    { field: 'location', label: 'tracking.location' },
    { field: 'carrier', label: 'tracking.carrier', sortable: true },
    {
      field: 'status',
      label: 'tracking.status',
      sortable: true,
      render: (record) => <TrackingStatusChip status={record.status} />,
    },
  ],
  filters: [
    { name: 'description', label: 'tracking.event', kind: 'text' },
    { name: 'carrier', label: 'tracking.carrier', kind: 'text' },
  ],
});
