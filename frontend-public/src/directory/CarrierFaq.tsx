import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { RichText } from '../components/RichText';
import { contentText, listTaxonomyContent } from '../content/content-api';
import { useRemoteData } from '../data/use-remote-data';
import { englishOn } from '../i18n/localized';
import { useLanguage } from '../i18n/use-language';
import { usePageHead } from '../ssr/use-page-head';
import type { CarrierDetail } from './carriers-api';

/** The general questions a courier page without its own FAQ shows (the FAQ category's first entries). */
const GENERAL_FAQ_COUNT = 5;

export interface CarrierFaqProps {
  carrier: CarrierDetail;
}

interface FaqEntry {
  question: string;
  /** Rich text, sanitised by the API. */
  answer: string;
  /** The question's and the answer's language where it is not the page's: 'en' for an English fallback. */
  questionLang?: string;
  answerLang?: string;
}

/**
 * The carrier's own questions and answers. A carrier without any shows the site's general FAQ instead, unless its
 * editors hide the default content.
 */
export function CarrierFaq({ carrier }: CarrierFaqProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (carrier.faqModuleArray.length > 0) {
    // A carrier's own questions are written in English only (they have no translations).
    const lang = englishOn(language);
    return (
      <FaqSection
        title={t('courier.faqTitle', { name: carrier.name })}
        entries={carrier.faqModuleArray.map((entry) => ({ ...entry, questionLang: lang, answerLang: lang }))}
      />
    );
  }
  if (carrier.hideDefaultContent) return null;
  return <GeneralFaq />;
}

function GeneralFaq() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state } = useRemoteData('/api/public/taxonomy/faq/content', (signal) =>
    listTaxonomyContent('faq', 1, signal, GENERAL_FAQ_COUNT),
  );
  // Optional content: while it loads or if it fails, the page simply goes without it.
  if (state.status !== 'ready' || state.data.records.length === 0) return null;
  return (
    <FaqSection
      title={t('courier.generalFaqTitle')}
      entries={state.data.records.map((record) => {
        const text = contentText(record, language);
        return { question: text.title, answer: text.body, questionLang: text.lang.title, answerLang: text.lang.body };
      })}
      more={
        <Link to="/t/faq" className="pp-more-link">
          {t('courier.allQuestions')}
        </Link>
      }
    />
  );
}

interface FaqSectionProps {
  title: string;
  entries: readonly FaqEntry[];
  more?: ReactNode;
}

function FaqSection({ title, entries, more }: FaqSectionProps) {
  usePageHead({ faq: entries });
  return (
    <section className="pp-card pp-faq" aria-labelledby="pp-courier-faq" data-testid="carrier-faq">
      <h2 id="pp-courier-faq" className="pp-card__title">
        {title}
      </h2>
      <dl className="pp-faq__list">
        {entries.map((entry, index) => (
          <div key={index} className="pp-faq__item">
            <dt className="pp-faq__question" lang={entry.questionLang}>
              {entry.question}
            </dt>
            <dd className="pp-faq__answer" lang={entry.answerLang}>
              <RichText html={entry.answer} />
            </dd>
          </div>
        ))}
      </dl>
      {more}
    </section>
  );
}
