import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingState } from '../engine/LoadingState';
import { ModuleNotFound } from '../engine/ModuleNotFound';
import { ResourceScreen } from '../engine/ResourceScreen';
import { resourceAt } from '../resources';
import { useAdminSession } from '../session/use-admin-session';

/** /admin/{childPath}: the resource defined for that path, or a screen naming the missing module. */
export function ResourcePage() {
  const { t } = useTranslation();
  const childPath = useParams()['*'] ?? '';
  const session = useAdminSession();
  const resource = resourceAt(childPath);
  if (!resource) return <ModuleNotFound childPath={childPath} />;
  if (resource.adminOnly) {
    if (session.isPending) return <LoadingState />;
    if (session.data?.role !== 'admin') {
      return (
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {t(resource.title)}
          </Typography>
          <Alert severity="warning">{t('access.adminOnly')}</Alert>
        </Stack>
      );
    }
  }
  return <ResourceScreen key={resource.name} resource={resource} />;
}
