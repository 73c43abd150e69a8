import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import InputIcon from '@mui/icons-material/Input';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SendIcon from '@mui/icons-material/Send';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Chip, CircularProgress, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiErrorAlert } from './AiErrorAlert';
import { answerHtml, answerText } from './answer-format';
import { translationLanguages, type AiSend, type TranslationLanguage } from './ai-transport';
import { useAiChat } from './use-ai-chat';

/**
 * What the German and Spanish shortcuts do. `prefill`: they put an instruction into the question, and the source text
 * too when it is under 100 characters (docs/product-spec.md §9), for the user to check and send. `server`: they ask the record's
 * assistant to translate the record's stored English text; the server words the prompt.
 */
export type AiTranslationShortcuts = { kind: 'prefill'; sourceText: string } | { kind: 'server'; note?: string };

export interface AiChatPanelProps {
  send: AiSend;
  shortcuts: AiTranslationShortcuts;
  /** Shown while the conversation is empty, instead of the default invitation, until "New conversation". */
  emptyText?: string;
  /** Where "Insert into the field" puts an answer: the form field last edited; absent outside a form. */
  insertTarget?: AiInsertTarget;
}

/** A form field an answer can go into. `label` is undefined until a field of the form has been focused. */
export interface AiInsertTarget {
  label: string | undefined;
  insert(answer: string): void;
}

/** The shape shared by questions and answers in the conversation. */
const bubble = { maxWidth: '88%', px: 1.5, py: 1, borderRadius: 2, overflowWrap: 'anywhere' } as const;

/** Below this length a translation shortcut puts the source text itself into the question (docs/product-spec.md §9). */
export const PREFILL_LIMIT = 100;

const instructionKey = { de: 'aiAssistant.translateToGerman', es: 'aiAssistant.translateToSpanish' } as const;
const shortcutKey = { de: 'aiAssistant.toGerman', es: 'aiAssistant.toSpanish' } as const;
const languageKey = { de: 'aiAssistant.languages.de', es: 'aiAssistant.languages.es' } as const;

/** The AI assistant: a conversation, with shortcuts for a German or Spanish translation, and a fresh start. */
export function AiChatPanel({ send, shortcuts, emptyText, insertTarget }: AiChatPanelProps) {
  const { t } = useTranslation();
  const chat = useAiChat(send);
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    // A block body: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup function.
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages.length, chat.isPending]);

  const sendQuestion = () => {
    const text = query.trim();
    if (!text || chat.isPending) return;
    setQuery('');
    setNotice('');
    chat.ask({ query: text }, text);
  };

  const shortcut = (language: TranslationLanguage) => {
    if (shortcuts.kind === 'server') {
      if (chat.isPending) return;
      setNotice('');
      chat.ask({ translate: language }, t('aiAssistant.translateSaved', { language: t(languageKey[language]) }));
      return;
    }
    const instruction = t(instructionKey[language]);
    const source = shortcuts.sourceText;
    const fits = source.length > 0 && source.length < PREFILL_LIMIT;
    setQuery(fits ? `${instruction}\n\n${source}` : `${instruction}\n\n`);
    setNotice(source.length >= PREFILL_LIMIT ? t('aiAssistant.sourceTooLong', { limit: PREFILL_LIMIT }) : '');
    input.current?.focus();
  };

  return (
    <Stack spacing={1.5} sx={{ height: '100%', minHeight: 0 }} data-ai-panel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {translationLanguages.map((language) => (
          <Chip
            key={language}
            icon={<TranslateIcon />}
            label={t(shortcutKey[language])}
            onClick={() => shortcut(language)}
            disabled={shortcuts.kind === 'server' && chat.isPending}
            variant="outlined"
            size="small"
          />
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          color="inherit"
          startIcon={<RestartAltIcon fontSize="small" />}
          onClick={() => {
            chat.reset();
            setNotice('');
          }}
          disabled={chat.isPending}
        >
          {t('aiAssistant.newConversation')}
        </Button>
      </Stack>
      {shortcuts.kind === 'server' && shortcuts.note && (
        <Typography variant="body2" color="text.secondary">
          {shortcuts.note}
        </Typography>
      )}
      {notice && (
        <Typography variant="body2" color="text.secondary" role="status">
          {notice}
        </Typography>
      )}
      <Paper
        variant="outlined"
        role="log"
        aria-live="polite"
        aria-label={t('aiAssistant.conversation')}
        sx={{ flexGrow: 1, minHeight: 240, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50' }}
      >
        {chat.messages.length === 0 && (
          <Typography color="text.secondary">{(!chat.restarted && emptyText) || t('aiAssistant.empty')}</Typography>
        )}
        <Stack spacing={1}>
          {chat.messages.map((message) =>
            message.type === 'question' ? (
              <Box
                key={message.id}
                data-testid="ai-question"
                sx={{
                  ...bubble,
                  alignSelf: 'flex-end',
                  whiteSpace: 'pre-wrap',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {message.message}
              </Box>
            ) : (
              <AiAnswerBubble key={message.id} answer={message.message} insertTarget={insertTarget} />
            ),
          )}
          {chat.isPending && (
            <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} />
              <Typography variant="body2">{t('aiAssistant.thinking')}</Typography>
            </Stack>
          )}
        </Stack>
        <div ref={end} />
      </Paper>
      {chat.error && <AiErrorAlert error={chat.error} onRetry={chat.retry} />}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event) => {
          // The panel may sit in a record form's portal: its submit must not reach the record form.
          event.preventDefault();
          event.stopPropagation();
          sendQuestion();
        }}
      >
        <TextField
          label={t('aiAssistant.question')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              sendQuestion();
            }
          }}
          inputRef={input}
          helperText={t('aiAssistant.sendHint')}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!query.trim() || chat.isPending}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          {t('aiAssistant.send')}
        </Button>
      </Stack>
    </Stack>
  );
}

