import { detectOrderNumber, detectTrackingNumber, normaliseTrackingNumber } from './detection.engine.js';
import { ORDER_NUMBER_FORMATS, type OrderNumberFormat } from './order-number-formats.js';

function formatMatches(format: OrderNumberFormat, input: string): boolean {
  return format.pattern.test(format.input === 'raw' ? input.trim() : normaliseTrackingNumber(input));
}

describe('order number formats', () => {
  it('cover Amazon, eBay, AliExpress, Walmart, Temu and Shopify', () => {
    const marketplaces = new Set(ORDER_NUMBER_FORMATS.map((format) => format.marketplace));
    for (const marketplace of ['amazon', 'ebay', 'aliexpress', 'walmart', 'temu', 'shopify']) {
      expect(marketplaces).toContain(marketplace);
    }
  });

  describe.each(ORDER_NUMBER_FORMATS.map((format) => [format.id, format] as const))('%s', (_id, format) => {
    it.each(format.examples.valid)('recognises %s', (example) => {
      expect(formatMatches(format, example)).toBe(true);
      expect(detectOrderNumber(example, [])).toEqual({ marketplace: format.marketplace, name: format.name });
    });

    it.each(format.examples.invalid)('does not take %s for this format', (example) => {
      expect(formatMatches(format, example)).toBe(false);
    });
  });

  it('reads dashes from the raw input, which normalisation drops', () => {
    expect(detectTrackingNumber(' 112-1234567-1234567 ')).toMatchObject({
      number: '11212345671234567',
      orderNumber: { marketplace: 'amazon', name: 'Amazon' },
    });
    expect(detectTrackingNumber('12-34567-89012').orderNumber).toEqual({ marketplace: 'ebay', name: 'eBay' });
    expect(detectTrackingNumber('123456789012').orderNumber).toBeNull();
  });

  it('recognises a Shopify order name, # included, when the engine is called directly', () => {
    expect(detectTrackingNumber('#1001')).toEqual({
      number: '#1001',
      candidates: [],
      orderNumber: { marketplace: 'shopify', name: 'Shopify store' },
    });
  });

  it('reports an eBay order even when its digits also fit a tracking format', () => {
    const result = detectTrackingNumber('32-00003-16762');
    expect(result.candidates.map((candidate) => candidate.carrier)).toContain('fedex');
    expect(result.orderNumber).toEqual({ marketplace: 'ebay', name: 'eBay' });
  });

  it('keeps only carriers with a verified check digit beside the warning', () => {
    // 16 digits starting with 8 fit the AliExpress order layout; no check-digit format verifies this one, so no
    // carrier is suggested.
    expect(detectTrackingNumber('8199633578334590')).toEqual({
      number: '8199633578334590',
      candidates: [],
      orderNumber: { marketplace: 'aliexpress', name: 'AliExpress' },
    });
    // eBay's 2-5-5 layout: a FedEx Express number with a verified check digit may stand beside it, nothing weaker.
    for (const raw of ['12-34567-89012', '04-10842-51923', '32-00003-16762']) {
      const { candidates, orderNumber } = detectTrackingNumber(raw);
      expect(orderNumber).toEqual({ marketplace: 'ebay', name: 'eBay' });
      expect(candidates.every((candidate) => candidate.confidence === 'high')).toBe(true);
    }
  });

  it('ignores a bare digit run when a tracking number with a valid check digit explains it', () => {
    // 16 digits starting with 8 look like an AliExpress order, but this one is a valid Canada Post number.
    const canadaPost = '8012345678901237';
    expect(detectTrackingNumber(canadaPost).candidates[0]).toMatchObject({
      carrier: 'canada-post',
      confidence: 'high',
    });
    expect(detectTrackingNumber(canadaPost).orderNumber).toBeNull();
    // Same digits with another last digit: no valid tracking number, so the order format stands.
    expect(detectTrackingNumber('8012345678901238').orderNumber).toEqual({
      marketplace: 'aliexpress',
      name: 'AliExpress',
    });
  });
});
