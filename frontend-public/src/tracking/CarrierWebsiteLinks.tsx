import { useTranslation } from '../i18n/use-translation';
import type { Detection } from './tracking-status';

export interface CarrierWebsiteLinksProps {
  /** The carriers the number's format points to, each with its tracking page for the number when there is one. */
  candidates: Detection['candidates'];
}

/**
 * "Track on {carrier}'s website" for every candidate carrier with a tracking page: a way forward whatever this site
 * could find out. The pages are other sites, opened in a new tab without passing on this page or ranking them.
 */
export function CarrierWebsiteLinks({ candidates }: CarrierWebsiteLinksProps) {
  const { t } = useTranslation();
  const linked = candidates.filter(
    (candidate, index) =>
      candidate.trackingUrl?.startsWith('https://') &&
      candidates.findIndex((other) => other.trackingUrl === candidate.trackingUrl) === index,
  );
  if (linked.length === 0) return null;
  return (
    <section className="pp-card pp-carrier-links" aria-labelledby="pp-carrier-links-title" data-testid="carrier-links">
      <h2 id="pp-carrier-links-title" className="pp-card__title">
        {t('carrierLinks.title')}
      </h2>
      <ul className="pp-carrier-links__list">
        {linked.map((candidate) => (
          <li key={candidate.carrier}>
            <a href={candidate.trackingUrl!} target="_blank" rel="noopener noreferrer nofollow">
              {t('carrierLinks.trackOn', { carrier: candidate.name })}
              <span className="pp-visually-hidden"> {t('carrierLinks.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
