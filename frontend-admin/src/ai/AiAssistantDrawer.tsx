import CloseIcon from '@mui/icons-material/Close';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Box, Button, Drawer, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getIn } from '../engine/object-path';
import { AiChatPanel } from './AiChatPanel';

export interface AiAssistantDrawerProps {
  /** Form fields whose English text the translation shortcuts offer, first non-empty wins. */
  sourceFields: readonly string[];
}

/** The AI assistant beside a record form (spec §2: "AI chat panel inside content work"). */
export function AiAssistantDrawer({ sourceFields }: AiAssistantDrawerProps) {
  const { t } = useTranslation();
  const { getValues } = useFormContext();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState('');

  const openPanel = () => {
    const values: unknown = getValues();
    const text = sourceFields
      .map((name) => getIn(values, name))
      .find((value) => typeof value === 'string' && value.trim());
    setSource(
      typeof text === 'string'
        ? text
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
        : '',
    );
    setOpen(true);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<SmartToyIcon />} onClick={openPanel}>
        {t('nav.aiAssistant')}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
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
            <AiChatPanel sourceText={source} />
          </Box>
        </Stack>
      </Drawer>
    </>
  );
}
