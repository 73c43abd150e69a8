import { FormControlLabel, FormHelperText, MenuItem, Switch, TextField, Box } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition, RecordMode } from '../resource-definition';
import { fieldError } from './field-error';
import { ImageInput } from './ImageInput';
import { JsonInput } from './JsonInput';
import { ListInput } from './ListInput';
import { ReferenceInput } from './ReferenceInput';
import { RichTextInput } from './RichTextInput';
import { TranslationsInput } from './TranslationsInput';
import { useErrorMessage } from './use-error-message';

export interface FieldInputProps {
  field: FieldDefinition;
  mode: RecordMode;
  /** The field's full name in the form when it sits inside a translation or a list item. */
  name?: string;
  readOnly?: boolean;
}

const textTypes = { text: 'text', email: 'email', password: 'password', number: 'number', date: 'date' } as const;

/** One field of a record form, by its kind. */
export function FieldInput({ field, mode, name = field.name, readOnly = false }: FieldInputProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const { control, formState } = useFormContext();
  const error = message(fieldError(formState.errors, name));
  const disabled = readOnly || (mode === 'edit' && field.lockedInEdit === true);
  const label = field.labelText ?? t(field.label);
  const helperText = error ?? (field.helperText ? t(field.helperText) : undefined);

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'password':
    case 'number':
    case 'date':
    case 'textarea':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field: input }) => (
            <TextField
              {...input}
              value={(input.value as string | number | null | undefined) ?? ''}
              onChange={(event) =>
                input.onChange(
                  field.kind === 'number' && event.target.value !== ''
                    ? Number(event.target.value)
                    : event.target.value,
                )
              }
              label={label}
              type={field.kind === 'textarea' ? undefined : textTypes[field.kind as keyof typeof textTypes]}
              multiline={field.kind === 'textarea'}
              minRows={field.kind === 'textarea' ? 3 : undefined}
              required={field.required}
              disabled={disabled}
              error={error !== undefined}
              helperText={helperText}
              autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
              slotProps={field.kind === 'date' ? { inputLabel: { shrink: true } } : undefined}
              fullWidth
            />
          )}
        />
      );
    case 'boolean':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field: input }) => (
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={input.value === true}
                    onChange={(event) => input.onChange(event.target.checked)}
                    onBlur={input.onBlur}
                    slotProps={{ input: { ref: input.ref } }}
                    disabled={disabled}
                  />
                }
                label={label}
              />
              {helperText && <FormHelperText error={error !== undefined}>{helperText}</FormHelperText>}
            </Box>
          )}
        />
      );
    case 'select':
      return (
        <Controller
          name={name}
          control={control}
          render={({ field: input }) => (
            <TextField
              {...input}
              value={(input.value as string | null | undefined) ?? ''}
              select
              label={label}
              required={field.required}
              disabled={disabled}
              error={error !== undefined}
              helperText={helperText}
              fullWidth
            >
              {(field.options ?? []).map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {t(option.label)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      );
    case 'reference':
      return <ReferenceInput field={field} name={name} disabled={disabled} error={error} helperText={helperText} />;
    case 'richText':
      return <RichTextInput name={name} label={label} disabled={disabled} error={error} />;
    case 'image':
      return <ImageInput name={name} label={label} disabled={disabled} error={error} helperText={helperText} />;
    case 'json':
      return <JsonInput name={name} label={label} disabled={disabled} error={error} />;
    case 'translations':
      return <TranslationsInput field={field} mode={mode} readOnly={readOnly} />;
    case 'list':
      return <ListInput field={field} mode={mode} readOnly={readOnly} />;
    case 'custom': {
      const { Component } = field;
      return Component ? <Component field={field} mode={mode} /> : null;
    }
  }
}
