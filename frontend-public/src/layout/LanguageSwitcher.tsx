import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from '@parcelpilot/languages';
import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../i18n/use-language';

/** Links to the page being read in each language (same path, query and hash under the language's prefix). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <nav className="pp-languages" aria-label={t('layout.language')}>
      <ul className="pp-languages__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              className="pp-languages__link"
              to={`${pathInLanguage(language, pathname)}${search}${hash}`}
              lang={language}
              hrefLang={language}
              aria-label={LANGUAGE_NAMES[language]}
              title={LANGUAGE_NAMES[language]}
              aria-current={language === current ? 'true' : undefined}
            >
              {language.toUpperCase()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
