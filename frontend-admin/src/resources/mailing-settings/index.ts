import EmailIcon from '@mui/icons-material/Email';
import type { Schemas } from '@parcelpilot/api-client';
import { z } from 'zod';
import { defineResource } from '../../engine/resource-definition';
import { validationMessages } from '../validation-messages';
import { FollowMailSwitch } from './FollowMailSwitch';
import { MailingPasswordField } from './MailingPasswordField';
import { MailingTestButton } from './MailingTestButton';

/**
 * `GET/PUT /api/mailing-settings`. The password is never sent back: `email_password_set` says whether one is stored;
 * an absent password keeps it.
 */
type MailingSettings = Schemas['MailingSettingsDto'];

interface MailingSettingsForm {
  email: string;
  email_server: string;
  port: number | '';
  email_password: string;
  email_password_set: boolean;
}

/** Mailing settings (admins only), a singleton with a test e-mail; docs/product-spec.md §2 marks the screen "Not Implemented". */
export const mailingSettingsResource = defineResource<MailingSettings & { _id: string }, MailingSettingsForm>({
  name: 'mailing-settings',
  path: 'settings/mailing',
  endpoint: '/api/mailing-settings',
  title: 'resources.mailingSettings',
  icon: EmailIcon,
  group: 'system',
  adminOnly: true,
  singleton: true,
  can: { create: false, update: true, delete: false },
  fields: [
    { name: 'email', label: 'mailing.email', kind: 'email', required: true, width: 'half' },
    { name: 'email_server', label: 'mailing.emailServer', kind: 'text', required: true, width: 'half' },
    { name: 'port', label: 'mailing.port', kind: 'number', width: 'half' },
    {
      name: 'email_password',
      label: 'mailing.emailPassword',
      kind: 'custom',
      Component: MailingPasswordField,
      width: 'half',
    },
    { name: 'test', label: 'mailing.test', kind: 'custom', Component: MailingTestButton },
    { name: 'followMail', label: 'mailing.followMail', kind: 'custom', Component: FollowMailSwitch },
  ],
  toForm: (record) => ({
    email: record?.email ?? '',
    email_server: record?.email_server ?? '',
    port: record?.port ?? '',
    email_password: '',
    email_password_set: record?.email_password_set ?? false,
  }),
  toBody: (values) => ({
    email: values.email,
    email_server: values.email_server,
    port: values.port,
    ...(values.email_password ? { email_password: values.email_password } : {}),
  }),
  validation: z.looseObject({
    email: z.email(validationMessages.emailFormat),
    email_server: z.string().trim().min(1, validationMessages.fieldRequired),
    port: z.number({ error: validationMessages.fieldRequired }).int().min(1).max(65535),
  }),
  columns: [],
});
