import type { CustomFieldValue } from '../../../database/schema/index.js';

export interface ContentSeed {
  /** sys_name of the content type. */
  contentType: string;
  /** sys_names of the categories. */
  taxonomy: string[];
  title: string;
  seo_url: string;
  short_description: string;
  /** Rich text (it goes through the same sanitiser as staff edits). */
  description: string;
  showOnFront?: boolean;
  showOnMenu?: boolean;
  order?: number;
  customFields?: Record<string, CustomFieldValue>;
}

const HELP: ContentSeed[] = [
  {
    contentType: 'help-center',
    taxonomy: ['help-center'],
    title: 'How parcel tracking works',
    seo_url: 'how-parcel-tracking-works',
    short_description:
      'Every scan of your parcel becomes a tracking event. Here is where those events come from and why they sometimes arrive late.',
    showOnMenu: true,
    order: 1,
    customFields: { summary: 'Scans at each hand-over become events; we collect them from the carriers for you.' },
    description: `<h2>Every scan is an event</h2>
<p>When a carrier accepts a parcel it prints or links a tracking number to it. From then on, the parcel is scanned each time it changes hands: at the counter or pickup, at sorting centres, when it is loaded for a flight or a truck, at customs, at the local depot and at the door. Each scan becomes a <strong>tracking event</strong> with a time, a place and a short description.</p>
<h2>Where ParcelPilot gets the events</h2>
<p>When you enter a number, ParcelPilot first recognises its format to find out which carriers issue numbers like it. It then asks those carriers for the events, directly through their APIs where we have a connection (for example DHL, UPS, USPS and FedEx) and through a tracking aggregator for hundreds of other couriers and postal services. The events of every carrier involved are merged into one timeline.</p>
<h2>Why events appear late or in bursts</h2>
<ul>
<li>Some scans are uploaded only when a vehicle or a container reaches the next facility, so several events can appear at once.</li>
<li>International parcels are often handed from the sending country's carrier to a carrier in the destination country. There can be a gap of several days while the parcel is on a plane or ship and no one scans it.</li>
<li>The first scan may take a few days after the seller creates a label: a label is not the same as a parcel in the carrier's hands.</li>
</ul>
<p>ParcelPilot checks undelivered parcels again regularly, so the page shows new events without you having to search again.</p>`,
  },
  {
    contentType: 'help-center',
    taxonomy: ['help-center'],
    title: 'What the tracking statuses mean',
    seo_url: 'tracking-statuses-explained',
    short_description:
      'In transit, out for delivery, delivered, delivery failed, returned or not found: what each status tells you and what to do next.',
    showOnMenu: true,
    order: 2,
    customFields: { summary: 'The six statuses we show and what each one means for you.' },
    description: `<p>Carriers describe events in hundreds of different ways. ParcelPilot sums up the latest events of your parcel in one of six statuses.</p>
<h2>In Transit</h2>
<p>The carrier has the parcel and it is moving: between sorting centres, on its way abroad, in customs or at the local depot. This is usually the longest stage.</p>
<h2>Out for Delivery</h2>
<p>The parcel is on the vehicle that delivers it today. Make sure someone can receive it, or check the carrier's options to redirect it.</p>
<h2>Delivered</h2>
<p>The carrier recorded the delivery: handed over, left in a safe place, put in a mailbox or left at a pickup point or parcel locker. The last event often says which.</p>
<h2>Delivery Fail</h2>
<p>The carrier tried to deliver but could not: nobody at home, an address problem, no access to the building, or a payment due (for example import duties). Carriers usually try again or keep the parcel at a pickup point for a limited time, often one to two weeks.</p>
<h2>Returned</h2>
<p>The parcel is on its way back to the sender or has already arrived there, for example because it was refused, not collected in time or could not be delivered. Contact the sender about a refund or a new shipment.</p>
<h2>Not Found</h2>
<p>No carrier has events for this number yet. Read <a href="/t/help-center/no-tracking-information">No tracking information yet</a> for the usual reasons.</p>`,
  },
  {
    contentType: 'help-center',
    taxonomy: ['help-center'],
    title: 'Order number or tracking number?',
    seo_url: 'order-number-vs-tracking-number',
    short_description:
      'The number in your order confirmation is usually not a tracking number. How to tell them apart and where to find the right one.',
    showOnMenu: true,
    order: 3,
    customFields: { summary: 'An order number identifies your purchase; only a tracking number can be tracked.' },
    description: `<p>An <strong>order number</strong> is created by the shop when you pay. It identifies your purchase in the shop's own system, for example <em>112-1234567-1234567</em> at Amazon or a long number of digits at AliExpress. Carriers have never seen it, so no carrier can track it.</p>
<p>A <strong>tracking number</strong> is created by the carrier (or by the shop on the carrier's behalf) when the parcel is handed over for shipping. Only this number appears in the carrier's system.</p>
<h2>How to find the tracking number</h2>
<ul>
<li>Open the order in the shop's website or app and look for "Track package", "Shipping details" or "Logistics information".</li>
<li>Look for the shipping confirmation e-mail; it usually arrives some hours or days after the order confirmation.</li>
<li>Marketplace orders may be split into several parcels, each with its own tracking number.</li>
</ul>
<h2>How to tell them apart</h2>
<p>International postal tracking numbers look like <em>RB123456785CN</em>: two letters, nine digits and two letters for the country. Courier numbers have formats of their own, for example UPS numbers start with 1Z. When you enter a number that matches a known order-number format, ParcelPilot tells you so instead of searching the carriers.</p>`,
  },
  {
    contentType: 'help-center',
    taxonomy: ['help-center'],
    title: 'Why is my parcel held in customs?',
    seo_url: 'customs-delays',
    short_description:
      'Parcels crossing a border must clear customs. Why that can take days, when you have to pay, and how to speed things up.',
    order: 4,
    customFields: { summary: 'Customs checks, duties and missing documents are the usual reasons for a stop.' },
    description: `<p>Every parcel that crosses a border is presented to the customs authority of the destination country. Most parcels are cleared within a day or two, but some wait much longer.</p>
<h2>Common reasons for a delay</h2>
<ul>
<li><strong>Volume:</strong> before holidays and during large online sales, customs and the carriers' clearance teams handle many more parcels than usual.</li>
<li><strong>Duties and taxes:</strong> if import VAT or duties are due, the parcel waits until they are paid. The carrier or post usually contacts you by e-mail, text message or a notice.</li>
<li><strong>Missing or unclear documents:</strong> a vague description ("gift", "parts") or a missing value on the customs declaration can lead to questions. The carrier may ask you for an invoice or a proof of payment.</li>
<li><strong>Inspection:</strong> some parcels are opened and checked, for example goods that are restricted or need a licence.</li>
</ul>
<h2>What you can do</h2>
<p>Watch for messages from the carrier and answer them quickly, and keep the order confirmation and payment receipt at hand. Rules on thresholds and taxes differ from country to country and change over time, so the customs authority of your country is the reliable source. If a parcel has not moved for more than a couple of weeks, contact the carrier in the destination country with the tracking number.</p>`,
  },
  {
    contentType: 'help-center',
    taxonomy: ['help-center'],
    title: 'No tracking information yet',
    seo_url: 'no-tracking-information',
    short_description:
      'A new tracking number often shows nothing for a few days. The usual reasons, and when it is time to contact the sender.',
    order: 5,
    customFields: { summary: 'New numbers often show nothing until the carrier scans the parcel.' },
    description: `<p>If ParcelPilot finds no information about your package, the parcel has usually not been handed to the carrier yet, or the number is not the one the carrier uses.</p>
<ul>
<li><strong>The label was created but the parcel not yet scanned.</strong> Sellers often create a label days before a carrier picks the parcel up. Tracking can start several days after the shop sends you the number.</li>
<li><strong>The number is mistyped.</strong> Check letters that look like digits (O and 0, I and 1) and copy the number rather than typing it.</li>
<li><strong>It is an order number.</strong> See <a href="/t/help-center/order-number-vs-tracking-number">Order number or tracking number?</a></li>
<li><strong>The number belongs to the first leg only.</strong> Some shipments get a new number from the carrier in the destination country. The shop or the first carrier's page often shows it.</li>
</ul>
<p>If there is still nothing after about a week for a domestic parcel, or two weeks for an international one, ask the sender to check the shipment with their carrier.</p>`,
  },
  {
    contentType: 'help-center',
    taxonomy: ['help-center'],
    title: 'Marked as delivered but not received',
    seo_url: 'delivered-but-not-received',
    short_description: 'What to check first when the tracking says delivered and you cannot find the parcel.',
    order: 6,
    customFields: { summary: 'Check safe places, neighbours and pickup points, then contact the sender.' },
    description: `<p>A "delivered" status is recorded by the driver, sometimes a little before the actual hand-over. Before anything else:</p>
<ol>
<li>Read the last event: it often says where the parcel was left (a safe place, a neighbour, a mailbox, a pickup point or a locker).</li>
<li>Look around the entrance, mailroom and reception, and ask neighbours and other people in your household.</li>
<li>Wait until the end of the day: parcels are sometimes scanned as delivered early.</li>
<li>Check whether a delivery photo or signature is available on the carrier's own tracking page.</li>
</ol>
<p>If the parcel is still missing, contact the <strong>sender</strong> first: the sender is the carrier's customer and is the one who can open an investigation or a claim. Most shops and marketplaces also have their own procedure for parcels that did not arrive.</p>`,
  },
  {
    contentType: 'help-center',
    taxonomy: ['help-center'],
    title: 'How ParcelPilot recognises the carrier',
    seo_url: 'how-carrier-detection-works',
    short_description:
      'Tracking numbers follow the formats of the carriers that issue them. How we use those formats and their check digits.',
    order: 7,
    customFields: { summary: 'Formats, prefixes and check digits point to the carriers that issued a number.' },
    description: `<p>Most carriers issue tracking numbers in a fixed format: a length, a set of allowed characters, sometimes a prefix such as <em>1Z</em> for UPS, and often a <strong>check digit</strong> calculated from the other characters. ParcelPilot compares your number with the published formats of dozens of carrier families and with the international postal format of every member of the Universal Postal Union.</p>
<p>A number whose check digit is correct is a strong match. Some formats have no check digit or are shared by several carriers; then we show every likely carrier and ask each of them. The <a href="/find-carrier-by-tracking-number">carrier detection table</a> lists the formats we know.</p>`,
  },
];

