import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AiAssistantDrawer } from '../ai/AiAssistantDrawer';
import { ApiError } from './data-provider';
import { ConfirmDialog, type ConfirmResult } from './ConfirmDialog';
import { FieldGrid } from './FieldGrid';
import { useErrorMessage } from './fields/use-error-message';
import { defaultFormValues, defaultRequestBody } from './form-values';
import { editSearch } from './record-route';
import type { FieldDefinition, RecordMode, ResourceDefinition, ResourceRecord } from './resource-definition';
import { useDeleteRecord } from './use-delete-record';
import { useSaveRecord } from './use-save-record';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { recordResolver } from './zod-resolver';

export interface RecordFormProps {
  resource: ResourceDefinition;
  record: ResourceRecord | undefined;
  mode: RecordMode;
  /** The list filter the user came from, for a new record's defaults. */
  prefill: Record<string, unknown>;
}

/** Navigation state that carries the Saved banner across the move from a new record to its edit screen. */
interface SavedState {
  saved?: boolean;
}

function belongsTo(path: string, field: FieldDefinition): boolean {
  return path === field.name || path.startsWith(`${field.name}.`);
}

/** The field (or a translation's or list item's sub-field) an API error path names, for its label. */
function fieldAt(fields: readonly FieldDefinition[], path: string): FieldDefinition | undefined {
  const field = fields.find((candidate) => belongsTo(path, candidate));
  if (!field || path === field.name) return field;
  return field.fields?.find((sub) => path.endsWith(`.${sub.name}`));
}

/**
 * An API message that opens with the property's internal name ("countryIso must be ...") opens with the field's
 * label instead ("Country must be ..."). Plain string operations: the message is never a pattern.
 */
function withLabel(text: string, path: string, label: string | undefined): string {
  const property = path.split('.').at(-1) ?? path;
  return label !== undefined && text.startsWith(`${property} `) ? `${label}${text.slice(property.length)}` : text;
}

/**
 * The record form (docs/product-spec.md §2): Exit, Save, Delete for an existing record, a Saved state after success, field errors
 * from the API on their fields, tabs when the resource has them.
 */
