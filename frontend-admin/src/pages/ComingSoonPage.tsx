import { Stack, Typography } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

export interface ComingSoonPageProps {
  titleKey: ParseKeys;
}

/** Placeholder for a back-office section that is not built yet. */
export function ComingSoonPage({ titleKey }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary">{t('comingSoon')}</Typography>
    </Stack>
  );
}
