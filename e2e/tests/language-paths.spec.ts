import { languageFromPath, LANGUAGES, pathInLanguage, pathWithoutLanguage, perLanguage } from '@parcelpilot/languages';
import { expect, test } from '@playwright/test';

// The pure functions that decide a page's language from its URL (shared by the shell, the public remote and server
// rendering); no product server, no browser.

test.describe('language paths', () => {
  test('the first path segment alone decides the language', () => {
    expect(languageFromPath('/')).toBe('en');
    expect(languageFromPath('/couriers/dhl')).toBe('en');
    expect(languageFromPath('/de')).toBe('de');
    expect(languageFromPath('/de/couriers/dhl')).toBe('de');
    expect(languageFromPath('/es?q=1')).toBe('es');
    expect(languageFromPath('/ru#top')).toBe('ru');
    // Only a whole segment is a prefix, and only a prefixed language has one.
    expect(languageFromPath('/deutsche-post-shipping-time-from-de-to-us')).toBe('en');
    expect(languageFromPath('/en/couriers')).toBe('en');
    expect(languageFromPath('/couriers/de')).toBe('en');
    expect(languageFromPath('/fr/couriers')).toBe('en');
  });

  test('a path loses its prefix and takes another one', () => {
    expect(pathWithoutLanguage('/de/couriers/dhl')).toBe('/couriers/dhl');
    expect(pathWithoutLanguage('/de')).toBe('/');
    expect(pathWithoutLanguage('/ru?q=1')).toBe('/?q=1');
    expect(pathWithoutLanguage('/couriers')).toBe('/couriers');

    expect(pathInLanguage('de', '/couriers/dhl')).toBe('/de/couriers/dhl');
    expect(pathInLanguage('de', '/')).toBe('/de');
    expect(pathInLanguage('es', '/?q=1')).toBe('/es?q=1');
    expect(pathInLanguage('ru', '/es/track/LZ473829165CN')).toBe('/ru/track/LZ473829165CN');
    expect(pathInLanguage('en', '/ru/track/LZ473829165CN')).toBe('/track/LZ473829165CN');
    expect(pathInLanguage('en', '/de')).toBe('/');
    for (const language of LANGUAGES) {
      const path = pathInLanguage(language, '/couriers?page=2');
      expect(languageFromPath(path)).toBe(language);
      expect(pathInLanguage(language, path)).toBe(path);
      expect(pathWithoutLanguage(path)).toBe('/couriers?page=2');
    }
  });

  test('perLanguage makes each language its value once', () => {
    const made: string[] = [];
    const valueOf = perLanguage((language) => {
      made.push(language);
      return { language };
    });
    expect(valueOf('de')).toBe(valueOf('de'));
    expect(valueOf('ru').language).toBe('ru');
    expect(made).toEqual(['de', 'ru']);
  });
});
