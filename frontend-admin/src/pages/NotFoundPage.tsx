import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <MuiLink component={Link} to="..">
        {t('notFound.dashboardLink')}
      </MuiLink>
    </Stack>
  );
}
