import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { rememberingPlainKeys } from './use-translation';

/** The app's `t` is typed by its own strings (i18next.d.ts); these tests use strings of their own. */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

function instance() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'public',
    resources: {
      en: {
        public: { hello: 'Hello', greet: 'Hello, {{name}}', items_one: 'one item', items_other: '{{count}} items' },
      },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

describe('rememberingPlainKeys', () => {
  it('translates as i18next does, with and without options', () => {
    const i18n = instance();
    const t = rememberingPlainKeys(i18n, i18n.getFixedT('en', 'public')) as unknown as LooseT;
    expect(t('hello')).toBe('Hello');
    expect(t('hello')).toBe('Hello');
    expect(t('greet', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('greet', { name: 'Bo' })).toBe('Hello, Bo');
    expect(t('items', { count: 1 })).toBe('one item');
    expect(t('items', { count: 3 })).toBe('3 items');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('translates anew once strings are added or removed (a language arriving)', () => {
    const i18n = instance();
    const t = rememberingPlainKeys(i18n, i18n.getFixedT('de', 'public')) as unknown as LooseT;
    expect(t('hello')).toBe('Hello'); // the English fallback until German is in
    i18n.addResourceBundle('de', 'public', { hello: 'Hallo' }, true, false);
    expect(t('hello')).toBe('Hallo');
    i18n.removeResourceBundle('de', 'public');
    expect(t('hello')).toBe('Hello');
  });
});