const ARTICLES: ContentSeed[] = [
  {
    contentType: 'article',
    taxonomy: ['article'],
    title: 'International postal tracking numbers (S10) explained',
    seo_url: 's10-tracking-numbers-explained',
    short_description:
      'Why postal tracking numbers look like RR123456785DE, what each part means and how the check digit works.',
    order: 1,
    customFields: { 'reading-time': '4 min', 'source-link': 'https://www.upu.int' },
    description: `<p>Postal operators around the world number registered and tracked items in the same way, following the Universal Postal Union's <strong>S10</strong> standard. That is why a parcel from China and a registered letter from Germany have numbers of the same shape, and why the post of the destination country can track an item it did not number.</p>
<h2>The four parts</h2>
<ul>
<li><strong>Two letters: the service.</strong> The first letter hints at the product: E for EMS express items, R for registered letters, C for parcels, V for insured letters, and L or U for small packets and other letter-post items, whose exact meaning varies by operator.</li>
<li><strong>Eight digits: the serial number</strong> given by the sending operator.</li>
<li><strong>One digit: the check digit.</strong> The eight serial digits are multiplied by 8, 6, 4, 2, 3, 5, 9 and 7, the products are added up, and the check digit is 11 minus the remainder of the sum divided by 11 (with 10 written as 0 and 11 as 5). A mistyped digit almost always breaks it.</li>
<li><strong>Two letters: the country</strong> of the operator that issued the number, as an ISO code: CN for China, GB for the United Kingdom, US for the United States.</li>
</ul>
<h2>What it means for tracking</h2>
<p>Because the number travels with the item, both the sending and the receiving post report events under the same number. Events from the sending country usually stop at export; events from your country start at import, often after a gap while the item is in the air.</p>`,
  },
  {
    contentType: 'article',
    taxonomy: ['article'],
    title: 'From one carrier to another: how international parcels change hands',
    seo_url: 'international-parcel-handover',
    short_description:
      'Many international parcels are carried by two or three companies. Why tracking pages change, and how to follow the parcel to your door.',
    order: 2,
    customFields: { 'reading-time': '3 min' },
    description: `<p>A parcel bought abroad rarely travels with a single company. A typical journey for an online order looks like this:</p>
<ol>
<li>The seller hands the parcel to a logistics company or the national post in the sending country.</li>
<li>The parcel is consolidated with others, exported and flown or shipped to the destination country.</li>
<li>After customs clearance it is handed to a local carrier: the national post or a courier company that delivers the last mile.</li>
</ol>
<p>Sometimes the number stays the same all the way (postal S10 numbers do). Sometimes the local carrier assigns a new number; the first carrier's events then mention it, for example "handed over to the destination carrier" with the new number. ParcelPilot shows such extra numbers when the carrier reports them, so you can follow the parcel to your door.</p>
<p>Expect a quiet period between export and import events: it is normal for a parcel to show no events for several days while it is in transit between countries.</p>`,
  },
  {
    contentType: 'article',
    taxonomy: ['article'],
    title: 'How long does shipping from China take?',
    seo_url: 'shipping-time-from-china',
    short_description:
      'Delivery times from China depend far more on the shipping method than on the distance. What to expect from each kind of service.',
    order: 3,
    customFields: { 'reading-time': '3 min' },
    description: `<p>The time a parcel from China takes depends mostly on the service the seller chose:</p>
<ul>
<li><strong>Express couriers</strong> (DHL, UPS, FedEx, SF Express) fly parcels on their own networks and clear customs themselves: usually a few working days.</li>
<li><strong>E-commerce lines</strong> (for example Cainiao, YunExpress or 4PX) consolidate parcels, fly them in bulk and hand them to a local carrier: often one to three weeks.</li>
<li><strong>Postal services</strong> (China Post small packets and parcels) depend on the capacity of the postal network and customs in the destination country: often two to six weeks, sometimes more.</li>
</ul>
<p>Large sales events and the Chinese New Year holidays add delays to every method. For the real distribution of delivery times on a route, see the <a href="/shipping-time-calculator">shipping-time calculator</a>, which is built from the parcels tracked on ParcelPilot.</p>`,
  },
  {
    contentType: 'article',
    taxonomy: ['article'],
    title: 'Keeping track of several parcels at once',
    seo_url: 'tracking-several-parcels',
    short_description: 'Practical tips for following many orders without losing track of any of them.',
    order: 4,
    customFields: { 'reading-time': '2 min' },
    description: `<ul>
<li><strong>Save each number as soon as you get it.</strong> ParcelPilot keeps the numbers you search in your browser, with the latest status, so you can see them all in <a href="/my-tracking-list">My tracking list</a>.</li>
<li><strong>Give parcels a name.</strong> "Shoes from the sale" is easier to recognise than a 22-digit number.</li>
<li><strong>Check split orders.</strong> One marketplace order can arrive in several parcels with separate numbers.</li>
<li><strong>Mind the deadlines.</strong> Marketplaces protect buyers for a limited time after the order. If a parcel is very late, open a dispute before that window closes.</li>
</ul>`,
  },
];

