import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CarrierAdaptersCard } from '../dashboard/CarrierAdaptersCard';
import { DemoDataCard } from '../dashboard/DemoDataCard';
import { ContactMessagesCard } from '../dashboard/ContactMessagesCard';
import { QueuesCard } from '../dashboard/QueuesCard';
import { ShipmentsSummaryCard } from '../dashboard/ShipmentsSummaryCard';
import { TopRoutesCard } from '../dashboard/TopRoutesCard';
import { useAdminSession } from '../session/use-admin-session';
import { SystemStatusCard } from '../system/SystemStatusCard';

export function DashboardPage() {
  const { t } = useTranslation();
  const session = useAdminSession();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('dashboard.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
        <ShipmentsSummaryCard />
        <SystemStatusCard />
        <CarrierAdaptersCard />
        <TopRoutesCard />
        <QueuesCard />
        <DemoDataCard />
        {/* Contact messages hold visitors' addresses: admins only. */}
        {session.data?.role === 'admin' && <ContactMessagesCard />}
      </Box>
    </Stack>
  );
}
