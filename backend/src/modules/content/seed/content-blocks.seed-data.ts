import type { ContentBlockType } from '../../../database/schema/index.js';

export interface ContentBlockSeed {
  /** Stable key of the seed entry (content blocks have no natural key). */
  key: string;
  type: ContentBlockType;
  name: string;
  content: string;
  order: number;
}

/** The text blocks of the main page and of every courier page. */
export const CONTENT_BLOCK_SEED: readonly ContentBlockSeed[] = [
  {
    key: 'main_page:intro',
    type: 'main_page',
    name: 'Introduction',
    order: 1,
    content: `<h2>Track any parcel, from any carrier</h2>
<p>Enter a tracking number and ParcelPilot recognises the carrier from its format, then asks the carriers for the latest events. We connect to hundreds of couriers and postal services, from DHL, UPS, FedEx and USPS to the national posts of almost every country, and show every step in one timeline.</p>`,
  },
  {
    key: 'main_page:order-number',
    type: 'main_page',
    name: 'Order number warning',
    order: 2,
    content: `<p><strong>An order number is not a tracking number.</strong> The number in your order confirmation identifies your purchase at the shop; carriers cannot find it. Look for the tracking number in the shipping confirmation or under "Track package" in your order.</p>`,
  },
  {
    key: 'main_page:how-it-works',
    type: 'main_page',
    name: 'How it works',
    order: 3,
    content: `<h3>How it works</h3>
<ol>
<li><strong>Enter the number</strong> from your shipping confirmation.</li>
<li><strong>We detect the carrier</strong> from the number's format and check digit.</li>
<li><strong>See every event</strong> in one timeline, with updates while the parcel is on its way.</li>
</ol>`,
  },
  {
    key: 'courier_page:how-to-track',
    type: 'courier_page',
    name: 'How to track',
    order: 1,
    content: `<h3>How to track your parcel</h3>
<p>Enter the tracking number from your shipping confirmation in the search box. ParcelPilot checks the number's format, asks the carrier for the latest events and shows them in one timeline. Save the number to follow the parcel until it is delivered.</p>`,
  },
  {
    key: 'courier_page:no-information',
    type: 'courier_page',
    name: 'No information yet',
    order: 2,
    content: `<h3>No information yet?</h3>
<p>Tracking often starts only when the carrier scans the parcel for the first time, which can be several days after the shop sends you the number. Check that you entered a tracking number rather than an order number, and try again later.</p>`,
  },
];
