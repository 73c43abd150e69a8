import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageHead } from '../ssr/use-page-head';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { isFirstLocation } from './first-location';
import { useDocumentTitle } from './use-document-title';

export interface PageTitleProps {
  title: string;
  /** Crumbs after Home; the page itself is added last. */
  crumbs?: readonly Crumb[];
  /** A small line above the title. */
  eyebrow?: ReactNode;
  /** The page's summary for search engines and link previews (meta description); the site's own without it. */
  description?: string | null;
  /** The title's language where it is not the page's (an English fallback on a German page). */
  titleLang?: string;
  children?: ReactNode;
}

/**
 * Breadcrumbs, the page's heading and the tab title. After a client-side navigation the heading takes the focus,
 * so keyboard and screen-reader users start at the new page rather than at the link they followed.
 */
export function PageTitle({ title, crumbs = [], eyebrow, description, titleLang, children }: PageTitleProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useDocumentTitle(title);
  usePageHead({ description: description || undefined });
  useEffect(() => {
    // The page the visit starts on keeps the browser's own focus.
    if (!isFirstLocation(key)) headingRef.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <div className="pp-page-title">
      <Breadcrumbs crumbs={[...crumbs, { label: title }]} />
      {eyebrow && <p className="pp-eyebrow">{eyebrow}</p>}
      <h1 ref={headingRef} tabIndex={-1} lang={titleLang}>
        {title}
      </h1>
      {children}
    </div>
  );
}
