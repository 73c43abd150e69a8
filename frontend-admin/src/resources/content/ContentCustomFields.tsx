import { Alert, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../engine/fields/FieldInput';
import { LoadingState } from '../../engine/LoadingState';
import type { CustomFieldProps, FieldDefinition, FieldKind } from '../../engine/resource-definition';
import { useRecord } from '../../engine/use-record';
import type { FieldType } from '../content-types/content-type-fields';
import type { ContentType } from '../content-types';

const kindOfType: Record<FieldType, FieldKind> = {
  text: 'text',
  textArea: 'textarea',
  textAreaWYSIWYG: 'richText',
  image: 'image',
  link: 'text',
  linkToFile: 'text',
};

/** The custom fields of the record's content type, each edited by the kind its field type calls for. */
export function ContentCustomFields({ field, mode }: CustomFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const contentTypeId = useWatch({ control, name: 'contentTypeId' }) as string | undefined;
  const contentType = useRecord<ContentType>('/api/content-types', contentTypeId, Boolean(contentTypeId));

  if (!contentTypeId) return null;
  if (contentType.isPending) return <LoadingState />;
  if (contentType.isError) return <Alert severity="error">{t('content.typeLoadError')}</Alert>;
  const custom = contentType.data.fields;
  if (custom.length === 0) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(field.label)} · {contentType.data.name}
      </Typography>
      {custom.map((customField) => {
        const definition: FieldDefinition = {
          name: `customFields.${customField.sys_name}`,
          label: field.label,
          labelText: customField.name,
          kind: kindOfType[customField.type] ?? 'text',
        };
        return <FieldInput key={customField.id} field={definition} mode={mode} />;
      })}
    </Stack>
  );
}
