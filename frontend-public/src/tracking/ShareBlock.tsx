import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Toast } from '../components/Toast';
import { useToast } from '../components/use-toast';
import { noSubscription } from '../ssr/use-hydrated';

export interface ShareBlockProps {
  /** The path of the page to share; the links carry it with the site's origin. */
  path: string;
}

/**
 * The site's origin in the browser. A server render (and the hydration that follows it) has none, and shares the
 * path alone until the browser's origin is known, one render later.
 */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/** docs/product-spec.md §9 share options: WhatsApp, Viber, Telegram, and copying the link (with a 1-second toast). */
export function ShareBlock({ path }: ShareBlockProps) {
  const { t } = useTranslation();
  const url = `${useOrigin()}${path}`;
  const toast = useToast();
  const encoded = encodeURIComponent(url);
  const links = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encoded}`, className: 'whatsapp' },
    { name: 'Viber', href: `viber://forward?text=${encoded}`, className: 'viber' },
    { name: 'Telegram', href: `https://t.me/share/url?url=${encoded}`, className: 'telegram' },
  ];

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('share.copied'));
    } catch (error) {
      console.error('The link could not be copied.', error);
      toast.show(t('share.copyFailed'));
    }
  }

  return (
    <section className="pp-card pp-share" aria-labelledby="pp-share-title" data-testid="share-block">
      <h2 id="pp-share-title" className="pp-card__title">
        {t('share.title')}
      </h2>
      <ul className="pp-share__list">
        {links.map((link) => (
          <li key={link.name}>
            <a
              className={`pp-share__link pp-share__link--${link.className}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('share.via', { service: link.name })}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="pp-share__link pp-share__link--copy" onClick={() => void copyLink()}>
            {t('share.copy')}
          </button>
        </li>
      </ul>
      <Toast message={toast.message} />
    </section>
  );
}
