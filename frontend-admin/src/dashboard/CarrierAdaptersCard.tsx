import { Alert, Button, Card, CardContent, CardHeader, Chip, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../engine/LoadingState';
import { useSystemHealth } from '../system/use-system-health';

/** Which carrier adapters run (from GET /api/health): a disabled one lacks credentials. */
export function CarrierAdaptersCard() {
  const { t } = useTranslation();
  const { state, retry } = useSystemHealth();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={t('dashboard.carrierAdapters')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('systemStatus.error')}
          </Alert>
        )}
        {state.status === 'ready' && (
          <List dense disablePadding aria-label={t('dashboard.carrierAdapters')}>
            {state.health.carriers.map((carrier) => (
              <ListItem
                key={carrier.code}
                disableGutters
                secondaryAction={
                  <Chip
                    size="small"
                    variant="outlined"
                    color={carrier.enabled ? 'success' : 'default'}
                    label={carrier.enabled ? t('dashboard.enabled') : t('dashboard.disabled')}
                  />
                }
              >
                <ListItemText primary={carrier.name} secondary={carrier.enabled ? undefined : carrier.reason} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
