import CheckIcon from '@mui/icons-material/Check';
import { Chip, Stack } from '@mui/material';
import { PREFIXED_LANGUAGES, type PrefixedLanguage } from '@parcelpilot/languages';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ColumnDefinition } from './resource-definition';

type Texts = Record<string, unknown>;

/** How the record form labels the translated fields. */
const FIELD_LABELS: Record<string, ParseKeys> = {
  title: 'fields.title',
  short_content: 'fields.shortContent',
  content: 'fields.content',
};

function hasText(text: unknown): boolean {
  return typeof text === 'string' ? text.trim() !== '' : text !== null && text !== undefined;
}

/**
 * Per language of the public site other than English, the fields that have English text but none in that language:
 * the public pages show those in English (marked `lang="en"`). Languages with nothing missing are left out.
 */
export function missingTranslations(
  translations: Record<string, Texts | undefined> | undefined,
  fields: readonly string[],
  english: Texts = translations?.en ?? {},
): { language: PrefixedLanguage; fields: string[] }[] {
  return PREFIXED_LANGUAGES.flatMap((language) => {
    const own = translations?.[language] ?? {};
    const missing = fields.filter((field) => hasText(english[field]) && !hasText(own[field]));
    return missing.length > 0 ? [{ language, fields: missing }] : [];
  });
}

export interface MissingTranslationsProps {
  translations: Record<string, Texts | undefined> | undefined;
  /** The translated fields, like `title`, `short_content`, `content`. */
  fields: readonly string[];
  /** The record's English texts by the same field names, where they are not `translations.en`. */
  english?: Texts;
}

/** A list cell: the public site's languages a record still shows in English, each with the fields it lacks. */
export function MissingTranslations({ translations, fields, english }: MissingTranslationsProps) {
  const { t } = useTranslation();
  const missing = missingTranslations(translations, fields, english);
  if (missing.length === 0)
    return <CheckIcon fontSize="small" color="success" titleAccess={t('translationsStatus.complete')} />;
  return (
    <Stack direction="row" spacing={0.5} component="span" data-testid="missing-translations">
      {missing.map(({ language, fields: lacking }) => (
        <Chip
          key={language}
          size="small"
          variant="outlined"
          color="warning"
          label={language.toUpperCase()}
          title={t('translationsStatus.missing', {
            language: language.toUpperCase(),
            fields: lacking.map((field) => (field in FIELD_LABELS ? t(FIELD_LABELS[field]) : field)).join(', '),
          })}
        />
      ))}
    </Stack>
  );
}

/**
 * The list column of a translated resource: which public-site languages each record still lacks. `english` gives a
 * record's English texts where they are its own fields rather than `translations.en` (content records).
 */
export function missingTranslationsColumn<R extends { translations?: Record<string, Texts | undefined> }>(
  fields: readonly string[],
  english?: (record: R) => Texts,
): ColumnDefinition<R> {
  return {
    field: 'translations',
    label: 'translationsStatus.column',
    render: (record) => (
      <MissingTranslations translations={record.translations} fields={fields} english={english?.(record)} />
    ),
  };
}
