import { Chip } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

const statuses: Record<string, { label: ParseKeys; color: 'success' | 'error' | 'info' | 'warning' | 'default' }> = {
  delivered: { label: 'trackingStatus.delivered', color: 'success' },
  'delivery fail': { label: 'trackingStatus.deliveryFail', color: 'error' },
  'out for delivery': { label: 'trackingStatus.outForDelivery', color: 'info' },
  returned: { label: 'trackingStatus.returned', color: 'warning' },
  'in transit': { label: 'trackingStatus.inTransit', color: 'info' },
  'not found': { label: 'trackingStatus.notFound', color: 'default' },
};

export interface TrackingStatusChipProps {
  status: string | null;
}

/** A shipment's status badge (spec §4); no status (ERROR, not detected, not found are stored as false) reads Not Found. */
export function TrackingStatusChip({ status }: TrackingStatusChipProps) {
  const { t } = useTranslation();
  const known = statuses[status ?? 'not found'] ?? statuses['not found'];
  return <Chip size="small" variant="outlined" color={known.color} label={t(known.label)} />;
}
