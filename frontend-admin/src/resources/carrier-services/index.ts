import WidgetsIcon from '@mui/icons-material/Widgets';
import { z } from 'zod';
import { defaultFormValues } from '../../engine/form-values';
import { defineResource, type FieldDefinition } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { validationMessages } from '../validation-messages';

/** backend/src/modules/carriers/carriers.dto.ts CarrierServiceResponseDto, until the API contract is regenerated. */
interface CarrierServiceDraft {
  _id: string;
  carrier_id: string;
  clear_url: string;
  shipping_time: string;
  trackingService: string;
  internationalService: boolean;
  order: number;
}

type CarrierService = ApiSchema<'CarrierServiceResponseDto', CarrierServiceDraft>;

const fields: FieldDefinition[] = [
  { name: 'trackingService', label: 'carrierServices.trackingService', kind: 'text', required: true, width: 'half' },
  {
    name: 'carrier_id',
    label: 'carrierServices.carrier',
    kind: 'reference',
    reference: { endpoint: '/api/carriers', labelField: 'name' },
    required: true,
    width: 'half',
  },
  {
    name: 'clear_url',
    label: 'carrierServices.clearUrl',
    kind: 'text',
    emptyOmitted: true,
    helperText: 'carrierServices.clearUrlHelp',
    width: 'half',
  },
  { name: 'shipping_time', label: 'carrierServices.shippingTime', kind: 'text', width: 'half' },
  { name: 'trackingNumberExample', label: 'carrierServices.trackingNumberExample', kind: 'text', width: 'half' },
  { name: 'order', label: 'fields.order', kind: 'number', width: 'half' },
  { name: 'internationalService', label: 'carriers.internationalService', kind: 'boolean', width: 'half' },
  { name: 'cargo_types.general', label: 'carrierServices.cargoGeneral', kind: 'boolean', width: 'half' },
  { name: 'cargo_types.special', label: 'carrierServices.cargoSpecial', kind: 'boolean', width: 'half' },
  {
    name: 'content',
    label: 'fields.translations',
    kind: 'translations',
    fields: [
      { name: 'trackingService', label: 'carrierServices.nameInLanguage', kind: 'text', width: 'half' },
      { name: 'shipping_time', label: 'carrierServices.shippingTimeInLanguage', kind: 'text', width: 'half' },
      { name: 'short_content', label: 'fields.shortContent', kind: 'richText' },
      { name: 'short_content2', label: 'carrierServices.shortContent2', kind: 'richText' },
    ],
  },
];

/** Services of carriers: `/api/carrier-services` (the list filter also takes `carrierCode`). */
export const carrierServicesResource = defineResource<CarrierService>({
  name: 'carrier-services',
  path: 'carrier-services',
  endpoint: '/api/carrier-services',
  title: 'resources.carrierServices',
  icon: WidgetsIcon,
  group: 'directory',
  can: { create: true, update: true, delete: true },
  fields,
  validation: z.looseObject({
    trackingService: z.string().trim().min(1, validationMessages.nameRequired),
    carrier_id: z.string().min(1, validationMessages.selectCarrier),
  }),
  toForm: (record, prefill) => {
    const values = defaultFormValues(fields, record);
    if (!record && typeof prefill.carrier_id === 'string') values.carrier_id = prefill.carrier_id;
    return values;
  },
  columns: [
    { field: 'trackingService', label: 'carrierServices.trackingService', sortable: true },
    { field: 'clear_url', label: 'carrierServices.clearUrl', sortable: true },
    { field: 'shipping_time', label: 'carrierServices.shippingTime' },
    { field: 'internationalService', label: 'carriers.internationalService', sortable: true },
    { field: 'order', label: 'fields.order', sortable: true },
  ],
  filters: [
    { name: 'trackingService', label: 'carrierServices.trackingService', kind: 'text' },
    { name: 'carrierCode', label: 'carrierServices.carrierCode', kind: 'text' },
  ],
  recordLabel: (record) => record.trackingService,
});
