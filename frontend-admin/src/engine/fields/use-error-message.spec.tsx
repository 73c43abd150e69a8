import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { messageWithValues, useErrorMessage } from './use-error-message';

function errorMessage() {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useErrorMessage(), { wrapper }).result;
}

describe('useErrorMessage', () => {
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  it("translates a form rule's key, with its values", () => {
    const message = errorMessage();
    expect(message.current('validation.nameRequired')).toBe('Name cannot be empty');
    expect(message.current(messageWithValues('validation.titleNeedsTracking', { word: 'tracking' }))).toBe(
      'Title must include the word tracking',
    );
  });

  it("shows the API's own text as it is, and nothing for no message", () => {
    const message = errorMessage();
    expect(message.current('name must be shorter than or equal to 255 characters')).toBe(
      'name must be shorter than or equal to 255 characters',
    );
    expect(message.current(undefined)).toBeUndefined();
    expect(message.current('')).toBe('');
  });

  it("speaks the admin's language", async () => {
    const message = errorMessage();
    await act(() => i18n.changeLanguage('ru'));
    expect(message.current('validation.nameRequired')).not.toBe('Name cannot be empty');
    expect(message.current('validation.nameRequired')).toBe(i18n.getFixedT('ru')('validation.nameRequired'));
  });
});
