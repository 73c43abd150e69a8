import { shippingTimeIn } from './shipping-time.js';

describe('shipping times in other languages', () => {
  it.each([
    ['7–20 business days', '7–20 Werktage', '7–20 días hábiles', '7–20 рабочих дней'],
    ['2–3 working days', '2–3 Werktage', '2–3 días hábiles', '2–3 рабочих дня'],
    ['1 business day', '1 Werktag', '1 día hábil', '1 рабочий день'],
    ['7–21 business days', '7–21 Werktage', '7–21 días hábiles', '7–21 рабочий день'],
    ['1-2 days', '1–2 Tage', '1–2 días', '1–2 дня'],
    ['5 days', '5 Tage', '5 días', '5 дней'],
    ['Next business day', 'Am nächsten Werktag', 'Siguiente día hábil', 'На следующий рабочий день'],
    ['next working day', 'Am nächsten Werktag', 'Siguiente día hábil', 'На следующий рабочий день'],
  ])('"%s" → %s / %s / %s', (english, de, es, ru) => {
    expect(shippingTimeIn('de', english)).toBe(de);
    expect(shippingTimeIn('es', english)).toBe(es);
    expect(shippingTimeIn('ru', english)).toBe(ru);
  });

  it('leaves any other wording to a translation of its own', () => {
    for (const english of [
      'Next business day by 8:30 a.m.',
      'Overnight to 2 days',
      '2 weeks',
      '',
      'days',
      '1–2 <b>days',
    ]) {
      expect(shippingTimeIn('de', english)).toBeUndefined();
    }
  });
});
