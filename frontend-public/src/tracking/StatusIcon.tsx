import type { StatusSlug } from './tracking-status';

export interface StatusIconProps {
  slug: StatusSlug;
}

/** 24×24 stroke icons (one path each), drawn in the badge's text colour. */
const PATHS: Record<StatusSlug, string> = {
  delivered: 'M20 6 9 17l-5-5',
  'delivery-fail': 'M12 8v5m0 3.5v.5M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  'out-for-delivery':
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  returned: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  'in-transit': 'M21 8 12 3 3 8v8l9 5 9-5V8ZM3 8l9 5 9-5M12 13v8',
  'not-found': 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm10 2-4.3-4.3M9 9a2 2 0 1 1 2.5 2c-.3.1-.5.4-.5.7V13m0 2.5v.5',
};

export function StatusIcon({ slug }: StatusIconProps) {
  return (
    <svg
      className="pp-status-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[slug]} />
    </svg>
  );
}
