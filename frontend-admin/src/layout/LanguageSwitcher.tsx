import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminLanguages, changeAdminLanguage, type AdminLanguage } from '../i18n/i18n';

/** Switches the admin between English and Russian; lists reload so the API's messages follow the language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={i18n.language}
      aria-label={t('appBar.language')}
      onChange={(_event, language: AdminLanguage | null) => {
        if (!language) return;
        void changeAdminLanguage(language).then(() => queryClient.invalidateQueries());
      }}
      sx={{
        '& .MuiToggleButton-root': {
          color: 'rgb(255 255 255 / 0.8)',
          borderColor: 'rgb(255 255 255 / 0.35)',
          px: 1.25,
          py: 0.25,
        },
        '& .MuiToggleButton-root.Mui-selected': { color: '#fff', bgcolor: 'rgb(255 255 255 / 0.2)' },
      }}
    >
      {adminLanguages.map((language) => (
        <ToggleButton key={language} value={language} lang={language} aria-label={t(`appBar.languages.${language}`)}>
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