interface AiAnswerBubbleProps {
  answer: string;
  insertTarget: AiInsertTarget | undefined;
}

/** One answer, formatted (its markup sanitised), with Copy and, beside a form, "Insert into the field". */
function AiAnswerBubble({ answer, insertTarget }: AiAnswerBubbleProps) {
  const { t } = useTranslation();
  const html = useMemo(() => answerHtml(answer), [answer]);
  const [done, setDone] = useState('');

  const copy = async () => {
    const text = answerText(answer);
    try {
      if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/html': new Blob([html], { type: 'text/html' }),
            'text/plain': new Blob([text], { type: 'text/plain' }),
          }),
        ]);
      } else {
        await navigator.clipboard.writeText(text);
      }
      setDone(t('aiAssistant.copied'));
    } catch (error) {
      console.error('The answer could not be copied.', error);
      setDone(t('aiAssistant.copyFailed'));
    }
  };

  return (
    <Box
      data-testid="ai-answer-bubble"
      sx={{
        ...bubble,
        alignSelf: 'flex-start',
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {/* Sanitised by answerHtml with the rich-text editor's allow-list. */}
      <Box
        data-testid="ai-answer"
        dangerouslySetInnerHTML={{ __html: html }}
        sx={{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 }, '& p': { my: 1 } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Button size="small" startIcon={<ContentCopyIcon fontSize="small" />} onClick={() => void copy()}>
          {t('aiAssistant.copy')}
        </Button>
        {insertTarget && (
          <Tooltip title={insertTarget.label ? '' : t('aiAssistant.insertNoField')}>
            <span>
              <Button
                size="small"
                startIcon={<InputIcon fontSize="small" />}
                disabled={!insertTarget.label}
                onClick={() => {
                  insertTarget.insert(answer);
                  setDone(t('aiAssistant.inserted', { field: insertTarget.label }));
                }}
              >
                {insertTarget.label
                  ? t('aiAssistant.insertInto', { field: insertTarget.label })
                  : t('aiAssistant.insert')}
              </Button>
            </span>
          </Tooltip>
        )}
        {done && (
          <Typography variant="caption" color="text.secondary" role="status">
            {done}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
