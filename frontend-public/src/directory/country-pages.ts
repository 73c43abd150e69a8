/** A country's page of the courier directory (/china and /united-states are landing pages over the same list). */
export function countryCarriersPath(iso: string): string {
  return `/shipping-companies/${iso.toLowerCase()}`;
}

/** The countries most parcels are tracked from or to, linked first on /shipping-companies. */
export const POPULAR_COUNTRIES = [
  { iso: 'US', labelKey: 'countries.US' },
  { iso: 'CN', labelKey: 'countries.CN' },
  { iso: 'GB', labelKey: 'countries.GB' },
  { iso: 'CA', labelKey: 'countries.CA' },
  { iso: 'DE', labelKey: 'countries.DE' },
  { iso: 'FR', labelKey: 'countries.FR' },
  { iso: 'AU', labelKey: 'countries.AU' },
  { iso: 'IN', labelKey: 'countries.IN' },
] as const;
