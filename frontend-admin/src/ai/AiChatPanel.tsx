import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiChat } from './use-ai-chat';

export interface AiChatPanelProps {
  /** Text the translation shortcuts offer to translate (a record's English content), if any. */
  sourceText?: string;
}

/** Below this length the translation shortcuts put the text itself into the question (spec §9). */
const PREFILL_LIMIT = 100;

/** The AI assistant: a conversation, with shortcuts that ask for a German or Spanish translation. */
export function AiChatPanel({ sourceText = '' }: AiChatPanelProps) {
  const { t } = useTranslation();
  const { messages, ask, reset } = useAiChat();
  const [query, setQuery] = useState('');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => end.current?.scrollIntoView({ block: 'end' }), [messages.length]);

  const send = () => {
    const text = query.trim();
    if (!text || ask.isPending) return;
    setQuery('');
    ask.mutate(text);
  };
  const shortcut = (language: 'de' | 'es') => {
    const instruction = t(language === 'de' ? 'aiAssistant.translateToGerman' : 'aiAssistant.translateToSpanish');
    setQuery(
      sourceText && sourceText.length < PREFILL_LIMIT ? `${instruction}\n\n${sourceText}` : `${instruction}\n\n`,
    );
  };

  return (
    <Stack spacing={1.5} sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip label={t('aiAssistant.toGerman')} onClick={() => shortcut('de')} variant="outlined" size="small" />
        <Chip label={t('aiAssistant.toSpanish')} onClick={() => shortcut('es')} variant="outlined" size="small" />
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={t('aiAssistant.newConversation')}>
          <IconButton size="small" onClick={reset} aria-label={t('aiAssistant.newConversation')}>
            <RestartAltIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Paper
        variant="outlined"
        role="log"
        aria-live="polite"
        aria-label={t('aiAssistant.conversation')}
        sx={{ flexGrow: 1, minHeight: 240, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50' }}
      >
        {messages.length === 0 && <Typography color="text.secondary">{t('aiAssistant.empty')}</Typography>}
        <Stack spacing={1}>
          {messages.map((message) => (
            <Box
              key={message.id}
              sx={{
                alignSelf: message.type === 'question' ? 'flex-end' : 'flex-start',
                maxWidth: '88%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                whiteSpace: 'pre-wrap',
                bgcolor: message.type === 'question' ? 'primary.main' : 'background.paper',
                color: message.type === 'question' ? 'primary.contrastText' : 'text.primary',
                border: message.type === 'answer' ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              {message.message}
            </Box>
          ))}
          {ask.isPending && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} />
              <Typography variant="body2">{t('aiAssistant.thinking')}</Typography>
            </Stack>
          )}
        </Stack>
        <div ref={end} />
      </Paper>
      {ask.isError && <Alert severity="error">{ask.error.message || t('common.error')}</Alert>}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          send();
        }}
      >
        <TextField
          label={t('aiAssistant.question')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
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
          disabled={!query.trim() || ask.isPending}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          {t('aiAssistant.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
