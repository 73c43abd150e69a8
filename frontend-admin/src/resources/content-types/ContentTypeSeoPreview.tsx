import { Alert, Box, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The SEO tab: where the type's records are published, from its sys_name and each record's seo_url. */
export function ContentTypeSeoPreview() {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const sysName = useWatch({ control, name: 'sys_name' }) as string | undefined;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('contentTypes.seoUrls')}
      </Typography>
      <Box component="code" sx={{ p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 14 }}>
        /t/{sysName || '…'}/{'{seo_url}'}
      </Box>
      <Alert severity="info">{t('contentTypes.seoHelp')}</Alert>
    </Stack>
  );
}
