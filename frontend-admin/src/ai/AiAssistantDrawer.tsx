import CloseIcon from '@mui/icons-material/Close';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Alert, Box, Button, Drawer, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getIn } from '../engine/object-path';
import type { ResourceRecord } from '../engine/resource-definition';
import type { AiAssistantDefinition } from './ai-assistant-definition';
import { askOpenAi } from './ai-transport';
import { AiChatPanel } from './AiChatPanel';

export interface AiAssistantDrawerProps {
  ai: AiAssistantDefinition<ResourceRecord>;
  /** The stored record; undefined while a new one is not saved yet. */
  record: ResourceRecord | undefined;
}

/** Plain text of a form value (rich text loses its tags), for the translation shortcuts. */
function plainText(value: unknown): string {
  return typeof value === 'string'
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}

/**
 * The AI assistant beside a record form (spec §2: "AI chat panel inside content work"). The panel stays mounted
 * while the drawer is closed, so the conversation survives closing and reopening it.
 */
export function AiAssistantDrawer({ ai, record }: AiAssistantDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="outlined" startIcon={<SmartToyIcon />} onClick={() => setOpen(true)}>
        {t('nav.aiAssistant')}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        keepMounted
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}
      >
        <Toolbar />
        <Stack sx={{ p: 2, height: '100%', minHeight: 0 }} spacing={1.5}>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t('nav.aiAssistant')}
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label={t('aiAssistant.close')}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ flexGrow: 1, minHeight: 0 }}>
            {ai.kind === 'conversation' ? (
              <ConversationAssistant sourceFields={ai.sourceFields} open={open} />
            ) : record ? (
              <RecordAssistant ai={ai} record={record} />
            ) : (
              <Alert severity="info">{t('aiAssistant.saveFirst')}</Alert>
            )}
          </Box>
        </Stack>
      </Drawer>
    </>
  );
}

interface ConversationAssistantProps {
  sourceFields: readonly string[];
  open: boolean;
}

/** POST /api/openAI; the shortcuts offer the form's English text as it is now, read each time the drawer opens. */
function ConversationAssistant({ sourceFields, open }: ConversationAssistantProps) {
  const { getValues } = useFormContext();
  const sourceText = useMemo(() => {
    if (!open) return '';
    const values: unknown = getValues();
    return sourceFields.map((name) => plainText(getIn(values, name))).find(Boolean) ?? '';
  }, [open, getValues, sourceFields]);
  return <AiChatPanel send={askOpenAi} shortcuts={{ kind: 'prefill', sourceText }} />;
}

interface RecordAssistantProps {
  ai: Extract<AiAssistantDefinition<ResourceRecord>, { kind: 'record' }>;
  record: ResourceRecord;
}

/** The record's own assistant: translations come from the stored record, so unsaved edits are not in them. */
function RecordAssistant({ ai, record }: RecordAssistantProps) {
  const { t } = useTranslation();
  const { isDirty } = useFormState();
  const send = useMemo(() => ai.send(record._id), [ai, record._id]);
  return (
    <AiChatPanel
      send={send}
      shortcuts={{ kind: 'server', note: isDirty ? t('aiAssistant.unsavedChanges') : undefined }}
      emptyText={ai.hasConversation?.(record) ? t('aiAssistant.continuesConversation') : undefined}
    />
  );
}
