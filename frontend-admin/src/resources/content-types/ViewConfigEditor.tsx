import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Box,
  Chip,
  IconButton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../engine/fields/field-error';
import { useErrorMessage } from '../../engine/fields/use-error-message';
import type { CustomFieldProps } from '../../engine/resource-definition';
import { fieldTypeLabels, type ViewConfigEntry } from './content-type-fields';

/** The display configuration: which fields a record page shows, in which order (docs/product-spec.md §4: visibility and moving rows). */
export function ViewConfigEditor({ field }: CustomFieldProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const { control, formState } = useFormContext();
  const { fields: rows, swap } = useFieldArray({ control, name: field.name, keyName: 'key' });
  const entries = rows as unknown as (ViewConfigEntry & { key: string })[];

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(field.label)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('contentTypes.viewConfigHelp')}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" aria-label={t(field.label)}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600, width: 56 }}>#</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('fields.name')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('contentTypes.fieldType')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('contentTypes.visible')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, width: 112 }}>
                {t('contentTypes.order')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry, index) => {
              const nameError = message(fieldError(formState.errors, `${field.name}.${index}.name`));
              return (
                <TableRow key={entry.key} sx={{ opacity: entry.visible ? 1 : 0.6 }}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    {entry.name}{' '}
                    {entry.defaultField && (
                      <Chip size="small" variant="outlined" label={t('contentTypes.defaultField')} sx={{ ml: 1 }} />
                    )}
                    {nameError && (
                      <Typography variant="caption" color="error" component="p">
                        {nameError}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{t(fieldTypeLabels[entry.type])}</TableCell>
                  <TableCell>
                    <Controller
                      name={`${field.name}.${index}.visible`}
                      control={control}
                      render={({ field: input }) => (
                        <Switch
                          checked={input.value === true}
                          onChange={(event) => input.onChange(event.target.checked)}
                          slotProps={{ input: { 'aria-label': `${t('contentTypes.visible')}: ${entry.name}` } }}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('list.moveUp')}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`${t('list.moveUp')}: ${entry.name}`}
                          disabled={index === 0}
                          onClick={() => swap(index, index - 1)}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('list.moveDown')}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`${t('list.moveDown')}: ${entry.name}`}
                          disabled={index === entries.length - 1}
                          onClick={() => swap(index, index + 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
