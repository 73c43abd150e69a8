import { Alert, Button, Card, CardContent, CardHeader, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type SystemHealth, useSystemHealth } from './use-system-health';

const overallColor = { ok: 'success', degraded: 'warning', error: 'error' } as const;

export function SystemStatusCard() {
  const { t } = useTranslation();
  const { state, retry } = useSystemHealth();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={t('systemStatus.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          state.status === 'ready' && (
            <Chip
              size="small"
              color={overallColor[state.health.status]}
              label={t(`systemStatus.overall.${state.health.status}`)}
            />
          )
        }
      />
      <CardContent>
        {state.status === 'loading' && (
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t('systemStatus.loading')}</Typography>
          </Stack>
        )}
        {state.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('systemStatus.retry')}
              </Button>
            }
          >
            {t('systemStatus.error')}
          </Alert>
        )}
        {state.status === 'ready' && <SystemHealthDetails health={state.health} />}
      </CardContent>
    </Card>
  );
}

interface SystemHealthDetailsProps {
  health: SystemHealth;
}

function SystemHealthDetails({ health }: SystemHealthDetailsProps) {
  const { t } = useTranslation();
  const dependencies = [
    { label: t('systemStatus.database'), state: health.db },
    { label: t('systemStatus.redis'), state: health.redis },
  ];
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {dependencies.map(({ label, state }) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography component="dt">{label}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <Chip
              size="small"
              variant="outlined"
              color={state === 'up' ? 'success' : 'error'}
              label={t(`systemStatus.${state}`)}
            />
          </Typography>
        </Stack>
      ))}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography component="dt">{t('systemStatus.version')}</Typography>
        <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
          {health.version}
        </Typography>
      </Stack>
    </Stack>
  );
}
