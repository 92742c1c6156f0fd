/**
 * Component-test set-up: Chinese catalogs active (the default language), DOM cleaned after each test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { activateLocale } from '../shared/i18n/locale';

beforeAll(async () => {
  await activateLocale('zh');
});

afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
});
