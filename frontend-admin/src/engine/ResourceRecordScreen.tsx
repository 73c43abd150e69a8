import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoadError } from './LoadError';
import { LoadingState } from './LoadingState';
import { RecordForm } from './RecordForm';
import type { ResourceDefinition, ResourceRecord } from './resource-definition';
import { useLoggedError } from './use-logged-error';
import { useRecord } from './use-record';

export interface ResourceRecordScreenProps {
  resource: ResourceDefinition;
  /** undefined: a new record (or the singleton). */
  id: string | undefined;
}

function parsePrefill(raw: string | null): Record<string, unknown> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A record screen: "Loading ..." until an existing record is read, a retryable error if it cannot be, then the form. */
export function ResourceRecordScreen({ resource, id }: ResourceRecordScreenProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const filterParam = search.get('filter');
  const prefill = useMemo(() => parsePrefill(filterParam), [filterParam]);
  const existing = id !== undefined || resource.singleton === true;
  const record = useRecord<ResourceRecord>(resource.endpoint, resource.singleton ? undefined : id, existing);
  useLoggedError(`The ${resource.name} record ${id ?? ''} could not be loaded.`, record.error);

  if (resource.RecordScreen) return <resource.RecordScreen resource={resource} id={id} />;
  if (existing && record.isError) {
    return (
      <Stack spacing={2}>
        {!resource.singleton && (
          <Button
            component={Link}
            to={pathname}
            startIcon={<ArrowBackIcon />}
            sx={{ alignSelf: 'flex-start' }}
            color="inherit"
          >
            {t('record.exit')}
          </Button>
        )}
        <LoadError title={t('record.loadError')} error={record.error} onRetry={() => void record.refetch()} />
      </Stack>
    );
  }
  if (existing && record.isPending) return <LoadingState />;
  return (
    <RecordForm
      key={id ?? 'new'}
      resource={resource}
      record={existing ? record.data : undefined}
      mode={existing ? 'edit' : 'new'}
      prefill={prefill}
    />
  );
}
