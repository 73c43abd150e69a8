import { Alert, AlertTitle, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ModuleNotFoundProps {
  /** The path below /admin that no resource definition serves. */
  childPath: string;
}

/** An /admin/{childPath} without a resource definition (docs/product-spec.md §8: a missing model or form is a module-not-found). */
export function ModuleNotFound({ childPath }: ModuleNotFoundProps) {
  const { t } = useTranslation();
  console.error(`Module not found: no admin resource is defined for "${childPath}".`);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('moduleNotFound.title')}
      </Typography>
      <Alert severity="warning">
        <AlertTitle>{t('moduleNotFound.heading', { module: childPath })}</AlertTitle>
        {t('moduleNotFound.body')}
      </Alert>
      <MuiLink component={Link} to="..">
        {t('notFound.dashboardLink')}
      </MuiLink>
    </Stack>
  );
}
