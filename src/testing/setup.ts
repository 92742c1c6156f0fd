/**
 * Component-test set-up: Chinese catalogs active (the default language), DOM cleaned after each test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { activateLocale } from '../shared/i18n/locale';

// findBy*/waitFor wait up to 5 s (testing-library's default is 1 s): on a loaded machine a lazily loaded menu, catalog
// or toast region can take longer than a second to come in. setUpScreenTests sets the same.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await activateLocale('zh');
});

afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
});
