import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { Chip } from '@mui/material';
import type { Schemas } from '@parcelpilot/api-client';
import { defineResource } from '../../engine/resource-definition';

type ContactMessage = Schemas['ContactMessageDto'];

const statusOptions = [
  { value: 'queued', label: 'contactMessages.queued' },
  { value: 'sent', label: 'contactMessages.sent' },
  { value: 'failed', label: 'contactMessages.failed' },
] as const;

const statusColor = { queued: 'default', sent: 'success', failed: 'error' } as const;

/** Messages from the public contact form (read-only, admins only: they hold visitors' addresses): `/api/contact-messages`. */
export const contactMessagesResource = defineResource<ContactMessage>({
  name: 'contact-messages',
  path: 'contact-messages',
  endpoint: '/api/contact-messages',
  title: 'resources.contactMessages',
  icon: MailOutlineIcon,
  group: 'system',
  adminOnly: true,
  can: { create: false, update: false, delete: false },
  fields: [
    { name: 'subject', label: 'contactMessages.subject', kind: 'text', width: 'half' },
    { name: 'userEmail', label: 'contactMessages.userEmail', kind: 'email', width: 'half' },
    { name: 'status', label: 'tracking.status', kind: 'select', options: statusOptions, width: 'half' },
    { name: 'lastError', label: 'contactMessages.lastError', kind: 'text', width: 'half' },
    { name: 'message', label: 'contactMessages.message', kind: 'textarea' },
  ],
  columns: [
    { field: 'createdAt', label: 'fields.createdAt', sortable: true },
    { field: 'subject', label: 'contactMessages.subject', sortable: true },
    { field: 'userEmail', label: 'contactMessages.userEmail', sortable: true },
    {
      field: 'status',
      label: 'tracking.status',
      sortable: true,
      render: (record) => (
        <Chip size="small" variant="outlined" color={statusColor[record.status]} label={record.status} />
      ),
    },
  ],
  filters: [
    { name: 'subject', label: 'contactMessages.subject', kind: 'text' },
    { name: 'userEmail', label: 'contactMessages.userEmail', kind: 'text' },
    { name: 'status', label: 'tracking.status', kind: 'select', options: statusOptions },
  ],
  recordLabel: (record) => record.subject,
});
