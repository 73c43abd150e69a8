import {
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../engine/LoadingState';
import { useLoggedError } from '../engine/use-logged-error';
import { TrackingStatusChip } from '../resources/tracking-codes/TrackingStatusChip';
import { trackingStatuses } from '../resources/tracking-codes/tracking-statuses';
import { DashboardCardError } from './DashboardCardError';
import { useShipmentsSummary } from './use-shipments-summary';

/** Shipments looked up or refreshed today and in the last 7 days, counted per status in the status badges' colours. */
export function ShipmentsSummaryCard() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const summary = useShipmentsSummary();
  useLoggedError('The shipments summary could not be loaded.', summary.error);
  const data = summary.data;
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardHeader
        title={t('dashboard.shipments')}
        subheader={t('dashboard.shipmentsHelp')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {summary.isPending && <LoadingState />}
        {summary.isError && (
          <DashboardCardError message={t('dashboard.shipmentsError')} onRetry={() => void summary.refetch()} />
        )}
        {data && data.last7Days.total === 0 && (
          <Typography color="text.secondary">{t('dashboard.noShipments')}</Typography>
        )}
        {data && data.last7Days.total > 0 && (
          <>
            <Table size="small" aria-label={t('dashboard.shipmentsByStatus')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('tracking.status')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {t('dashboard.today')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {t('dashboard.last7Days')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {trackingStatuses.map((status) => (
                  <TableRow key={status.value}>
                    <TableCell component="th" scope="row">
                      <TrackingStatusChip status={status.value} />
                    </TableCell>
                    <TableCell align="right">{numbers.format(data.today.byStatus[status.value] ?? 0)}</TableCell>
                    <TableCell align="right">{numbers.format(data.last7Days.byStatus[status.value] ?? 0)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {t('dashboard.total')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {numbers.format(data.today.total)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {numbers.format(data.last7Days.total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('dashboard.updatedAt', {
                time: new Date(data.generatedAt).toLocaleTimeString(i18n.language, { timeStyle: 'short' }),
              })}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
