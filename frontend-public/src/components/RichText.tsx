import type { MouseEvent } from 'react';
import { useLocalizedNavigate } from '../i18n/LocalizedLinks';

export interface RichTextProps {
  /** Rich text that the API sanitised when it was saved (carrier content, FAQ answers, content records, blocks). */
  html: string;
  className?: string;
  /** The text's language where it is not the page's (an English fallback on a German page). */
  lang?: string;
}

/**
 * Renders the API's sanitised rich text. Only fields the API documents as sanitised may come here; anything else is
 * rendered as text. Links inside it to this site navigate in the app instead of reloading the page.
 */
export function RichText({ html, className, lang }: RichTextProps) {
  const navigate = useLocalizedNavigate();

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/admin') || url.pathname.startsWith('/api/'))
      return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  return (
    // Only clicks on the links inside are handled; they stay ordinary links for the keyboard (Enter clicks them).
    <div
      className={className ? `pp-rich-text ${className}` : 'pp-rich-text'}
      lang={lang}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
