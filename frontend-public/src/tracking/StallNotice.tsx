import { useTranslation } from '../i18n/use-translation';
import { courierPath } from '../directory/carriers-api';
import { Link } from '../i18n/LocalizedLinks';
import type { TrackingResult } from './tracking-status';

export interface StallNoticeProps {
  stall: NonNullable<TrackingResult['stall']>;
}

/**
 * "No scan for 9 days; on this route 90% of parcels move within 6" (the API says when: the lane's gaps between events
 * as the statistics job measured them), with what to do: the sender or shop first, then the carrier (its tracking page
 * for the number, or, when the directory has none, its page here with its website and phone).
 */
export function StallNotice({ stall }: StallNoticeProps) {
  const { t } = useTranslation();
  const carrier = stall.carrierName ?? t('stall.theCarrier');
  const link = stall.carrierUrl?.startsWith('https://') ? stall.carrierUrl : null;
  return (
    <div className="pp-notice pp-notice--warning" role="status" data-testid="stall-notice">
      <p className="pp-notice__title">{t('stall.title')}</p>
      <p data-testid="stall-figures">
        {t('stall.silent', { count: stall.silentDays })}; {t('stall.lane', { count: stall.laneDays })}.
      </p>
      <ol className="pp-stall__steps">
        <li>{t('stall.adviceShop')}</li>
        <li>
          {t('stall.adviceCarrier', { carrier })}
          {link ? (
            <>
              {' '}
              <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                {t('stall.carrierLink', { carrier })}
                <span className="pp-visually-hidden"> {t('carrierLinks.newTab')}</span>
              </a>
            </>
          ) : (
            stall.carrierCode && (
              <>
                {' '}
                <Link to={courierPath(stall.carrierCode)}>{t('stall.carrierContacts', { carrier })}</Link>
              </>
            )
          )}
        </li>
      </ol>
    </div>
  );
}
