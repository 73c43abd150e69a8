import { Alert, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../api/api-client';
import { ConfirmDialog } from '../engine/ConfirmDialog';
import { LoadingState } from '../engine/LoadingState';
import { useLoggedError } from '../engine/use-logged-error';

const DEMO_DATA_KEY = ['demo-data'];

/**
 * The labelled demo data (DEMO_DATA: a few demo tracking numbers and the day-one route history): how many shipments,
 * and their removal in one action, after a confirmation. A later start never writes them again.
 */
export function DemoDataCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const demo = useQuery({
    queryKey: DEMO_DATA_KEY,
    queryFn: async ({ signal }) => {
      const { data, response } = await apiClient.GET('/api/demo-data', { signal });
      if (!data) throw new Error(`GET /api/demo-data answered HTTP ${response.status}`);
      return data;
    },
  });
  useLoggedError('The demo data could not be counted.', demo.error);
  const remove = useCallback(async () => {
    const { data, response } = await apiClient.DELETE('/api/demo-data');
    if (!data) throw new Error(t('demoData.removeError', { status: response.status }));
  }, [t]);
  const close = useCallback(() => {
    setConfirming(false);
    void queryClient.invalidateQueries({ queryKey: DEMO_DATA_KEY });
    void queryClient.invalidateQueries({ queryKey: ['stats'] });
  }, [queryClient]);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="demo-data-card">
      <CardHeader title={t('demoData.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {demo.isPending && <LoadingState />}
        {demo.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void demo.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('demoData.loadError')}
          </Alert>
        )}
        {demo.data && demo.data.shipments === 0 && <Typography color="text.secondary">{t('demoData.none')}</Typography>}
        {demo.data && demo.data.shipments > 0 && (
          <>
            <Typography sx={{ mb: 2 }}>{t('demoData.count', { count: demo.data.shipments })}</Typography>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {t('demoData.remove')}
            </Button>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('demoData.confirmTitle')}
        message={t('demoData.confirmMessage', { count: demo.data?.shipments ?? 0 })}
        confirmLabel={t('demoData.remove')}
        onConfirm={remove}
        onClose={close}
      />
    </Card>
  );
}
