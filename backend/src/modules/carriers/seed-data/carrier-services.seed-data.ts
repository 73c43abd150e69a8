/**
 * Reference services of the large carriers, seeded into the carrier services table by the seed runner.
 *
 * `trackingNumberExample` is a format-valid number that the detection engine attributes to the service's carrier:
 * taken from the examples in `tracking/detection/carrier-formats.ts` where one exists, otherwise built with the
 * carrier's check-digit rule (UPS service codes, UPU S10 numbers). They are examples, not real shipments.
 * `cargo_types.special` marks services that accept regulated goods (dangerous goods, high value) under contract.
 */

import type { CarrierServiceSeed } from './carrier-seed.types.js';

export const CARRIER_SERVICE_SEED: CarrierServiceSeed[] = [
  // USPS
  {
    carrierCode: 'usps',
    clear_url: 'usps-priority-mail',
    shipping_time: '1–3 business days',
    trackingService: 'Priority Mail',
    trackingNumberExample: '9405803699300124287899',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'USPS domestic priority parcel service with tracking and insurance up to $100 included.',
        short_content2: 'Tracking numbers are 22 digits, usually starting with 9405 or 9205.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'usps',
    clear_url: 'usps-ground-advantage',
    shipping_time: '2–5 business days',
    trackingService: 'USPS Ground Advantage',
    trackingNumberExample: '9400111201080805483016',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content:
          'Economy ground parcel service that replaced First-Class Package Service and Parcel Select Ground in 2023.',
        short_content2: 'Tracking numbers are 22 digits, usually starting with 9400 or 9200.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'usps',
    clear_url: 'usps-priority-mail-express',
    shipping_time: 'Overnight to 2 days',
    trackingService: 'Priority Mail Express',
    trackingNumberExample: 'EA610243895US',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Fastest USPS domestic service, with a money-back delivery-day guarantee to most addresses.',
        short_content2:
          'Retail labels carry 13-character numbers such as EA123456785US; online labels use 22-digit numbers.',
      },
    },
    order: 3,
  },
  {
    carrierCode: 'usps',
    clear_url: 'usps-first-class-package-international',
    shipping_time: '7–21 business days',
    trackingService: 'First-Class Package International Service',
    trackingNumberExample: 'LZ617392055US',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Economical USPS service for small international packages up to 4 lb.',
        short_content2:
          'Numbers follow the UPU S10 format: two letters, nine digits and US. Tracking abroad depends on the destination post.',
      },
    },
    order: 4,
  },
  {
    carrierCode: 'usps',
    clear_url: 'usps-priority-mail-international',
    shipping_time: '6–10 business days',
    trackingService: 'Priority Mail International',
    trackingNumberExample: 'CP274859313US',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'USPS international parcel service to more than 180 countries, with tracking to most of them.',
        short_content2: 'Numbers follow the UPU S10 format and usually start with C for parcels.',
      },
    },
    order: 5,
  },
  {
    carrierCode: 'usps',
    clear_url: 'usps-priority-mail-express-international',
    shipping_time: '3–5 business days',
    trackingService: 'Priority Mail Express International',
    trackingNumberExample: 'EC482039179US',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Fastest USPS international service, handed to the EMS network of the destination post.',
        short_content2: 'Numbers follow the UPU S10 format and start with E, for example EC482039179US.',
      },
    },
    order: 6,
  },
  {
    carrierCode: 'usps',
    clear_url: 'usps-certified-mail',
    shipping_time: '1–5 business days',
    trackingService: 'Certified Mail',
    trackingNumberExample: '71123456789123456787',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content:
          'Extra service for First-Class Mail and Priority Mail that provides proof of mailing and delivery.',
        short_content2: 'Certified Mail numbers are 20 or 22 digits long.',
      },
    },
    order: 7,
  },
  // UPS
  {
    carrierCode: 'ups',
    clear_url: 'ups-ground',
    shipping_time: '1–5 business days',
    trackingService: 'UPS Ground',
    trackingNumberExample: '1Z5R89390357567127',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Day-definite ground delivery to every address in the contiguous United States.',
        short_content2: 'Tracking numbers are 18 characters starting with 1Z; service code 03 means Ground.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'ups',
    clear_url: 'ups-next-day-air',
    shipping_time: '1 business day',
    trackingService: 'UPS Next Day Air',
    trackingNumberExample: '1Z5R89390144128745',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Next-business-day air delivery within the United States, typically by 10:30 a.m. or noon.',
        short_content2: 'Tracking numbers start with 1Z; service code 01 after the shipper number means Next Day Air.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'ups',
    clear_url: 'ups-next-day-air-saver',
    shipping_time: '1 business day (by end of day)',
    trackingService: 'UPS Next Day Air Saver',
    trackingNumberExample: '1Z5R89391366201842',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Next-business-day delivery by end of day, priced below Next Day Air.',
        short_content2: 'Tracking numbers start with 1Z; service code 13 means Next Day Air Saver.',
      },
    },
    order: 3,
  },
  {
    carrierCode: 'ups',
    clear_url: 'ups-2nd-day-air',
    shipping_time: '2 business days',
    trackingService: 'UPS 2nd Day Air',
    trackingNumberExample: '1Z5R89390277341209',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Air delivery by the end of the second business day within the United States.',
        short_content2: 'Tracking numbers start with 1Z; service code 02 means 2nd Day Air.',
      },
    },
    order: 4,
  },
  {
    carrierCode: 'ups',
    clear_url: 'ups-3-day-select',
    shipping_time: '3 business days',
    trackingService: 'UPS 3 Day Select',
    trackingNumberExample: '1Z5R89391233019569',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Guaranteed delivery within three business days in the United States.',
        short_content2: 'Tracking numbers start with 1Z; service code 12 means 3 Day Select.',
      },
    },
    order: 5,
  },
  {
    carrierCode: 'ups',
    clear_url: 'ups-worldwide-express',
    shipping_time: '1–3 business days',
    trackingService: 'UPS Worldwide Express',
    trackingNumberExample: '1Z879E936610482378',
    internationalService: true,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Time-definite international express delivery, usually by noon or end of day in major cities.',
        short_content2: 'Tracking numbers start with 1Z; service code 66 means Worldwide Express.',
      },
    },
    order: 6,
  },
  {
    carrierCode: 'ups',
    clear_url: 'ups-ground-saver',
    shipping_time: '2–7 business days',
    trackingService: 'UPS Ground Saver (formerly SurePost)',
    trackingNumberExample: '1Z410E7WYW22904719',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Economy residential service for lightweight parcels that replaced UPS SurePost.',
        short_content2: 'Tracking numbers start with 1Z and carry the service code YW.',
      },
    },
    order: 7,
  },
  // FedEx
  {
    carrierCode: 'fedex',
    clear_url: 'fedex-ground',
    shipping_time: '1–5 business days',
    trackingService: 'FedEx Ground',
    trackingNumberExample: '041441760228964',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Day-definite ground delivery to businesses in the United States and Canada.',
        short_content2: 'Ground tracking numbers are 15 digits, or 20–22 digits starting with 96 on the barcode.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'fedex',
    clear_url: 'fedex-home-delivery',
    shipping_time: '1–5 business days',
    trackingService: 'FedEx Home Delivery',
    trackingNumberExample: '568283610012000',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Residential ground delivery in the United States, including evenings and Saturdays.',
        short_content2: 'Tracking numbers are usually 15 digits, like FedEx Ground.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'fedex',
    clear_url: 'fedex-ground-economy',
    shipping_time: '2–7 business days',
    trackingService: 'FedEx Ground Economy (formerly SmartPost)',
    trackingNumberExample: '9261292700768711948021',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content:
          'Economy residential service for low-weight parcels, which may be handed to USPS for the last mile.',
        short_content2:
          'Tracking numbers are 20 or 22 digits; the 22-digit form starts with 92 and is also valid at USPS.',
      },
    },
    order: 3,
  },
  {
    carrierCode: 'fedex',
    clear_url: 'fedex-express-saver',
    shipping_time: '3 business days',
    trackingService: 'FedEx Express Saver',
    trackingNumberExample: '477179081230',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content:
          'Lowest-priced FedEx Express service, with delivery in three business days in the United States.',
        short_content2: 'FedEx Express tracking numbers are 12 digits with a check digit.',
      },
    },
    order: 4,
  },
  {
    carrierCode: 'fedex',
    clear_url: 'fedex-2day',
    shipping_time: '2 business days',
    trackingService: 'FedEx 2Day',
    trackingNumberExample: '799531274483',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Delivery in two business days to US businesses and residences.',
        short_content2: 'FedEx Express tracking numbers are 12 digits with a check digit.',
      },
    },
    order: 5,
  },
  {
    carrierCode: 'fedex',
    clear_url: 'fedex-priority-overnight',
    shipping_time: 'Next business day, usually by 10:30 a.m.',
    trackingService: 'FedEx Priority Overnight',
    trackingNumberExample: '790535312317',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Next-business-day morning delivery to most US addresses.',
        short_content2: 'FedEx Express tracking numbers are 12 digits with a check digit.',
      },
    },
    order: 6,
  },
  {
    carrierCode: 'fedex',
    clear_url: 'fedex-standard-overnight',
    shipping_time: 'Next business day (afternoon)',
    trackingService: 'FedEx Standard Overnight',
    trackingNumberExample: '974367662710',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Next-business-day afternoon delivery, priced below Priority Overnight.',
        short_content2: 'FedEx Express tracking numbers are 12 digits with a check digit.',
      },
    },
    order: 7,
  },
  {
    carrierCode: 'fedex',
    clear_url: 'fedex-international-priority',
    shipping_time: '1–3 business days',
    trackingService: 'FedEx International Priority',
    trackingNumberExample: '394750286132',
    internationalService: true,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Time-definite international express delivery to more than 220 countries and territories.',
        short_content2: 'FedEx Express tracking numbers are 12 digits with a check digit.',
      },
    },
    order: 8,
  },
  {
    carrierCode: 'fedex',
    clear_url: 'fedex-international-economy',
    shipping_time: '2–5 business days',
    trackingService: 'FedEx International Economy',
    trackingNumberExample: '986578788855',
    internationalService: true,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Lower-cost international express service for shipments that are less time-sensitive.',
        short_content2: 'FedEx Express tracking numbers are 12 digits with a check digit.',
      },
    },
    order: 9,
  },
  // DHL Express
  {
    carrierCode: 'dhl',
    clear_url: 'dhl-express-worldwide',
    shipping_time: '1–3 business days',
    trackingService: 'DHL Express Worldwide',
    trackingNumberExample: '3318810025',
    internationalService: true,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Door-to-door international express delivery by the end of the next possible business day.',
        short_content2: 'Express waybill numbers are 10 digits with a mod 7 check digit.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'dhl',
    clear_url: 'dhl-express-12-00',
    shipping_time: 'Next possible business day by noon',
    trackingService: 'DHL Express 12:00',
    trackingNumberExample: '1099255990',
    internationalService: true,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'International express delivery by noon on the next possible business day.',
        short_content2: 'Express waybill numbers are 10 digits with a mod 7 check digit.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'dhl',
    clear_url: 'dhl-economy-select',
    shipping_time: '2–5 business days',
    trackingService: 'DHL Economy Select',
    trackingNumberExample: '8487135506',
    internationalService: true,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Day-definite, mostly road-based DHL Express service for heavier, less urgent shipments.',
        short_content2: 'Express waybill numbers are 10 digits with a mod 7 check digit.',
      },
    },
    order: 3,
  },
  // DHL Paket
  {
    carrierCode: 'dhl-paket',
    clear_url: 'dhl-paket',
    shipping_time: '1–2 business days',
    trackingService: 'DHL Paket',
    trackingNumberExample: '00340433836442636597',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Standard domestic parcel in Germany, delivered to the door, a Packstation or a post office.',
        short_content2: 'Parcel numbers are 20 digits starting with 00, or 12-digit Identcodes.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'dhl-paket',
    clear_url: 'dhl-paket-international',
    shipping_time: '3–15 business days',
    trackingService: 'DHL Paket International',
    trackingNumberExample: '00340434161234567896',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Parcel from Germany to other countries, handed to the destination’s postal or parcel partner.',
        short_content2: 'Parcel numbers are 20 digits starting with 00; abroad the item may also get an S10 number.',
      },
    },
    order: 2,
  },
  // DHL eCommerce
  {
    carrierCode: 'dhl-ecommerce',
    clear_url: 'dhl-ecommerce-parcel-expedited',
    shipping_time: '2–5 business days',
    trackingService: 'DHL Parcel Expedited',
    trackingNumberExample: 'GM2951173225174494',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'US domestic e-commerce parcel service, usually delivered by USPS for the last mile.',
        short_content2: 'Tracking numbers start with GM followed by 16 to 22 digits.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'dhl-ecommerce',
    clear_url: 'dhl-ecommerce-parcel-international-direct',
    shipping_time: '4–12 business days',
    trackingService: 'DHL Parcel International Direct',
    trackingNumberExample: 'GM295117494011169042',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Cross-border e-commerce parcel service from the United States to international destinations.',
        short_content2: 'Tracking numbers start with GM followed by 16 to 22 digits.',
      },
    },
    order: 2,
  },
  // Deutsche Post
  {
    carrierCode: 'deutsche-post',
    clear_url: 'deutsche-post-warenpost-international',
    shipping_time: '4–14 business days',
    trackingService: 'Warenpost International',
    trackingNumberExample: 'LX192837461DE',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Tracked small-goods letter service from Germany for light e-commerce items up to 1 kg.',
        short_content2: 'Numbers follow the UPU S10 format: two letters, nine digits and DE.',
      },
    },
    order: 1,
  },
  // Royal Mail and Parcelforce
  {
    carrierCode: 'royal-mail',
    clear_url: 'royal-mail-tracked-24',
    shipping_time: '1–2 working days',
    trackingService: 'Royal Mail Tracked 24',
    trackingNumberExample: 'TT904123852GB',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'UK tracked service aiming for delivery the next working day.',
        short_content2: 'Tracking numbers are two letters, nine digits and GB.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'royal-mail',
    clear_url: 'royal-mail-tracked-48',
    shipping_time: '2–3 working days',
    trackingService: 'Royal Mail Tracked 48',
    trackingNumberExample: 'TS318047267GB',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'UK tracked service aiming for delivery within two working days.',
        short_content2: 'Tracking numbers are two letters, nine digits and GB.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'royal-mail',
    clear_url: 'royal-mail-special-delivery-guaranteed',
    shipping_time: 'Next working day by 1 p.m.',
    trackingService: 'Special Delivery Guaranteed',
    trackingNumberExample: 'RB123456785GB',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Guaranteed next-working-day UK delivery with signature and compensation cover for valuables.',
        short_content2: 'Tracking numbers are two letters, nine digits and GB.',
      },
    },
    order: 3,
  },
  {
    carrierCode: 'royal-mail',
    clear_url: 'royal-mail-international-tracked',
    shipping_time: '3–10 working days',
    trackingService: 'International Tracked',
    trackingNumberExample: 'LX720145839GB',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Tracked international letter and parcel service, delivered abroad by the destination post.',
        short_content2: 'Numbers follow the UPU S10 format and end in GB.',
      },
    },
    order: 4,
  },
  {
    carrierCode: 'parcelforce',
    clear_url: 'parcelforce-express24',
    shipping_time: 'Next working day',
    trackingService: 'Parcelforce express24',
    trackingNumberExample: 'PBTM1234567890',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Parcelforce next-working-day delivery across most of the UK mainland.',
        short_content2: 'Domestic numbers are two letters and 7 digits, or four letters and 10 digits.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'parcelforce',
    clear_url: 'parcelforce-express48',
    shipping_time: '2 working days',
    trackingService: 'Parcelforce express48',
    trackingNumberExample: 'PBXM0012345001',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Parcelforce delivery within two working days across the UK.',
        short_content2: 'Domestic numbers are two letters and 7 digits, or four letters and 10 digits.',
      },
    },
    order: 2,
  },
  // Canada Post
  {
    carrierCode: 'canada-post',
    clear_url: 'canada-post-regular-parcel',
    shipping_time: '2–9 business days',
    trackingService: 'Regular Parcel',
    trackingNumberExample: '0073938000549297',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Economy ground parcel service within Canada.',
        short_content2: 'Tracking numbers are 16 digits with a check digit, or 13 characters ending in CA.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'canada-post',
    clear_url: 'canada-post-expedited-parcel',
    shipping_time: '1–7 business days',
    trackingService: 'Expedited Parcel',
    trackingNumberExample: '1016972158324490',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Faster ground parcel service with published delivery standards across Canada.',
        short_content2: 'Tracking numbers are 16 digits with a check digit.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'canada-post',
    clear_url: 'canada-post-xpresspost',
    shipping_time: '1–3 business days',
    trackingService: 'Xpresspost',
    trackingNumberExample: '4012345678901239',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Guaranteed expedited delivery, next day locally and in two days between many major cities.',
        short_content2: 'Tracking numbers are 16 digits with a check digit.',
      },
    },
    order: 3,
  },
  {
    carrierCode: 'canada-post',
    clear_url: 'canada-post-priority',
    shipping_time: 'Next business day',
    trackingService: 'Priority',
    trackingNumberExample: '7345120988120343',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content:
          'Fastest Canada Post domestic service, with guaranteed next-business-day delivery between major centres.',
        short_content2: 'Tracking numbers are 16 digits with a check digit.',
      },
    },
    order: 4,
  },
  // China Post
  {
    carrierCode: 'china-post',
    clear_url: 'china-post-epacket',
    shipping_time: '7–20 business days',
    trackingService: 'ePacket',
    trackingNumberExample: 'LZ473829165CN',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Tracked lightweight e-commerce service from China for items up to 2 kg.',
        short_content2: 'Numbers follow the UPU S10 format, usually starting with L and ending in CN.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'china-post',
    clear_url: 'china-post-registered-air-mail',
    shipping_time: '10–30 business days',
    trackingService: 'Registered Air Mail',
    trackingNumberExample: 'RR529304188CN',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Registered small packet by air from China, tracked until it is handed to the destination post.',
        short_content2: 'Numbers follow the UPU S10 format, starting with R and ending in CN.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'china-post',
    clear_url: 'china-post-ems',
    shipping_time: '5–10 business days',
    trackingService: 'EMS International',
    trackingNumberExample: 'EA384017261CN',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'International express mail from China, delivered by the EMS service of the destination post.',
        short_content2: 'Numbers follow the UPU S10 format, starting with E and ending in CN.',
      },
    },
    order: 3,
  },
  // Australia Post
  {
    carrierCode: 'australia-post',
    clear_url: 'australia-post-parcel-post',
    shipping_time: '2–6 business days',
    trackingService: 'Parcel Post',
    trackingNumberExample: '33LNT5002245',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Standard domestic parcel service across Australia.',
        short_content2: 'eParcel numbers are 2 digits, 3 letters and 7 digits; other labels use longer barcodes.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'australia-post',
    clear_url: 'australia-post-express-post',
    shipping_time: 'Next business day within the Express Post network',
    trackingService: 'Express Post',
    trackingNumberExample: '33XHM0123456',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content:
          'Fastest Australia Post domestic service, with a next-business-day guarantee between network areas.',
        short_content2: 'eParcel numbers are 2 digits, 3 letters and 7 digits; other labels use longer barcodes.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'australia-post',
    clear_url: 'australia-post-international-standard',
    shipping_time: '6–15 business days',
    trackingService: 'International Standard',
    trackingNumberExample: 'CX726491031AU',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Tracked economy parcel service from Australia to international destinations.',
        short_content2: 'Numbers follow the UPU S10 format and end in AU.',
      },
    },
    order: 3,
  },
  // Purolator
  {
    carrierCode: 'purolator',
    clear_url: 'purolator-ground',
    shipping_time: '1–7 business days',
    trackingService: 'Purolator Ground',
    trackingNumberExample: '320595463938',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Economy ground parcel delivery across Canada.',
        short_content2: 'Purolator PINs are 12 digits with a Luhn check digit, or 3 letters and 9 digits.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'purolator',
    clear_url: 'purolator-express',
    shipping_time: 'Next business day',
    trackingService: 'Purolator Express',
    trackingNumberExample: '331426749957',
    internationalService: false,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Next-business-day express delivery between most Canadian cities.',
        short_content2: 'Purolator PINs are 12 digits with a Luhn check digit, or 3 letters and 9 digits.',
      },
    },
    order: 2,
  },
  // Europe
  {
    carrierCode: 'dpd',
    clear_url: 'dpd-classic',
    shipping_time: '1–3 business days',
    trackingService: 'DPD Classic',
    trackingNumberExample: 'SW1A1AA15501234567890101826W',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Standard DPD parcel service, domestic and across the European road network.',
        short_content2:
          'Parcel numbers are 14 digits; the 28-character label barcode adds postcode, service code and country.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'dpd',
    clear_url: 'dpd-express-8-30',
    shipping_time: 'Next business day by 8:30 a.m.',
    trackingService: 'DPD Express 8:30',
    trackingNumberExample: '008182709980000020033350276C',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Time-definite DPD express delivery by 8:30 the next business day.',
        short_content2: 'Service code 350 in the 28-character label barcode marks Express 8:30.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'gls',
    clear_url: 'gls-business-parcel',
    shipping_time: '1–3 business days',
    trackingService: 'GLS BusinessParcel',
    trackingNumberExample: '201027345665',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Standard GLS parcel service within a country and across Europe.',
        short_content2: 'Parcel numbers are 11 or 12 digits; digits 3–4 are the product code.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'gls',
    clear_url: 'gls-express-parcel',
    shipping_time: 'Next business day',
    trackingService: 'GLS ExpressParcel',
    trackingNumberExample: '468500123497',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Time-definite next-day GLS delivery, with options for morning delivery.',
        short_content2: 'Product code 85 in the parcel number marks an Express Parcel.',
      },
    },
    order: 2,
  },
  {
    carrierCode: 'evri',
    clear_url: 'evri-standard',
    shipping_time: '2–3 working days',
    trackingService: 'Evri Standard',
    trackingNumberExample: 'H00A2A0012345678',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Standard UK home and ParcelShop delivery for parcels sent with Evri.',
        short_content2: 'Evri barcodes are 16 characters, either 16 digits or H followed by 15 letters and digits.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'postnl',
    clear_url: 'postnl-parcel',
    shipping_time: '1–2 business days',
    trackingService: 'PostNL Pakket',
    trackingNumberExample: '3SABCD123456789',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Standard domestic parcel in the Netherlands, delivered to the door or a PostNL point.',
        short_content2: 'Barcodes start with 3S, a 4-letter customer code and 7 to 11 digits.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'la-poste',
    clear_url: 'colissimo-international',
    shipping_time: '3–8 business days',
    trackingService: 'Colissimo International',
    trackingNumberExample: 'CP847201537FR',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'La Poste’s international parcel service from France, delivered abroad by partner posts.',
        short_content2: 'International parcels carry UPU S10 numbers ending in FR.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'la-poste',
    clear_url: 'la-poste-lettre-recommandee-internationale',
    shipping_time: '4–10 business days',
    trackingService: 'Lettre recommandée internationale',
    trackingNumberExample: 'RR938142759FR',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Registered international letter from France with proof of delivery.',
        short_content2: 'Numbers follow the UPU S10 format, starting with R and ending in FR.',
      },
    },
    order: 2,
  },
  // North America, other
  {
    carrierCode: 'amazon',
    clear_url: 'amazon-logistics-delivery',
    shipping_time: '1–2 days',
    trackingService: 'Amazon Logistics delivery',
    trackingNumberExample: 'TBA502887274000',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Delivery of Amazon orders by Amazon’s own network of delivery partners and drivers.',
        short_content2: 'US tracking numbers are TBA, TBC or TBM followed by 12 digits.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'ontrac',
    clear_url: 'ontrac-ground',
    shipping_time: '1–2 business days',
    trackingService: 'OnTrac Ground',
    trackingNumberExample: 'C11031500001879',
    internationalService: false,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Regional ground parcel service in the OnTrac delivery area.',
        short_content2: 'Tracking numbers are C or D followed by 14 digits; LaserShip labels start with 1LS or LX.',
      },
    },
    order: 1,
  },
  // Asia-Pacific and cross-border
  {
    carrierCode: 'japan-post',
    clear_url: 'japan-post-ems',
    shipping_time: '2–4 business days',
    trackingService: 'EMS',
    trackingNumberExample: 'EE440172384JP',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Japan Post’s international express mail service, the fastest postal option from Japan.',
        short_content2: 'Numbers follow the UPU S10 format, starting with E and ending in JP.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'korea-post',
    clear_url: 'korea-post-ems',
    shipping_time: '2–5 business days',
    trackingService: 'EMS',
    trackingNumberExample: 'EE610283740KR',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Korea Post’s international express mail service.',
        short_content2: 'Numbers follow the UPU S10 format, starting with E and ending in KR.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'india-post',
    clear_url: 'india-post-international-speed-post',
    shipping_time: '4–10 business days',
    trackingService: 'International Speed Post (EMS)',
    trackingNumberExample: 'EE402173954IN',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'India Post’s international express service, carried in the EMS network.',
        short_content2: 'Numbers follow the UPU S10 format, starting with E and ending in IN.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'sf-express',
    clear_url: 'sf-international-express',
    shipping_time: '2–5 business days',
    trackingService: 'SF International Express',
    trackingNumberExample: 'SF1234567890123',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'SF Express door-to-door international express service from China and Hong Kong.',
        short_content2: 'Waybill numbers are SF followed by 12 or 13 digits.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'cainiao',
    clear_url: 'aliexpress-standard-shipping',
    shipping_time: '10–20 business days',
    trackingService: 'AliExpress Standard Shipping',
    trackingNumberExample: 'LP00123456789012',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content:
          'Cainiao’s tracked shipping option for AliExpress orders, handed to a local carrier in the destination country.',
        short_content2: 'Cainiao logistics numbers start with LP; the local carrier may issue its own number later.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'yunexpress',
    clear_url: 'yunexpress-global-direct-line',
    shipping_time: '7–15 business days',
    trackingService: 'YunExpress Global Direct Line',
    trackingNumberExample: 'YT2229521272164446',
    internationalService: true,
    cargo_types: { general: true, special: false },
    content: {
      en: {
        short_content: 'Tracked cross-border line for e-commerce parcels from China, delivered by local carriers.',
        short_content2: 'Tracking numbers start with YT followed by 16 digits.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'aramex',
    clear_url: 'aramex-priority-parcel-express',
    shipping_time: '2–5 business days',
    trackingService: 'Priority Parcel Express',
    trackingNumberExample: '30512345671',
    internationalService: true,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Aramex international express service for parcels, door to door.',
        short_content2: 'Air waybill numbers are usually 11 digits.',
      },
    },
    order: 1,
  },
  {
    carrierCode: 'tnt',
    clear_url: 'tnt-express',
    shipping_time: '1–3 business days',
    trackingService: 'TNT Express',
    trackingNumberExample: 'GE531028767WW',
    internationalService: true,
    cargo_types: { general: true, special: true },
    content: {
      en: {
        short_content: 'Door-to-door international express service, now operated within the FedEx network.',
        short_content2: 'Consignment numbers are 9 digits, or GE followed by 9 digits and WW.',
      },
    },
    order: 1,
  },
];
