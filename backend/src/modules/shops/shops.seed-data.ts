/** Well-known online shops for the /shops pages: where shoppers most often look for a parcel's tracking number. */
export interface ShopSeed {
  name: string;
  system_name: string;
  homepage: string;
  type: 'marketplace' | 'retailer' | 'fashion' | 'electronics' | 'home' | 'beauty' | 'sports' | 'pets';
  description: string;
}

export const SHOP_SEED: readonly ShopSeed[] = [
  {
    name: 'Amazon',
    system_name: 'amazon',
    homepage: 'https://www.amazon.com',
    type: 'marketplace',
    description:
      'The largest online marketplace in the US and Europe. Orders ship with Amazon Logistics or with partners such as UPS, USPS and DHL; the carrier and its tracking number appear under "Track package".',
  },
  {
    name: 'AliExpress',
    system_name: 'aliexpress',
    homepage: 'https://www.aliexpress.com',
    type: 'marketplace',
    description:
      "Alibaba Group's international marketplace. Most parcels travel with Cainiao and are handed to the destination country's post, whose tracking number often starts with LP, RB or ends in CN.",
  },
  {
    name: 'eBay',
    system_name: 'ebay',
    homepage: 'https://www.ebay.com',
    type: 'marketplace',
    description:
      'An online marketplace where each seller chooses the carrier. The tracking number is in the order details once the seller marks the item as shipped.',
  },
  {
    name: 'Temu',
    system_name: 'temu',
    homepage: 'https://www.temu.com',
    type: 'marketplace',
    description:
      'A marketplace shipping directly from manufacturers, mostly in China. Orders may be split into several parcels, each with its own tracking number.',
  },
  {
    name: 'SHEIN',
    system_name: 'shein',
    homepage: 'https://www.shein.com',
    type: 'fashion',
    description:
      'An online fashion retailer shipping from its own warehouses; local delivery is handed to national posts or couriers such as Evri, DPD or USPS.',
  },
  {
    name: 'Walmart',
    system_name: 'walmart',
    homepage: 'https://www.walmart.com',
    type: 'retailer',
    description:
      'The largest US retailer. Online orders ship with FedEx, UPS, USPS or OnTrac, or with marketplace sellers who choose their own carrier.',
  },
  {
    name: 'Etsy',
    system_name: 'etsy',
    homepage: 'https://www.etsy.com',
    type: 'marketplace',
    description:
      'A marketplace for handmade and vintage goods. Independent sellers ship with the carrier of their choice and add the tracking number to the order.',
  },
  {
    name: 'Target',
    system_name: 'target',
    homepage: 'https://www.target.com',
    type: 'retailer',
    description: 'A US general retailer whose online orders ship with UPS, FedEx, USPS or Shipt for same-day delivery.',
  },
  {
    name: 'Best Buy',
    system_name: 'best-buy',
    homepage: 'https://www.bestbuy.com',
    type: 'electronics',
    description:
      'A US electronics retailer. Parcels ship with UPS, FedEx or USPS; large appliances are delivered by its own scheduled delivery service.',
  },
  {
    name: 'Wish',
    system_name: 'wish',
    homepage: 'https://www.wish.com',
    type: 'marketplace',
    description:
      'A marketplace of low-priced goods mostly shipped from China through its WishPost logistics network and the destination post.',
  },
  {
    name: 'Zalando',
    system_name: 'zalando',
    homepage: 'https://www.zalando.com',
    type: 'fashion',
    description:
      'A European online fashion platform delivering in more than twenty countries with DHL, DPD, GLS, PostNL, Hermes and national posts.',
  },
  {
    name: 'ASOS',
    system_name: 'asos',
    homepage: 'https://www.asos.com',
    type: 'fashion',
    description:
      'A British online fashion retailer shipping worldwide; UK orders travel with Evri or Royal Mail, international ones with DHL, UPS or local posts.',
  },
  {
    name: 'JD.com',
    system_name: 'jd-com',
    homepage: 'https://global.jd.com',
    type: 'retailer',
    description: 'One of the largest Chinese online retailers, delivering with its own logistics arm, JD Logistics.',
  },
  {
    name: 'Taobao',
    system_name: 'taobao',
    homepage: 'https://world.taobao.com',
    type: 'marketplace',
    description:
      "Alibaba's consumer-to-consumer marketplace in China. Domestic parcels travel with express companies such as ZTO, YTO, STO and Yunda.",
  },
  {
    name: 'Tmall',
    system_name: 'tmall',
    homepage: 'https://www.tmall.com',
    type: 'marketplace',
    description:
      "Alibaba's marketplace for brands and official stores in China; deliveries use Cainiao's network of express partners.",
  },
  {
    name: 'Rakuten',
    system_name: 'rakuten',
    homepage: 'https://www.rakuten.co.jp',
    type: 'marketplace',
    description:
      'The largest Japanese online marketplace. Each store ships with Japan Post, Yamato Transport or Sagawa Express.',
  },
  {
    name: 'Mercado Libre',
    system_name: 'mercado-libre',
    homepage: 'https://www.mercadolibre.com',
    type: 'marketplace',
    description:
      'The leading marketplace in Latin America, delivering through its own Mercado Envíos network and local couriers and posts.',
  },
  {
    name: 'Flipkart',
    system_name: 'flipkart',
    homepage: 'https://www.flipkart.com',
    type: 'marketplace',
    description: 'A major Indian e-commerce marketplace, delivering mostly with its own logistics company, Ekart.',
  },
  {
    name: 'Shopee',
    system_name: 'shopee',
    homepage: 'https://shopee.com',
    type: 'marketplace',
    description:
      'A marketplace across Southeast Asia, Taiwan and Brazil. Parcels travel with Shopee Xpress or with local couriers such as J&T Express and Ninja Van.',
  },
  {
    name: 'Lazada',
    system_name: 'lazada',
    homepage: 'https://www.lazada.com',
    type: 'marketplace',
    description:
      "Alibaba's Southeast Asian marketplace, delivering with LEX (Lazada Express) and partner couriers in six countries.",
  },
  {
    name: 'Allegro',
    system_name: 'allegro',
    homepage: 'https://allegro.pl',
    type: 'marketplace',
    description:
      "Poland's largest online marketplace. Sellers ship with InPost parcel lockers, DPD, DHL, Poczta Polska or Allegro's own One network.",
  },
  {
    name: 'Otto',
    system_name: 'otto',
    homepage: 'https://www.otto.de',
    type: 'retailer',
    description:
      'A German online retailer whose parcels are delivered mostly by Hermes; bulky goods arrive by freight.',
  },
  {
    name: 'IKEA',
    system_name: 'ikea',
    homepage: 'https://www.ikea.com',
    type: 'home',
    description:
      'The Swedish furniture retailer. Small items ship as parcels; furniture is delivered by local freight partners on a booked date.',
  },
  {
    name: 'Apple',
    system_name: 'apple',
    homepage: 'https://www.apple.com',
    type: 'electronics',
    description:
      "Apple's online store ships with UPS, FedEx, DHL or local couriers; the order status page links to the carrier's tracking.",
  },
  {
    name: 'Nike',
    system_name: 'nike',
    homepage: 'https://www.nike.com',
    type: 'sports',
    description: "Nike's online store ships with FedEx, UPS or local carriers depending on the country.",
  },
  {
    name: 'Adidas',
    system_name: 'adidas',
    homepage: 'https://www.adidas.com',
    type: 'sports',
    description: "Adidas's online store ships with UPS, DHL, DPD or national posts depending on the country.",
  },
  {
    name: 'H&M',
    system_name: 'h-m',
    homepage: 'https://www.hm.com',
    type: 'fashion',
    description:
      'A Swedish fashion retailer whose online orders ship with national posts and couriers such as PostNord, DHL and UPS.',
  },
  {
    name: 'Zara',
    system_name: 'zara',
    homepage: 'https://www.zara.com',
    type: 'fashion',
    description:
      "Inditex's fashion brand; online orders ship from Spain with couriers such as UPS, DHL, Seur and national posts.",
  },
  {
    name: 'Costco',
    system_name: 'costco',
    homepage: 'https://www.costco.com',
    type: 'retailer',
    description: 'A US warehouse club; online orders ship with UPS, FedEx or freight carriers for large items.',
  },
  {
    name: 'The Home Depot',
    system_name: 'the-home-depot',
    homepage: 'https://www.homedepot.com',
    type: 'home',
    description:
      'A US home-improvement retailer shipping parcels with UPS and FedEx and large items by truck delivery.',
  },
  {
    name: 'Wayfair',
    system_name: 'wayfair',
    homepage: 'https://www.wayfair.com',
    type: 'home',
    description:
      'An online furniture and home retailer. Small items ship by parcel carriers; large ones by Wayfair Delivery Network or freight partners.',
  },
  {
    name: 'Newegg',
    system_name: 'newegg',
    homepage: 'https://www.newegg.com',
    type: 'electronics',
    description: 'A US online electronics and computer parts retailer shipping with UPS, FedEx and USPS.',
  },
  {
    name: 'Banggood',
    system_name: 'banggood',
    homepage: 'https://www.banggood.com',
    type: 'marketplace',
    description:
      'A Chinese online retailer of gadgets and hobby goods, shipping worldwide with postal services, its own lines and express couriers.',
  },
  {
    name: 'Joom',
    system_name: 'joom',
    homepage: 'https://www.joom.com',
    type: 'marketplace',
    description:
      'A marketplace of goods shipped mostly from China to Europe, delivered by Joom Logistics and local posts.',
  },
  {
    name: 'Wildberries',
    system_name: 'wildberries',
    homepage: 'https://www.wildberries.ru',
    type: 'marketplace',
    description: 'A large marketplace in Russia and Central Asia that delivers to its own pick-up points.',
  },
  {
    name: 'Ozon',
    system_name: 'ozon',
    homepage: 'https://www.ozon.ru',
    type: 'marketplace',
    description: 'A Russian online marketplace delivering with its own courier service and pick-up points.',
  },
  {
    name: 'bol.com',
    system_name: 'bol-com',
    homepage: 'https://www.bol.com',
    type: 'marketplace',
    description: 'The largest online store in the Netherlands and Belgium, delivering with PostNL, DHL and bpost.',
  },
  {
    name: 'Cdiscount',
    system_name: 'cdiscount',
    homepage: 'https://www.cdiscount.com',
    type: 'marketplace',
    description:
      'A French online retailer and marketplace delivering with Colissimo, Chronopost, Mondial Relay and freight partners.',
  },
  {
    name: 'Argos',
    system_name: 'argos',
    homepage: 'https://www.argos.co.uk',
    type: 'retailer',
    description: 'A British retailer offering home delivery with its own vans and couriers, and collection in store.',
  },
  {
    name: 'Sephora',
    system_name: 'sephora',
    homepage: 'https://www.sephora.com',
    type: 'beauty',
    description:
      'A beauty retailer whose online orders ship with UPS, FedEx, USPS or local couriers depending on the country.',
  },
  {
    name: 'Uniqlo',
    system_name: 'uniqlo',
    homepage: 'https://www.uniqlo.com',
    type: 'fashion',
    description:
      'A Japanese casual-wear retailer shipping online orders with local couriers and posts in each country.',
  },
  {
    name: 'Chewy',
    system_name: 'chewy',
    homepage: 'https://www.chewy.com',
    type: 'pets',
    description: 'A US online pet-supply retailer shipping from its own fulfilment centres with FedEx, UPS and OnTrac.',
  },
];
