/**
 * Component-test set-up: Chinese catalogs active (the default language), DOM cleaned after each test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { TEST_WAIT_MS } from './waits';

// findBy and waitFor queries wait up to TEST_WAIT_MS (testing-library's default is 1 s): see ./waits.ts.
configure({ asyncUtilTimeout: TEST_WAIT_MS });

beforeAll(async () => {
  await activateLocale('zh');
});

afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
});
