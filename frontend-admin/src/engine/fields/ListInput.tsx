import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition, RecordMode } from '../resource-definition';
import { FieldGrid } from '../FieldGrid';

export interface ListInputProps {
  field: FieldDefinition;
  mode: RecordMode;
  readOnly: boolean;
}

/** An editable list of items (FAQ questions, content parts, services): add, remove and move up or down. */
export function ListInput({ field, mode, readOnly }: ListInputProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields: items, append, remove, swap } = useFieldArray({ control, name: field.name });
  const itemLabel = t(field.itemLabel ?? 'list.item');

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(field.label)}
      </Typography>
      {items.length === 0 && <Typography color="text.secondary">{t('list.noItems')}</Typography>}
      {items.map((item, index) => (
        <Paper
          key={item.id}
          variant="outlined"
          sx={{ p: 2 }}
          component="fieldset"
          aria-label={`${itemLabel} ${index + 1}`}
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {itemLabel} {index + 1}
            </Typography>
            {!readOnly && (
              <>
                <Tooltip title={t('list.moveUp')}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={t('list.moveUp')}
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
                      aria-label={t('list.moveDown')}
                      disabled={index === items.length - 1}
                      onClick={() => swap(index, index + 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('list.removeItem')}>
                  <IconButton
                    size="small"
                    aria-label={`${t('list.removeItem')} ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            )}
          </Stack>
          <FieldGrid fields={field.fields ?? []} mode={mode} readOnly={readOnly} prefix={`${field.name}.${index}`} />
        </Paper>
      ))}
      {!readOnly && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(field.newItem?.() ?? {})}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('list.addItem', { item: itemLabel })}
        </Button>
      )}
    </Stack>
  );
}
