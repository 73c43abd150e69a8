import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SystemStatusCard } from '../system/SystemStatusCard';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('dashboard.title')}
      </Typography>
      <SystemStatusCard />
    </Stack>
  );
}
