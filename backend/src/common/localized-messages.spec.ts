import { localizeErrors, localizeMessage } from './localized-messages.js';

describe('localizeMessage', () => {
  it('translates into the first language the request asks for', () => {
    expect(localizeMessage('Please fill in the field', 'ru-RU,ru;q=0.9')).toBe('Заполните поле');
    expect(localizeErrors({ email: 'Please fill in the field' }, 'ru')).toEqual({ email: 'Заполните поле' });
  });

  // Found by the hostile suite: `Accept-Language: ""` blanked every message of a 400.
  it.each(['', undefined, '*', 'xx-YY', '__proto__', 'constructor', 'en'])(
    'keeps the English message for Accept-Language %j',
    (language) => {
      expect(localizeMessage('Validation failed', language)).toBe('Validation failed');
      expect(localizeErrors({ email: 'Please fill in the field' }, language)).toEqual({
        email: 'Please fill in the field',
      });
    },
  );

  it('keeps a message the catalogue has no entry for', () => {
    expect(localizeMessage('toString', 'ru')).toBe('toString');
  });
});
