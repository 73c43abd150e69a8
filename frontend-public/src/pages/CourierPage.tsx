import { useTranslation } from '../i18n/use-translation';
import { useParams } from 'react-router';
import { Link } from '../i18n/LocalizedLinks';
import { AdSlot } from '../ads/AdSlot';
import { RemoteContent } from '../components/RemoteContent';
import { RichText } from '../components/RichText';
import { blockText, contentBlocks } from '../content/content-api';
import { useRemoteData } from '../data/use-remote-data';
import { CarrierLogo } from '../directory/CarrierLogo';
import { CarrierFaq } from '../directory/CarrierFaq';
import { CarrierServices } from '../directory/CarrierServices';
import { carrierSummary, carrierTitle, getCarrier, type CarrierDetail } from '../directory/carriers-api';
import { countryName, loadCountriesNamed } from '../directory/countries-api';
import { CourierContacts } from '../directory/CourierContacts';
import { InternationalBadge } from '../directory/InternationalBadge';
import { fallbackLang, localized } from '../i18n/localized';
import { PageTitle } from '../layout/PageTitle';
import { PageTitleSkeleton } from '../layout/PageTitleSkeleton';
import { CarrierTopRoutes } from '../stats/CarrierTopRoutes';
import { TrackingSearchForm } from '../tracking/TrackingSearchForm';
import { useLanguage } from '../i18n/use-language';

/** /couriers/{code}: a carrier's profile; an unknown code shows the not-found page. */
export default function CourierPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const code = (useParams().code ?? '').toLowerCase();
  const { state, retry } = useRemoteData(`/api/public/carriers/${code}`, async (signal) => {
    const carrier = await getCarrier(code, signal);
    const [blocks, countries] = await Promise.all([
      // The shared courier-page texts are optional: the profile shows without them.
      carrier.hideDefaultContent ? [] : contentBlocks('courier_page', signal).catch(() => []),
      loadCountriesNamed(language, carrier.countryIso ? [carrier.countryIso] : []).catch(() => []),
    ]);
    return { carrier, blocks, countries };
  });
  const crumbs = [{ label: t('couriers.title'), to: '/couriers' }];

  return (
    <RemoteContent
      state={state}
      retry={retry}
      errorText={t('courier.loadError')}
      skeleton={
        <>
          <PageTitleSkeleton crumbs={crumbs} />
          <div className="pp-skeleton pp-skeleton--panel" />
        </>
      }
    >
      {({ carrier, blocks, countries }) => (
        <CourierProfile
          carrier={carrier}
          blocks={blocks.map((block) => blockText(block, language))}
          country={carrier.countryIso ? countryName(countries, carrier.countryIso) : null}
          crumbs={crumbs}
        />
      )}
    </RemoteContent>
  );
}

interface CourierProfileProps {
  carrier: CarrierDetail;
  /** The shared courier-page texts (rich text), unless the carrier hides them. */
  blocks: Array<ReturnType<typeof blockText>>;
  country: string | null;
  crumbs: { label: string; to: string }[];
}

function CourierProfile({ carrier, blocks, country, crumbs }: CourierProfileProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const translation = localized(carrier.translations, language);
  const summary = carrierSummary(carrier, language);
  return (
    <article className="pp-courier" data-testid="courier-page">
      <PageTitle
        title={carrierTitle(carrier, language)}
        titleLang={fallbackLang(carrier.translations, language, 'title')}
        crumbs={crumbs}
        description={summary}
      >
        <div className="pp-identity">
          <CarrierLogo
            code={carrier.code}
            size={64}
            alt={carrier.logo_meta?.alt || t('courier.logoAlt', { name: carrier.name })}
          />
          <p className="pp-identity__tags">
            <span className="pp-tag">{t(`carrierType.${carrier.type}`)}</span>
            {carrier.countryIso && country && (
              <Link className="pp-tag pp-tag--link" to={`/shipping-companies/${carrier.countryIso.toLowerCase()}`}>
                {country}
              </Link>
            )}
            {carrier.international_service ? (
              <InternationalBadge />
            ) : (
              <span className="pp-tag">{t('courier.domestic')}</span>
            )}
          </p>
        </div>
      </PageTitle>
      <div className="pp-result-layout">
        <div className="pp-result-layout__main">
          <section className="pp-card pp-courier__search" aria-label={t('courier.searchTitle', { name: carrier.name })}>
            <TrackingSearchForm label={t('courier.searchLabel', { name: carrier.name })} />
          </section>
          <section className="pp-card" aria-labelledby="pp-courier-about">
            <h2 id="pp-courier-about" className="pp-card__title">
              {t('courier.about', { name: carrier.name })}
            </h2>
            {summary && (
              <p className="pp-courier__summary" lang={fallbackLang(carrier.translations, language, 'short_content')}>
                {summary}
              </p>
            )}
            {translation.content && (
              <RichText html={translation.content} lang={fallbackLang(carrier.translations, language, 'content')} />
            )}
            {!summary && !translation.content && <p className="pp-muted">{t('courier.noDescription')}</p>}
          </section>
          <CarrierServices carrier={carrier} />
          <CarrierTopRoutes carrier={carrier.code} carrierName={carrier.name} />
          {carrier.contentParts.map((part, index) => (
            <section key={index} className="pp-card" aria-label={part.title}>
              <h2 className="pp-card__title">{part.title}</h2>
              <RichText html={part.content} />
            </section>
          ))}
          <CarrierFaq carrier={carrier} />
          {blocks.length > 0 && (
            <section className="pp-card pp-courier__blocks" aria-label={t('courier.guide')}>
              {blocks.map((block, index) => (
                <RichText key={index} html={block.html} lang={block.lang} />
              ))}
            </section>
          )}
        </div>
        <aside className="pp-result-layout__side" aria-label={t('courier.contactsTitle')}>
          <CourierContacts carrier={carrier} />
          <AdSlot slot="courier" />
        </aside>
      </div>
    </article>
  );
}
