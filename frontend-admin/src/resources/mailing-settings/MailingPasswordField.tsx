import { Chip, InputAdornment, TextField } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../engine/fields/field-error';
import { useErrorMessage } from '../../engine/fields/use-error-message';
import type { CustomFieldProps } from '../../engine/resource-definition';

/** The mailing password: never shown, only whether one is stored ("set" / "not set"); typing one replaces it. */
export function MailingPasswordField({ field }: CustomFieldProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const { control, formState } = useFormContext();
  const stored = useWatch({ control, name: 'email_password_set' }) === true;
  const error = message(fieldError(formState.errors, field.name));
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input }) => (
        <TextField
          {...input}
          value={typeof input.value === 'string' ? input.value : ''}
          type="password"
          autoComplete="new-password"
          label={t(field.label)}
          error={error !== undefined}
          helperText={error ?? t('mailing.passwordHelp')}
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Chip
                    size="small"
                    color={stored ? 'success' : 'default'}
                    variant="outlined"
                    label={stored ? t('mailing.passwordSet') : t('mailing.passwordNotSet')}
                  />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