const FAQ: ContentSeed[] = [
  {
    title: 'Where do I find my tracking number?',
    seo_url: 'where-is-my-tracking-number',
    description:
      '<p>In the shipping confirmation e-mail from the shop, or in the order details under "Track package" or "Shipping information". It is not the order number from the order confirmation.</p>',
  },
  {
    title: 'Why does my tracking number show no information?',
    seo_url: 'why-no-information',
    description:
      '<p>Usually the parcel has not been scanned by the carrier yet: a label can be created days before the parcel is handed over. Check the number for typing mistakes and try again in a day or two.</p>',
  },
  {
    title: 'Why has my parcel not moved for days?',
    seo_url: 'parcel-not-moving',
    description:
      '<p>Parcels are not scanned while they travel between countries or wait for customs clearance. A gap of a week or more is common for international shipments; it does not mean the parcel is lost.</p>',
  },
  {
    title: 'Can I track a parcel with my order number?',
    seo_url: 'track-with-order-number',
    description:
      '<p>No. Carriers only know tracking numbers. Open the order in the shop to find the tracking number, or ask the seller for it.</p>',
  },
  {
    title: 'Which carriers can ParcelPilot track?',
    seo_url: 'which-carriers',
    description:
      '<p>Hundreds: the major express couriers, the national postal services of the member countries of the Universal Postal Union and many regional and e-commerce carriers. See the <a href="/couriers">courier directory</a>.</p>',
  },
  {
    title: 'What should I do if my parcel says delivered but I do not have it?',
    seo_url: 'delivered-not-received',
    description:
      '<p>Check where the last event says it was left, ask neighbours and check pickup points, then contact the sender, who can open an investigation with the carrier.</p>',
  },
  {
    title: 'Do I have to pay anything at customs?',
    seo_url: 'customs-charges',
    description:
      '<p>Sometimes. Import VAT or duties may be due depending on the value, the kind of goods and the rules of your country. The carrier tells you how to pay before it delivers.</p>',
  },
  {
    title: 'Is ParcelPilot free?',
    seo_url: 'is-it-free',
    description: '<p>Yes. Tracking parcels on ParcelPilot is free and needs no account.</p>',
  },
].map((entry, index) => ({
  ...entry,
  contentType: 'faq',
  taxonomy: ['faq'],
  short_description: '',
  showOnFront: true,
  order: index + 1,
}));

