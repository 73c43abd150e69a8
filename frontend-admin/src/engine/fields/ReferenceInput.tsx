import { Autocomplete, TextField } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getIn } from '../object-path';
import type { FieldDefinition, ResourceRecord } from '../resource-definition';
import { useRecordList } from '../use-record-list';

export interface ReferenceInputProps {
  field: FieldDefinition;
  name: string;
  disabled: boolean;
  error: string | undefined;
  helperText: string | undefined;
}

function selectedIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/**
 * The _id (or, with `multiple`, the _ids) of records of another resource, picked by searching its label field: a
 * carrier service's carrier, a content record's categories and tags.
 */
export function ReferenceInput({ field, name, disabled, error, helperText }: ReferenceInputProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field: input } = useController({ name, control });
  const reference = field.reference;
  const multiple = reference?.multiple === true;
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const ids = selectedIds(input.value);
  const endpoint = reference?.endpoint ?? '';
  const labelField = reference?.labelField ?? 'name';

  const options = useRecordList<ResourceRecord>(endpoint, {
    filter: deferredSearch ? { [labelField]: deferredSearch } : {},
    sortBy: reference?.sortBy ?? `${labelField}:asc`,
    page: 1,
    limit: 20,
  });
  const selected = useRecordList<ResourceRecord>(
    endpoint,
    { filter: { _id: ids }, page: 1, limit: 100 },
    ids.length > 0,
  );
  const selectedRecords = ids
    .map(
      (id) =>
        selected.data?.records.find((record) => record._id === id) ??
        options.data?.records.find((record) => record._id === id),
    )
    .filter((record): record is ResourceRecord => record !== undefined);
  const label = (record: ResourceRecord) => {
    const value = getIn(record, labelField);
    return typeof value === 'string' && value ? value : record._id;
  };

  return (
    <Autocomplete<ResourceRecord, boolean>
      multiple={multiple}
      options={options.data?.records ?? []}
      value={multiple ? selectedRecords : (selectedRecords[0] ?? null)}
      onChange={(_event, value) => {
        if (Array.isArray(value)) input.onChange(value.map((record) => record._id));
        else input.onChange(value?._id ?? '');
      }}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setSearch(value);
      }}
      getOptionLabel={label}
      isOptionEqualToValue={(option, value) => option._id === value._id}
      filterOptions={(records) => records}
      loading={options.isFetching}
      disabled={disabled}
      noOptionsText={t('list.noRecords')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input.ref}
          label={field.labelText ?? t(field.label)}
          required={field.required}
          error={error !== undefined}
          helperText={helperText}
        />
      )}
    />
  );
}
