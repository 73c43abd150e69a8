import { TextField } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../resource-definition';
import { toSysName } from '@parcelpilot/contracts';
import { fieldError } from './field-error';
import { useErrorMessage } from './use-error-message';

/**
 * A system name that follows the record's `name` while it is new and the user has not typed one; locked in edit mode
 * when the field says so (a taxonomy's sys_name, docs/product-spec.md §5).
 */
export function SysNameInput({ field, mode }: CustomFieldProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const { control, formState, getFieldState, setValue } = useFormContext();
  const name = useWatch({ control, name: 'name' }) as unknown;
  const locked = mode === 'edit' && field.lockedInEdit === true;

  useEffect(() => {
    if (mode !== 'new' || getFieldState(field.name).isDirty) return;
    // A filled-in value is checked again when it carries an error, so a stale "cannot be empty" goes away.
    setValue(field.name, toSysName(typeof name === 'string' ? name : ''), {
      shouldDirty: false,
      shouldValidate: getFieldState(field.name).invalid,
    });
  }, [name, mode, field.name, getFieldState, setValue]);

  const error = message(fieldError(formState.errors, field.name));
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input }) => (
        <TextField
          {...input}
          value={typeof input.value === 'string' ? input.value : ''}
          label={t(field.label)}
          required={field.required}
          disabled={locked}
          error={error !== undefined}
          helperText={error ?? t(locked ? 'fields.sysNameLocked' : 'fields.sysNameHelp')}
          fullWidth
          slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
        />
      )}
    />
  );
}
