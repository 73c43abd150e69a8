import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { RecordScreenProps } from '../../engine/resource-definition';

/** The SERP keyword screen has no form yet (docs/product-spec.md §2); it says so instead of showing an empty form. */
export function SerpKeywordPlaceholder({ resource }: RecordScreenProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Button
        component={Link}
        to={pathname}
        startIcon={<ArrowBackIcon />}
        color="inherit"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('record.exit')}
      </Button>
      <Typography variant="h5" component="h1">
        {t(resource.title)}
      </Typography>
      <Alert severity="info">{t('serpKeywords.placeholder')}</Alert>
    </Stack>
  );
}
