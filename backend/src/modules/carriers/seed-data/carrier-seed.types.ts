export type CarrierType = 'postal' | 'express' | 'ecommerce' | 'regional' | 'freight' | 'aggregator';

export interface CarrierSeed {
  /** slug, lowercase, stable; equals the detection engine's carrier code where one exists */
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2 uppercase; null for global networks */
  countryIso: string | null;
  type: CarrierType;
  /** https URL of the official site */
  homepage: string | null;
  /** public customer-service number where well known, else null */
  phone: string | null;
  /** public contact e-mail where well known, else null (never invented) */
  email: string | null;
  /** official tracking page URL template containing {number}, where known */
  trackingUrl: string | null;
  internationalService: boolean;
  /** 1–3 factual sentences written by us */
  description: string;
  /** for national posts: the S10 country code(s) they issue */
  s10CountryCodes?: string[];
}

export interface CarrierServiceSeed {
  carrierCode: string;
  /** slug of the service page, e.g. 'usps-priority-mail' */
  clear_url: string;
  /** e.g. '1–3 business days' */
  shipping_time: string;
  /** service name, e.g. 'Priority Mail' */
  trackingService: string;
  /** a format-valid example number */
  trackingNumberExample: string;
  internationalService: boolean;
  cargo_types: { general: boolean; special: boolean };
  content: { en: { short_content?: string; short_content2?: string } };
  order: number;
}