const POSTAL: ContentSeed[] = [
  {
    contentType: 'postal-services',
    taxonomy: ['postal-services'],
    title: 'What national postal services do',
    seo_url: 'national-postal-services',
    short_description:
      'Designated postal operators exchange international mail under the Universal Postal Union. What that means for your parcels.',
    order: 1,
    description: `<p>Each member country of the <strong>Universal Postal Union</strong> (UPU), a United Nations agency founded in 1874, designates an operator to handle international mail: United States Postal Service, Royal Mail, La Poste, China Post, Deutsche Post and many more. These operators deliver each other's letters and parcels under common rules and settle the costs between them.</p>
<p>For shoppers this means that a small parcel sent by post from one country is delivered by the national post of the destination country, usually under the same S10 tracking number. The <a href="/list-of-national-postal-services">list of national postal services</a> shows every operator ParcelPilot knows.</p>`,
  },
  {
    contentType: 'postal-services',
    taxonomy: ['postal-services'],
    title: 'EMS: the express service of the posts',
    seo_url: 'ems-express-mail-service',
    short_description: 'EMS items travel with priority between national posts. How to recognise and track them.',
    order: 2,
    description: `<p><strong>EMS</strong> (Express Mail Service) is the express product that postal operators exchange under the UPU. EMS items get priority handling and are tracked from end to end. Their S10 tracking numbers start with the letter E, for example <em>EA123456785CN</em>.</p>
<p>EMS is usually faster than regular postal parcels but slower than the private express couriers, and it is delivered by the national post in the destination country.</p>`,
  },
  {
    contentType: 'postal-services',
    taxonomy: ['postal-services'],
    title: 'China Post',
    seo_url: 'china-post',
    short_description:
      "China's national postal operator and one of the largest senders of e-commerce parcels worldwide.",
    order: 3,
    customFields: {
      country: 'China',
      'official-website': 'https://www.chinapost.com.cn',
      'carrier-code': 'china-post',
    },
    description: `<p>China Post is the designated postal operator of China. It carries a large share of the small parcels sent by Chinese online sellers, as registered small packets, e-commerce packets and EMS items. Its international tracking numbers end in <em>CN</em>.</p>
<p>After export, China Post items are delivered by the national post of the destination country, which reports events under the same number.</p>`,
  },
  {
    contentType: 'postal-services',
    taxonomy: ['postal-services'],
    title: 'United States Postal Service (USPS)',
    seo_url: 'usps',
    short_description:
      'The national postal service of the United States and the last-mile carrier for many international parcels.',
    order: 4,
    customFields: { country: 'United States', 'official-website': 'https://www.usps.com', 'carrier-code': 'usps' },
    description: `<p>The United States Postal Service delivers to every address in the United States. Its domestic tracking numbers are usually 20 to 22 digits long (for example numbers starting with 9400 or 9205), and it delivers incoming international postal items under their S10 numbers.</p>
<p>Services include Priority Mail, Priority Mail Express and USPS Ground Advantage for parcels.</p>`,
  },
  {
    contentType: 'postal-services',
    taxonomy: ['postal-services'],
    title: 'Royal Mail',
    seo_url: 'royal-mail',
    short_description:
      "The United Kingdom's designated postal operator, delivering letters and parcels to every UK address.",
    order: 5,
    customFields: {
      country: 'United Kingdom',
      'official-website': 'https://www.royalmail.com',
      'carrier-code': 'royal-mail',
    },
    description: `<p>Royal Mail is the designated postal operator of the United Kingdom, with a universal service that reaches every address in the country. Tracked and signed-for items carry numbers in the S10 format ending in <em>GB</em>; Parcelforce Worldwide, part of the same group, handles larger and express parcels.</p>`,
  },
];

/** Help-center pages, articles, FAQ entries and postal-service pages written for ParcelPilot. */
export const CONTENT_SEED: readonly ContentSeed[] = [...HELP, ...ARTICLES, ...FAQ, ...POSTAL];
