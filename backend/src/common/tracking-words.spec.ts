import { titleHasTrackingWord, titleNeedsTrackingMessage, trackingWord } from '@parcelpilot/contracts';

describe('the word a carrier title needs, per language', () => {
  it('is Tracking in English and the language’s own word elsewhere, English for a language without one', () => {
    expect(trackingWord('en')).toBe('Tracking');
    expect(trackingWord('de')).toBe('Sendungsverfolgung');
    expect(trackingWord('es')).toBe('Seguimiento');
    expect(trackingWord('ru')).toBe('Отслеживание');
    expect(trackingWord('pt-BR')).toBe('Tracking');
    expect(titleNeedsTrackingMessage('de')).toBe('Title must include the word Sendungsverfolgung');
  });

  it('is found as a whole word in any letter case, Cyrillic included', () => {
    expect(titleHasTrackingWord('en', 'UPS Tracking')).toBe(true);
    expect(titleHasTrackingWord('en', 'dhl tracking, fast')).toBe(true);
    expect(titleHasTrackingWord('en', 'Backtracking Post')).toBe(false);
    expect(titleHasTrackingWord('de', 'DHL Sendungsverfolgung')).toBe(true);
    expect(titleHasTrackingWord('de', 'DHL Tracking')).toBe(false);
    expect(titleHasTrackingWord('es', 'Seguimiento de Correos')).toBe(true);
    expect(titleHasTrackingWord('ru', 'Почта России: ОТСЛЕЖИВАНИЕ')).toBe(true);
    expect(titleHasTrackingWord('ru', 'Почта России tracking')).toBe(false);
    expect(titleHasTrackingWord('ru', 'Сверхотслеживание')).toBe(false);
  });
});
