import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 3 }}>
      <CircularProgress size={20} />
      <Typography>{t('common.loading')}</Typography>
    </Stack>
  );
}
