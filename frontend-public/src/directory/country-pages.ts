/** A country's page of the courier directory (/china and /united-states are landing pages over the same list). */
export function countryCarriersPath(iso: string): string {
  return `/shipping-companies/${iso.toLowerCase()}`;
}

/** The countries most parcels are tracked from or to, linked first on /shipping-companies. */
export const POPULAR_COUNTRIES = ['US', 'CN', 'GB', 'CA', 'DE', 'FR', 'AU', 'IN'] as const;
