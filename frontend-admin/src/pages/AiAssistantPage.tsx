import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AiChatPanel } from '../ai/AiChatPanel';
import { askOpenAi } from '../ai/ai-transport';

/** The AI assistant on its own page; record forms of content and carriers open an assistant beside the form. */
export function AiAssistantPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        {t('nav.aiAssistant')}
      </Typography>
      <Typography color="text.secondary">{t('aiAssistant.intro')}</Typography>
      <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420 }}>
        <AiChatPanel send={askOpenAi} shortcuts={{ kind: 'prefill', sourceText: '' }} />
      </Box>
    </Stack>
  );
}
