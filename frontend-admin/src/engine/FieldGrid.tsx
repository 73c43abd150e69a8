import { Box } from '@mui/material';
import { FieldInput } from './fields/FieldInput';
import type { FieldDefinition, RecordMode } from './resource-definition';

export interface FieldGridProps {
  fields: readonly FieldDefinition[];
  mode: RecordMode;
  readOnly: boolean;
  /** Where the fields sit in the form (a translation's locale, a list item), prefixed to their names. */
  prefix?: string;
}

/** Fields in a two-column grid from md up: half-width fields side by side, the others across. */
export function FieldGrid({ fields, mode, readOnly, prefix }: FieldGridProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
      {fields.map((field) => (
        <Box key={field.name} sx={{ gridColumn: field.width === 'half' ? 'auto' : '1 / -1', minWidth: 0 }}>
          <FieldInput
            field={field}
            mode={mode}
            readOnly={readOnly}
            name={prefix ? `${prefix}.${field.name}` : field.name}
          />
        </Box>
      ))}
    </Box>
  );
}
