import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorMessage } from '../../engine/fields/use-error-message';
import { toSysName } from '@parcelpilot/contracts';
import { zodResolver } from '../../engine/zod-resolver';
import { validationMessages } from '../validation-messages';
import { fieldTypeLabels, fieldTypes, type ContentTypeField, type FieldType } from './content-type-fields';

export interface AddFieldDialogProps {
  open: boolean;
  /** The field being edited, or undefined to add one. */
  initial: ContentTypeField | undefined;
  takenSysNames: readonly string[];
  onClose: () => void;
  onSubmit: (field: Omit<ContentTypeField, 'id'>) => void;
}

interface AddFieldValues {
  name: string;
  type: FieldType | '';
}

const schema = z.object({
  name: z.string().trim().min(1, validationMessages.nameRequired),
  type: z.enum(fieldTypes, { error: validationMessages.fieldTypeRequired }),
});

/** Adds (or edits) a custom field: a type is required, the sys_name derives from the name (docs/product-spec.md §5). */
export function AddFieldDialog({ open, initial, takenSysNames, onClose, onSubmit }: AddFieldDialogProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const titleId = useId();
  const { control, handleSubmit, reset, setError, formState } = useForm<AddFieldValues>({
    defaultValues: { name: '', type: '' },
    resolver: zodResolver(schema),
  });
  const name = useWatch({ control, name: 'name' });
  const sysName = toSysName(name);

  useEffect(() => {
    if (open) reset({ name: initial?.name ?? '', type: initial?.type ?? '' });
  }, [open, initial, reset]);

  const submit = (values: AddFieldValues) => {
    if (values.type === '') return;
    if (takenSysNames.includes(sysName)) {
      setError('name', { message: 'contentTypes.sysNameTaken' });
      return;
    }
    onSubmit({ name: values.name.trim(), sys_name: sysName, type: values.type });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void handleSubmit(submit)(event);
        }}
      >
        <DialogTitle id={titleId}>{initial ? t('contentTypes.editField') : t('contentTypes.addField')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="name"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  autoFocus
                  required
                  label={t('fields.name')}
                  error={formState.errors.name !== undefined}
                  helperText={message(formState.errors.name?.message) ?? `${t('fields.sysName')}: ${sysName || '—'}`}
                />
              )}
            />
            <Controller
              name="type"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  required
                  label={t('contentTypes.fieldType')}
                  error={formState.errors.type !== undefined}
                  helperText={message(formState.errors.type?.message)}
                >
                  {fieldTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(fieldTypeLabels[type])}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {initial ? t('common.ok') : t('contentTypes.addField')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