export function RecordForm({ resource, record, mode, prefill }: RecordFormProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const headingId = useId();
  const toForm = useCallback(
    (source: ResourceRecord | undefined): FieldValues =>
      resource.toForm
        ? resource.toForm(source, prefill)
        : defaultFormValues(resource.fields, source as Record<string, unknown> | undefined),
    [resource, prefill],
  );
  const form = useForm<FieldValues>({
    defaultValues: toForm(record),
    resolver: recordResolver(resource.fields, resource.validation),
  });
  const save = useSaveRecord<ResourceRecord>(resource.endpoint, resource.singleton);
  const deletion = useDeleteRecord(resource.endpoint);
  const [saved, setSaved] = useState(() => (location.state as SavedState | null)?.saved === true);
  const [submitError, setSubmitError] = useState<{ message: string; details: string[] } | undefined>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [saveWarning, setSaveWarning] = useState<{ values: FieldValues; message: string } | undefined>();
  const [tab, setTab] = useState(0);
  const readOnly = mode === 'edit' ? !resource.can.update : !resource.can.create;
  const tabs = resource.tabs ?? [];
  const { dialog: leaveDialog, leaveWithoutAsking } = useUnsavedChangesGuard(form.formState.isDirty && !readOnly);

  const tabOf = useCallback(
    (path: string) => {
      const field = resource.fields.find((candidate) => belongsTo(path, candidate));
      const index = tabs.findIndex((candidate) => field && candidate.fields.includes(field.name));
      return index < 0 ? 0 : index;
    },
    [resource.fields, tabs],
  );

  useEffect(() => {
    if (!saved || mode !== 'edit' || resource.savedBannerMs === undefined) return undefined;
    const timer = window.setTimeout(() => setSaved(false), resource.savedBannerMs);
    return () => window.clearTimeout(timer);
  }, [saved, mode, resource.savedBannerMs]);

  const listPath = location.pathname;
  const exit = () => {
    // Back to where the user came from (the list with its filter and page), or to the list on a direct visit.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(listPath);
  };

  const submit = async (values: FieldValues) => {
    if (mode === 'edit' && record && resource.confirmSave) {
      try {
        const message = await resource.confirmSave(record, values, t);
        if (message) {
          setSaveWarning({ values, message });
          return;
        }
      } catch (error) {
        console.error(`Checking what saving ${resource.name} touches failed.`, error);
      }
    }
    await saveValues(values);
  };

  const saveValues = async (values: FieldValues) => {
    setSaved(false);
    setSubmitError(undefined);
    const body = resource.toBody ? resource.toBody(values, mode) : defaultRequestBody(resource, values, mode);
    try {
      const result = await save.mutateAsync({
        id: mode === 'edit' && !resource.singleton ? record?._id : undefined,
        body,
      });
      if (mode === 'new') {
        leaveWithoutAsking(() => {
          if (resource.afterCreate === 'list') void navigate(listPath, { state: { saved: true } satisfies SavedState });
          else void navigate(editSearch(result._id), { replace: true, state: { saved: true } satisfies SavedState });
        });
        return;
      }
      form.reset(toForm(result));
      setSaved(true);
    } catch (error) {
      console.error(`Saving ${resource.name} failed.`, error);
      if (!(error instanceof ApiError)) {
        setSubmitError({ message: error instanceof Error ? error.message : t('common.error'), details: [] });
        return;
      }
      const details: string[] = [];
      let firstField: string | undefined;
      for (const [path, serverText] of Object.entries(error.fieldErrors)) {
        const field = fieldAt(resource.fields, path);
        const text = withLabel(serverText, path, field && (field.labelText ?? t(field.label)));
        if (field) {
          form.setError(path, { type: 'server', message: text });
          firstField ??= path;
        } else {
          details.push(`${path}: ${text}`);
        }
      }
      if (firstField !== undefined) setTab(tabOf(firstField));
      // "Please correct the marked fields" only when a field is marked; a refusal about no field says why itself.
      setSubmitError({
        message: firstField !== undefined || details.length > 0 ? t('record.fixErrors') : error.message,
        details,
      });
    }
  };

  const onInvalid = (errors: FieldErrors<FieldValues>) => {
    // Only move when the tab in view has no error of its own, so the user sees one at once.
    const paths = Object.keys(errors);
    if (paths.length > 0 && !paths.some((path) => tabOf(path) === tab)) setTab(tabOf(paths[0]));
  };

  const closeDelete = useCallback(
    (result: ConfirmResult) => {
      setConfirmingDelete(false);
      if (result === 'OK') leaveWithoutAsking(() => void navigate(listPath, { replace: true }));
    },
    [navigate, listPath, leaveWithoutAsking],
  );
  const confirmDelete = useCallback(async () => {
    if (record) await deletion.mutateAsync(record._id);
  }, [deletion, record]);

  const errorPaths = Object.keys(form.formState.errors);
  const visibleFields = (names: readonly string[] | undefined) =>
    resource.fields.filter((field) => {
      if (mode === 'edit' && field.createOnly) return false;
      if (!names) return true;
      return names.includes(field.name);
    });
  const onTab = (index: number) => (tabs.length === 0 ? undefined : tabs[index].fields);
  const unplaced = resource.fields.filter((field) => !tabs.some((candidate) => candidate.fields.includes(field.name)));
  const panelFields = (index: number) => [
    ...visibleFields(onTab(index)),
    ...(index === 0 && tabs.length > 0 ? unplaced.filter((field) => !(mode === 'edit' && field.createOnly)) : []),
  ];

  const heading = resource.singleton
    ? t(resource.title)
    : mode === 'new'
      ? t('record.newTitle', { resource: t(resource.title) })
      : record && resource.recordLabel
        ? resource.recordLabel(record)
        : t('record.editTitle', { resource: t(resource.title) });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void form.handleSubmit(submit, onInvalid)(event)}
      >
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            {!resource.singleton && (
              <Button onClick={exit} startIcon={<ArrowBackIcon />} color="inherit">
                {t('record.exit')}
              </Button>
            )}
            <Box sx={{ flexGrow: 1, minWidth: 200 }}>
              {!resource.singleton && (
                <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
                  {t(resource.title)}
                </Typography>
              )}
              <Typography variant="h5" component="h1" id={headingId}>
                {heading}
              </Typography>
            </Box>
            {resource.ai && !readOnly && (
              <AiAssistantDrawer ai={resource.ai} record={mode === 'edit' ? record : undefined} />
            )}
            {mode === 'edit' && resource.can.delete && record && (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirmingDelete(true)}
              >
                {t('common.delete')}
              </Button>
            )}
            {!readOnly && (
              <Button
                type="submit"
                variant="contained"
                startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
                disabled={save.isPending}
              >
                {save.isPending ? t('record.saving') : t('common.save')}
              </Button>
            )}
          </Stack>

          {saved && (
            <Alert severity="success" role="status" onClose={() => setSaved(false)}>
              {t('record.saved')}
            </Alert>
          )}
          {submitError && (
            <Alert severity="error">
              {submitError.message}
              {submitError.details.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {submitError.details.map((detail) => (
                    <li key={detail}>{message(detail)}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}

          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {tabs.length > 0 && (
              <Tabs
                value={tab}
                onChange={(_event, index: number) => setTab(index)}
                variant="scrollable"
                sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
              >
                {tabs.map((candidate, index) => {
                  const hasError = errorPaths.some((path) => tabOf(path) === index);
                  return (
                    <Tab
                      key={candidate.label}
                      id={`${headingId}-tab-${index}`}
                      aria-controls={`${headingId}-panel-${index}`}
                      label={`${t(candidate.label)}${hasError ? ' •' : ''}`}
                      sx={hasError ? { color: 'error.main' } : undefined}
                    />
                  );
                })}
              </Tabs>
            )}
            {(tabs.length > 0 ? tabs : [undefined]).map((_candidate, index) => (
              <Box
                key={index}
                role={tabs.length > 0 ? 'tabpanel' : undefined}
                id={`${headingId}-panel-${index}`}
                aria-labelledby={tabs.length > 0 ? `${headingId}-tab-${index}` : undefined}
                hidden={index !== tab}
                sx={{ p: { xs: 2, md: 3 } }}
              >
                {index === tab && <FieldGrid fields={panelFields(index)} mode={mode} readOnly={readOnly} />}
              </Box>
            ))}
          </Paper>
        </Stack>
        <Dialog
          open={saveWarning !== undefined}
          onClose={() => setSaveWarning(undefined)}
          aria-labelledby={`${headingId}-warning`}
        >
          <DialogTitle id={`${headingId}-warning`}>{t('record.confirmSaveTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{saveWarning?.message}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setSaveWarning(undefined)}>{t('common.cancel')}</Button>
            <Button
              variant="contained"
              color="warning"
              onClick={() => {
                const values = saveWarning?.values;
                setSaveWarning(undefined);
                if (values) void saveValues(values);
              }}
            >
              {t('record.saveAnyway')}
            </Button>
          </DialogActions>
        </Dialog>
        <ConfirmDialog
          open={confirmingDelete}
          title={t('confirm.deleteTitle')}
          message={t('confirm.deleteMessage')}
          confirmLabel={t('common.delete')}
          onConfirm={confirmDelete}
          onClose={closeDelete}
        />
        {leaveDialog}
      </Box>
    </FormProvider>
  );
}
