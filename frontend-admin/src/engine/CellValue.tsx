import CheckIcon from '@mui/icons-material/Check';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface CellValueProps {
  value: unknown;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A table cell's value: yes/no for booleans, local date and time for timestamps, text otherwise. */
export function CellValue({ value }: CellValueProps) {
  const { t, i18n } = useTranslation();
  if (value === null || value === undefined || value === '') {
    return (
      <Typography component="span" color="text.disabled">
        —
      </Typography>
    );
  }
  if (typeof value === 'boolean') {
    return value ? (
      <CheckIcon fontSize="small" color="success" titleAccess={t('common.yes')} />
    ) : (
      <span>{t('common.no')}</span>
    );
  }
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    return (
      <span style={{ whiteSpace: 'nowrap' }}>
        {new Date(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
      </span>
    );
  }
  if (Array.isArray(value))
    return (
      <span>{value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')}</span>
    );
  if (typeof value === 'string' || typeof value === 'number') return <span>{value}</span>;
  return <span>{JSON.stringify(value)}</span>;
}
