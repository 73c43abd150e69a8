import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../engine/resource-definition';
import { AddFieldDialog } from './AddFieldDialog';
import {
  defaultFields,
  fieldTypeLabels,
  nextFieldId,
  type ContentTypeField,
  type ViewConfigEntry,
} from './content-type-fields';

/** The content type's fields: the three default ones, and custom ones added, edited or removed in a dialog. */
export function ContentTypeFieldsEditor({ field }: CustomFieldProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext();
  const { fields: rows, append, remove, update } = useFieldArray({ control, name: field.name, keyName: 'key' });
  const [dialog, setDialog] = useState<{ open: boolean; index: number | undefined }>({ open: false, index: undefined });
  const custom = rows as unknown as (ContentTypeField & { key: string })[];
  const editing = dialog.index === undefined ? undefined : custom[dialog.index];

  const viewConfig = () => (getValues('viewConfig') as ViewConfigEntry[] | undefined) ?? [];

  const submit = (input: Omit<ContentTypeField, 'id'>) => {
    if (dialog.index === undefined) {
      const added: ContentTypeField = { id: nextFieldId(getValues(field.name) as ContentTypeField[]), ...input };
      append(added);
      setValue('viewConfig', [...viewConfig(), { ...added, defaultField: false, visible: true }], {
        shouldDirty: true,
      });
    } else {
      const changed = { ...custom[dialog.index], ...input };
      update(dialog.index, { id: changed.id, name: changed.name, sys_name: changed.sys_name, type: changed.type });
      setValue(
        'viewConfig',
        viewConfig().map((entry) => (entry.id === changed.id ? { ...entry, ...input } : entry)),
        { shouldDirty: true },
      );
    }
    setDialog({ open: false, index: undefined });
  };

  const removeAt = (index: number) => {
    const { id } = custom[index];
    remove(index);
    setValue(
      'viewConfig',
      viewConfig().filter((entry) => entry.id !== id),
      { shouldDirty: true },
    );
  };

  const taken = [
    ...defaultFields.map((candidate) => candidate.sys_name),
    ...custom.filter((_row, index) => index !== dialog.index).map((row) => row.sys_name),
  ];

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t(field.label)}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setDialog({ open: true, index: undefined })}>
          {t('contentTypes.addField')}
        </Button>
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" aria-label={t(field.label)}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600, width: 56 }}>ID</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('fields.name')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('fields.sysName')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('contentTypes.fieldType')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, width: 112 }}>
                {t('list.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {defaultFields.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.sys_name}</TableCell>
                <TableCell>{t(fieldTypeLabels[row.type])}</TableCell>
                <TableCell align="right">
                  <Chip size="small" label={t('contentTypes.defaultField')} />
                </TableCell>
              </TableRow>
            ))}
            {custom.map((row, index) => (
              <TableRow key={row.key}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.sys_name}</TableCell>
                <TableCell>{t(fieldTypeLabels[row.type])}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('common.edit')}>
                    <IconButton
                      size="small"
                      aria-label={`${t('common.edit')} ${row.name}`}
                      onClick={() => setDialog({ open: true, index })}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('list.removeItem')}>
                    <IconButton
                      size="small"
                      aria-label={`${t('list.removeItem')} ${row.name}`}
                      onClick={() => removeAt(index)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <AddFieldDialog
        open={dialog.open}
        initial={editing}
        takenSysNames={taken}
        onClose={() => setDialog({ open: false, index: undefined })}
        onSubmit={submit}
      />
    </Stack>
  );
}
