import { detectTrackingNumber } from './detection.engine.js';
import {
  buildCorpus,
  lossesByFormat,
  scoreCorpus,
  type CorpusFigures,
  type DetectionCorpus,
} from './testing/detection-corpus.test-support.js';

/**
 * The engine on our own labelled corpus (testing/detection-corpus.test-support.ts: documented examples and
 * numbers generated from the formats' rules, typos, noise, order numbers). `npm run bench:detect` prints the same
 * figures. Ambiguous layouts count against top-1 here: a generated FedEx SmartPost number is also a valid USPS
 * IMpb, which the engine ranks first, so top-1 cannot reach 100% by construction.
 */
describe('detection on our labelled corpus', () => {
  let corpus: DetectionCorpus;
  let figures: CorpusFigures;

  beforeAll(() => {
    corpus = buildCorpus(20_240_601, { generatedPerFormat: 20, typos: 2000, noise: 2000 });
    figures = scoreCorpus(corpus, detectTrackingNumber);
  });

  it('lists the right carrier for every valid number, and first for at least 95%', () => {
    expect(figures.valid.count).toBeGreaterThan(1500);
    expect(figures.valid.anyCandidate).toBe(1);
    expect(figures.valid.top1).toBeGreaterThanOrEqual(0.95);
  });

  it('puts another carrier first only where two carriers share a layout', () => {
    // IMpb numbers USPS delivers for UPS Mail Innovations and FedEx SmartPost; the four 12-digit layouts with a check
    // digit (FedEx Express, Purolator, DHL Paket Identcode, GLS); A + 10 digits (a UPS waybill whose check digit fits
    // before Amazon's shape without one); 14 digits (a Hermes GS1 check digit that fits before DHL eCommerce's shape).
    const shared = [
      'ups-mail-innovations-impb',
      'fedex-smartpost-22',
      'fedex-express-12',
      'purolator-12',
      'dhl-paket-12',
      'gls-12',
      'amazon-international',
      'dhl-ecommerce-14',
      'dpd-14',
    ];
    const losing = lossesByFormat(corpus, detectTrackingNumber)
      .filter((loss) => loss.notFirst > 0)
      .map((loss) => loss.format);
    expect(losing.filter((format) => !shared.includes(format))).toEqual([]);
  });

  it('gives the same answer when the number is typed with spaces, dashes, dots or in lower case', () => {
    expect(figures.variant.anyCandidate).toBe(1);
    expect(figures.variant.top1).toBe(figures.valid.top1);
  });

  it('rejects most one-character typos of numbers with a check digit', () => {
    // Some typos are out of the check digit's reach (an S10 service letter, the routing part of a 34-digit
    // barcode) or meet another format by chance.
    expect(figures.typo.rejected).toBeGreaterThanOrEqual(0.84);
    expect(figures.typo.notAttributed).toBeGreaterThanOrEqual(0.9);
    // Within the check digit's reach, at least nine in ten find no carrier at all.
    expect(figures.typo.inReachCount).toBeGreaterThan(1500);
    expect(figures.typo.rejectedInReach).toBeGreaterThanOrEqual(0.9);
    expect(figures.typo.possibleOnly).toBeGreaterThanOrEqual(figures.typo.rejected);
  });

  it('rejects noise: random strings, phone numbers, dates, postcodes, barcodes, words', () => {
    expect(figures.noise.rejected).toBeGreaterThanOrEqual(0.95);
  });

  it('warns about marketplace order numbers with no unverified carrier beside them', () => {
    expect(figures.order.warned).toBeGreaterThanOrEqual(0.95);
    expect(figures.order.clean).toBe(figures.order.warned);
  });
});
