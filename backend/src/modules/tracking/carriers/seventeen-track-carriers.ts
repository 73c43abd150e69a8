/**
 * 17TRACK's keys of the couriers that most often take a parcel over for the last mile, and our carrier codes for
 * them. The keys are those of 17TRACK's published carrier list (the `key` of each carrier, as 17TRACK's answers and
 * pushes carry it in `carrier`, `misc_info.local_key` and `providers[].provider.key`). Couriers not listed here are
 * matched by the name 17TRACK gives them (`carrierCodeForName` in detection/carrier-by-name.ts).
 */
export const SEVENTEEN_TRACK_CARRIER_CODES: Readonly<Record<number, string>> = {
  1151: 'australia-post',
  3011: 'china-post',
  3041: 'canada-post',
  6051: 'la-poste',
  7041: 'dhl-paket',
  7044: 'deutsche-post',
  7047: 'dhl-ecommerce',
  9071: 'poste-italiane',
  11031: 'royal-mail',
  21051: 'usps',
  100001: 'dhl',
  100003: 'fedex',
  100005: 'gls',
  100007: 'dpd',
  100010: 'dpd-uk',
  100146: 'canpar',
  100331: 'evri',
};
