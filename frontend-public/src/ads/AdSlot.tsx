import { use, useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { loadPublicConfig } from './public-config';

/** Where ads appear; each has a fixed size in public.css (`.pp-ad--{slot}`). */
export type AdSlotName = 'home' | 'result' | 'courier' | 'sidebar';

export interface AdSlotProps {
  slot: AdSlotName;
}

/**
 * One ad-network slot. Without an ad client id (GET /api/public-config) it renders nothing and takes no room; with
 * one it reserves its slot's size before the tag loads, so the page never moves when the ad arrives.
 */
export function AdSlot({ slot }: AdSlotProps) {
  const { adClientId, adNetworkOrigins } = use(loadPublicConfig());
  if (!adClientId) return null;
  return <AdUnit slot={slot} clientId={adClientId} scriptOrigin={adNetworkOrigins[0] ?? DEFAULT_AD_ORIGIN} />;
}

/** The ad network's tag is AdSense's: one loader script per page, then an `<ins>` per slot that it fills. */
const DEFAULT_AD_ORIGIN = 'https://pagead2.googlesyndication.com';
const SCRIPT_ID = 'pp-ad-network';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

interface AdUnitProps {
  slot: AdSlotName;
  clientId: string;
  scriptOrigin: string;
}

function AdUnit({ slot, clientId, scriptOrigin }: AdUnitProps) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!document.getElementById(SCRIPT_ID)) {
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.src = `${scriptOrigin}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
      document.head.append(script);
    }
    (window.adsbygoogle ??= []).push({});
  }, [clientId, scriptOrigin]);

  return (
    <div className={`pp-ad pp-ad--${slot}`} data-testid={`ad-slot-${slot}`}>
      <span className="pp-ad__label">{t('ads.label')}</span>
      <ins
        className="adsbygoogle pp-ad__unit"
        data-ad-client={clientId}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </div>
  );
}
