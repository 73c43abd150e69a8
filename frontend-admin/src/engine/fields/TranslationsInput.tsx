import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contentLocales } from '../content-locales';
import { getIn } from '../object-path';
import type { FieldDefinition, RecordMode } from '../resource-definition';
import { FieldGrid } from '../FieldGrid';

export interface TranslationsInputProps {
  field: FieldDefinition;
  mode: RecordMode;
  readOnly: boolean;
}

/** The fields of a `{locale: {...}}` map, one tab per content locale; a tab with an error is marked. */
export function TranslationsInput({ field, mode, readOnly }: TranslationsInputProps) {
  const { t } = useTranslation();
  const { formState } = useFormContext();
  const [locale, setLocale] = useState<string>(contentLocales[0]);
  const id = useId();
  const hasError = (code: string) => getIn(formState.errors, `${field.name}.${code}`) !== undefined;

  return (
    <Paper variant="outlined" sx={{ p: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t(field.label)}
        </Typography>
      </Stack>
      <Tabs
        value={locale}
        onChange={(_event, value: string) => setLocale(value)}
        aria-label={t(field.label)}
        variant="scrollable"
        sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {contentLocales.map((code) => (
          <Tab
            key={code}
            value={code}
            id={`${id}-tab-${code}`}
            aria-controls={`${id}-panel-${code}`}
            label={`${t(`locales.${code}`)}${hasError(code) ? ' •' : ''}`}
            sx={hasError(code) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      {contentLocales.map((code) => (
        <Box
          key={code}
          role="tabpanel"
          id={`${id}-panel-${code}`}
          aria-labelledby={`${id}-tab-${code}`}
          hidden={code !== locale}
          sx={{ p: 2 }}
        >
          {code === locale && (
            <FieldGrid fields={field.fields ?? []} mode={mode} readOnly={readOnly} prefix={`${field.name}.${code}`} />
          )}
        </Box>
      ))}
    </Paper>
  );
}
