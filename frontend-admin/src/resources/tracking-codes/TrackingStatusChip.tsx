import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { trackingStatusOf } from './tracking-statuses';

export interface TrackingStatusChipProps {
  status: string | null;
}

/** A shipment's status badge (docs/product-spec.md §4); no status (ERROR, not detected, not found are stored as false) reads Not Found. */
export function TrackingStatusChip({ status }: TrackingStatusChipProps) {
  const { t } = useTranslation();
  const known = trackingStatusOf(status);
  return <Chip size="small" variant="outlined" color={known.color} label={t(known.label)} />;
}
