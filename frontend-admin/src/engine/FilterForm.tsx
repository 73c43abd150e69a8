import { Box, Button, Chip, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from './resource-definition';

export interface FilterFormProps {
  fields: readonly FieldDefinition[];
  filter: Record<string, unknown>;
  onSubmit: (filter: Record<string, unknown>) => void;
}

type FilterValues = Record<string, string>;

function toFormValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

function fromFormValue(field: FieldDefinition, value: string): unknown {
  if (field.kind === 'boolean') return value === 'true';
  if (field.kind === 'number') return Number(value);
  return value.trim();
}

/**
 * The list's filter form. Values are kept in `?filter={json}`; keys of a deep link that the form has no field for
 * (a content type, a custom field) stay in the filter and show as chips that can be removed.
 */
export function FilterForm({ fields, filter, onSubmit }: FilterFormProps) {
  const { t } = useTranslation();
  const names = new Set(fields.map((field) => field.name));
  const defaults = Object.fromEntries(fields.map((field) => [field.name, toFormValue(filter[field.name])]));
  const { control, handleSubmit, reset } = useForm<FilterValues>({ defaultValues: defaults });
  const filterJson = JSON.stringify(filter);

  useEffect(() => {
    reset(Object.fromEntries(fields.map((field) => [field.name, toFormValue(filter[field.name])])));
    // The URL's filter is the source of truth: re-read when it changes (back/forward, a deep link), not on re-renders.
  }, [filterJson, reset]);

  const extra = Object.entries(filter).filter(([key]) => !names.has(key));

  const submit = (values: FilterValues) => {
    const next: Record<string, unknown> = Object.fromEntries(extra);
    for (const field of fields) {
      const value = values[field.name] ?? '';
      if (value.trim() !== '') next[field.name] = fromFormValue(field, value);
    }
    onSubmit(next);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label={t('list.filterLabel')}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        {fields.map((field) => (
          <Controller
            key={field.name}
            name={field.name}
            control={control}
            render={({ field: input }) => (
              <TextField
                {...input}
                size="small"
                label={t(field.label)}
                select={field.kind === 'select' || field.kind === 'boolean'}
                type={field.kind === 'number' ? 'number' : 'text'}
                sx={{ minWidth: 200 }}
              >
                {field.kind === 'boolean' && [
                  <MenuItem key="" value="">
                    {t('list.any')}
                  </MenuItem>,
                  <MenuItem key="true" value="true">
                    {t('common.yes')}
                  </MenuItem>,
                  <MenuItem key="false" value="false">
                    {t('common.no')}
                  </MenuItem>,
                ]}
                {field.kind === 'select' && [
                  <MenuItem key="" value="">
                    {t('list.any')}
                  </MenuItem>,
                  ...(field.options ?? []).map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {t(option.label)}
                    </MenuItem>
                  )),
                ]}
              </TextField>
            )}
          />
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('common.submit')}
          </Button>
          {Object.keys(filter).length > 0 && (
            <Button type="button" onClick={() => onSubmit({})}>
              {t('list.clearFilter')}
            </Button>
          )}
        </Stack>
        {extra.map(([key, value]) => (
          <Chip
            key={key}
            label={`${key}: ${toFormValue(value)}`}
            onDelete={() => onSubmit(Object.fromEntries(Object.entries(filter).filter(([name]) => name !== key)))}
          />
        ))}
      </Box>
    </Paper>
  );
}
