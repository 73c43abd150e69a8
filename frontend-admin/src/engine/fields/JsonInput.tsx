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

/** A JSON object edited as text; the form keeps the parsed object, and text that does not parse is flagged. */
export function JsonInput({ name, label, disabled, error }: JsonInputProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const [text, setText] = useState(() => JSON.stringify(field.value ?? {}, null, 2));
  const [invalid, setInvalid] = useState(false);

  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        try {
          field.onChange(JSON.parse(event.target.value) as unknown);
          setInvalid(false);
        } catch {
          setInvalid(true);
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
