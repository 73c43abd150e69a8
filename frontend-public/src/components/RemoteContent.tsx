import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { RemoteData } from '../data/use-remote-data';
import NotFoundPage from '../pages/NotFoundPage';

export interface RemoteContentProps<T> {
  state: RemoteData<T>;
  retry: () => void;
  /** What the error notice says; a generic sentence by default. */
  errorText?: string;
  /** Stands in while loading; a few skeleton lines by default. */
  skeleton?: ReactNode;
  /** The whole page is unknown (a bad code in the URL) rather than a part of it: renders the not-found page. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The loading, error and not-found states every remote-data view shares; `children` renders the data. */
export function RemoteContent<T>({ state, retry, errorText, skeleton, notFound, children }: RemoteContentProps<T>) {
  switch (state.status) {
    case 'loading':
      return skeleton ?? <SkeletonLines />;
    case 'error':
      return <LoadError text={errorText} retry={retry} />;
    case 'not-found':
      return notFound ?? <NotFoundPage />;
    case 'ready':
      return (
        <div className="pp-remote" aria-busy={state.refreshing || undefined}>
          {children(state.data)}
        </div>
      );
  }
}

export interface SkeletonLinesProps {
  lines?: number;
}

export function SkeletonLines({ lines = 5 }: SkeletonLinesProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="skeleton">
      <p className="pp-visually-hidden" role="status">
        {t('common.loading')}
      </p>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="pp-skeleton pp-skeleton--line" />
      ))}
    </div>
  );
}

export interface LoadErrorProps {
  text?: string;
  retry: () => void;
}

export function LoadError({ text, retry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="pp-notice pp-notice--error" role="alert" data-testid="load-error">
      <p>{text ?? t('common.loadError')}</p>
      <button type="button" className="pp-button" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
