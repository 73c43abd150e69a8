import {
  Alert,
  Button,
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
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../api/api-client';
import { LoadingState } from '../engine/LoadingState';
import { useLoggedError } from '../engine/use-logged-error';

/** The busiest routes of the last 90 days (GET /api/stats/top-routes). */
export function TopRoutesCard() {
  const { t } = useTranslation();
  const routes = useQuery({
    queryKey: ['stats', 'top-routes'],
    queryFn: async ({ signal }) => {
      const { data, response } = await apiClient.GET('/api/stats/top-routes', {
        params: { query: { period: '90d', limit: 8 } },
        signal,
      });
      if (!data) throw new Error(`GET /api/stats/top-routes answered HTTP ${response.status}`);
      return data;
    },
  });
  useLoggedError('The top routes could not be loaded.', routes.error);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={t('dashboard.topRoutes')}
        subheader={t('dashboard.last90Days')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {routes.isPending && <LoadingState />}
        {routes.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void routes.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('dashboard.topRoutesError')}
          </Alert>
        )}
        {routes.data && routes.data.length === 0 && (
          <Typography color="text.secondary">{t('list.noRecords')}</Typography>
        )}
        {routes.data && routes.data.length > 0 && (
          <Table size="small" aria-label={t('dashboard.topRoutes')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('tracking.route')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {t('dashboard.delivered')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {t('dashboard.averageDays')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {routes.data.map((route) => (
                <TableRow key={`${route._id.originIso}-${route._id.destinationIso}`}>
                  <TableCell>
                    {route._id.originIso} → {route._id.destinationIso}
                  </TableCell>
                  <TableCell align="right">{route.delivered_shipments}</TableCell>
                  <TableCell align="right">
                    {route.avg_delivery_time === null ? '—' : route.avg_delivery_time.toFixed(1)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
