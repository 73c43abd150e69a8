import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { isFirstLocation } from './first-location';
import { useDocumentTitle } from './use-document-title';

export interface PageTitleProps {
  title: string;
  /** Crumbs after Home; the page itself is added last. */
  crumbs?: readonly Crumb[];
  /** A small line above the title. */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/**
 * Breadcrumbs, the page's heading and the tab title. After a client-side navigation the heading takes the focus,
 * so keyboard and screen-reader users start at the new page rather than at the link they followed.
 */
export function PageTitle({ title, crumbs = [], eyebrow, children }: PageTitleProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useDocumentTitle(title);
  useEffect(() => {
    // The page the visit starts on keeps the browser's own focus.
    if (!isFirstLocation(key)) headingRef.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <div className="pp-page-title">
      <Breadcrumbs crumbs={[...crumbs, { label: title }]} />
      {eyebrow && <p className="pp-eyebrow">{eyebrow}</p>}
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
