import { Alert, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProvider } from '../../engine/data-provider';

const ENDPOINT = '/api/follows/feature';

/** The switch of "follow a parcel by e-mail" (issue 23), saved at once (`PUT /api/follows/feature`). */
export function FollowMailSwitch() {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState<boolean>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    dataProvider.getOne<{ enabled: boolean }>(ENDPOINT, undefined, controller.signal).then(
      (feature) => setEnabled(feature.enabled),
      (reason: unknown) => {
        if (!controller.signal.aborted) setError(reason instanceof Error ? reason.message : t('common.error'));
      },
    );
    return () => controller.abort();
  }, [t]);

  const toggle = (next: boolean) => {
    setError(undefined);
    dataProvider.update<{ enabled: boolean }>(ENDPOINT, undefined, { enabled: next }).then(
      (feature) => setEnabled(feature.enabled),
      (reason: unknown) => setError(reason instanceof Error ? reason.message : t('common.error')),
    );
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h2">
        {t('mailing.followMail')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={enabled ?? false}
            disabled={enabled === undefined}
            onChange={(event) => toggle(event.target.checked)}
          />
        }
        label={t('mailing.followMailSwitch')}
      />
      <FormHelperText>{t('mailing.followMailHelp')}</FormHelperText>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
