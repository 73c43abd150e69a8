import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CarrierAdaptersCard } from '../dashboard/CarrierAdaptersCard';
import { ContactMessagesCard } from '../dashboard/ContactMessagesCard';
import { PendingBackendCard } from '../dashboard/PendingBackendCard';
import { TopRoutesCard } from '../dashboard/TopRoutesCard';
import { SystemStatusCard } from '../system/SystemStatusCard';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('dashboard.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
        <PendingBackendCard
          title={t('dashboard.shipments')}
          description={t('dashboard.shipmentsPending')}
          endpoint="GET /api/stats/shipments-summary"
        />
        <SystemStatusCard />
        <CarrierAdaptersCard />
        <TopRoutesCard />
        <PendingBackendCard
          title={t('dashboard.queues')}
          description={t('dashboard.queuesPending')}
          endpoint="GET /api/system/queues"
        />
        <ContactMessagesCard />
      </Box>
    </Stack>
  );
}
