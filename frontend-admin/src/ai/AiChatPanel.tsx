import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SendIcon from '@mui/icons-material/Send';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Chip, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiErrorAlert } from './AiErrorAlert';
import { translationLanguages, type AiSend, type TranslationLanguage } from './ai-transport';
import { useAiChat } from './use-ai-chat';

/**
 * What the German and Spanish shortcuts do. `prefill`: they put an instruction into the question, and the source text
 * too when it is under 100 characters (spec §9), for the user to check and send. `server`: they ask the record's
 * assistant to translate the record's stored English text; the server words the prompt.
 */
export type AiTranslationShortcuts = { kind: 'prefill'; sourceText: string } | { kind: 'server'; note?: string };

export interface AiChatPanelProps {
  send: AiSend;
  shortcuts: AiTranslationShortcuts;
  /** Shown while the conversation is empty, instead of the default invitation, until "New conversation". */
  emptyText?: string;
}

/** Below this length a translation shortcut puts the source text itself into the question (spec §9). */
export const PREFILL_LIMIT = 100;

const instructionKey = { de: 'aiAssistant.translateToGerman', es: 'aiAssistant.translateToSpanish' } as const;
const shortcutKey = { de: 'aiAssistant.toGerman', es: 'aiAssistant.toSpanish' } as const;
const languageKey = { de: 'aiAssistant.languages.de', es: 'aiAssistant.languages.es' } as const;

/** The AI assistant: a conversation, with shortcuts for a German or Spanish translation, and a fresh start. */
export function AiChatPanel({ send, shortcuts, emptyText }: AiChatPanelProps) {
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
    <Stack spacing={1.5} sx={{ height: '100%', minHeight: 0 }}>
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
          {chat.messages.map((message) => (
            <Box
              key={message.id}
              data-testid={`ai-${message.type}`}
              sx={{
                alignSelf: message.type === 'question' ? 'flex-end' : 'flex-start',
                maxWidth: '88%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                bgcolor: message.type === 'question' ? 'primary.main' : 'background.paper',
                color: message.type === 'question' ? 'primary.contrastText' : 'text.primary',
                border: message.type === 'answer' ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              {message.message}
            </Box>
          ))}
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
