import CloseIcon from '@mui/icons-material/Close';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Alert, Box, Button, Drawer, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getIn } from '../engine/object-path';
import type { ResourceRecord } from '../engine/resource-definition';
import type { AiAssistantDefinition } from './ai-assistant-definition';
import { askOpenAi } from './ai-transport';
import { AiChatPanel, type AiInsertTarget } from './AiChatPanel';
import { answerHtml, answerText } from './answer-format';

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

interface FormField {
  name: string;
  label: string;
  /** The rich-text editor (HTML value) rather than a text input. */
  rich: boolean;
  multiline: boolean;
}

/** The record form's text field that had the focus last (outside the assistant), or undefined. */
function useLastFormField(): FormField | undefined {
  const { getValues } = useFormContext();
  const [field, setField] = useState<FormField | undefined>();
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest('[data-ai-panel]')) return;
      const editor = target.closest<HTMLElement>('[data-rich-text-field]');
      if (editor) {
        const labelId = editor.getAttribute('aria-labelledby');
        const label = (labelId && document.getElementById(labelId)?.textContent) || '';
        setField({ name: editor.dataset.richTextField!, label: cleanLabel(label), rich: true, multiline: true });
        return;
      }
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || !target.name) return;
      if (target instanceof HTMLInputElement && target.type !== 'text') return;
      if (typeof getIn(getValues(), target.name) !== 'string') return;
      const label = cleanLabel(target.labels?.[0]?.textContent ?? target.name);
      setField({ name: target.name, label, rich: false, multiline: target instanceof HTMLTextAreaElement });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [getValues]);
  return field;
}

/** A field's label without the required marker MUI adds (" *"). */
function cleanLabel(label: string): string {
  return label.replace(/\s*\*\s*$/, '').trim();
}

/** "Insert into the field": the answer goes after what the last edited field holds, as HTML or as text. */
function useInsertTarget(): AiInsertTarget {
  const { getValues, setValue } = useFormContext();
  const field = useLastFormField();
  return useMemo(
    () => ({
      label: field?.label,
      insert(answer: string) {
        if (!field) return;
        const current = getIn(getValues(), field.name);
        const before = typeof current === 'string' ? current : '';
        const addition = field.rich ? answerHtml(answer) : answerText(answer);
        const separator = field.rich ? '' : field.multiline ? '\n\n' : ' ';
        const value = before.trim()
          ? `${before}${separator}${field.multiline ? addition : addition.replace(/\s+/g, ' ')}`
          : addition;
        setValue(field.name, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
      },
    }),
    [field, getValues, setValue],
  );
}

/**
 * The AI assistant beside a record form (docs/product-spec.md §2: "AI chat panel inside content work"). The panel stays mounted
 * while the drawer is closed, so the conversation survives closing and reopening it.
 */
export function AiAssistantDrawer({ ai, record }: AiAssistantDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const insertTarget = useInsertTarget();

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
              <ConversationAssistant sourceFields={ai.sourceFields} open={open} insertTarget={insertTarget} />
            ) : record ? (
              <RecordAssistant ai={ai} record={record} insertTarget={insertTarget} />
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
  insertTarget: AiInsertTarget;
}

/** POST /api/openAI; the shortcuts offer the form's English text as it is now, read each time the drawer opens. */
function ConversationAssistant({ sourceFields, open, insertTarget }: ConversationAssistantProps) {
  const { getValues } = useFormContext();
  const sourceText = useMemo(() => {
    if (!open) return '';
    const values: unknown = getValues();
    return sourceFields.map((name) => plainText(getIn(values, name))).find(Boolean) ?? '';
  }, [open, getValues, sourceFields]);
  return <AiChatPanel send={askOpenAi} shortcuts={{ kind: 'prefill', sourceText }} insertTarget={insertTarget} />;
}

interface RecordAssistantProps {
  ai: Extract<AiAssistantDefinition<ResourceRecord>, { kind: 'record' }>;
  record: ResourceRecord;
  insertTarget: AiInsertTarget;
}

/** The record's own assistant: translations come from the stored record, so unsaved edits are not in them. */
function RecordAssistant({ ai, record, insertTarget }: RecordAssistantProps) {
  const { t } = useTranslation();
  const { isDirty } = useFormState();
  const send = useMemo(() => ai.send(record._id), [ai, record._id]);
  return (
    <AiChatPanel
      send={send}
      shortcuts={{ kind: 'server', note: isDirty ? t('aiAssistant.unsavedChanges') : undefined }}
      emptyText={ai.hasConversation?.(record) ? t('aiAssistant.continuesConversation') : undefined}
      insertTarget={insertTarget}
    />
  );
}
