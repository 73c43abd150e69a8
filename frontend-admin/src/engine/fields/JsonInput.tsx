import { TextField } from '@mui/material';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface JsonInputProps {
  name: string;
  label: string;
  disabled: boolean;
  error: string | undefined;
}

/**
 * Text in a JSON field that does not parse: the form holds it instead of the last good object, so the form's resolver
 * refuses the save (recordResolver) rather than sending the old value and showing "Saved".
 */
export class UnparsedJson {
  constructor(readonly text: string) {}
}

/** A JSON object edited as text; the form keeps the parsed object, and text that does not parse is flagged. */
export function JsonInput({ name, label, disabled, error }: JsonInputProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const [text, setText] = useState(() => JSON.stringify(field.value ?? {}, null, 2));
  const invalid = field.value instanceof UnparsedJson;

  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        try {
          field.onChange(JSON.parse(event.target.value) as unknown);
        } catch {
          field.onChange(new UnparsedJson(event.target.value));
        }
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      error={invalid || error !== undefined}
      helperText={invalid ? t('validation.invalidJson') : error}
      multiline
      minRows={4}
      fullWidth
      slotProps={{ htmlInput: { style: { fontFamily: 'monospace' }, spellCheck: false } }}
    />
  );
}
