/**
 * The set-up screen tests share, called once at the top of a test file: generous testing-library and vitest
 * time-outs (the first render of a file loads Chakra and the catalogs: slow on a busy machine), jsdom's missing
 * ResizeObserver, and the gateway mock reset after each test; optionally a language for the whole file, a fast
 * operation-log poll (followOperation) and a spy on the toasts, restored after each test.
 *
 *   setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });
 *   …
 *   expect(toastsShown()).toContainEqual(expect.objectContaining({ type: 'success' }));
 */
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureFollow, FOLLOW_INTERVAL_MS } from '@/shared/actions/follow-operation';
import { activateLocale, type Locale } from '@/shared/i18n/locale';
import { toaster } from '@/shared/ui/toaster';
import { resetGatewayMock } from './gateway-mock';
import { stubResizeObserver } from './session-render';
import { COMPONENT_TEST_TIMEOUT_MS, PRELOAD_TIMEOUT_MS, TEST_WAIT_MS } from '@/testing/waits';

export interface ScreenTestOptions {
  /** The language of the whole file (unset: the default, Chinese). */
  locale?: Locale;
  /** Poll the operation log this often (ms) while following changes; the default period is restored after the file. */
  followIntervalMs?: number;
  /** Spy on toaster.create in every test (see toastsShown); every mock is restored after each test. */
  spyOnToasts?: boolean;
  /** The time limit of one test (ms): at least COMPONENT_TEST_TIMEOUT_MS (a lower limit is ignored). */
  testTimeoutMs?: number;
  /**
   * Code the tests open lazily (a dialog's chunk), imported once before the first test, so that the first test's
   * waits measure the screen rather than the first transform of the module on a loaded machine.
   */
  preload?: () => Promise<unknown>;
}

export function setUpScreenTests({
  locale,
  followIntervalMs,
  spyOnToasts = false,
  testTimeoutMs = COMPONENT_TEST_TIMEOUT_MS,
  preload,
}: ScreenTestOptions = {}): void {
  configure({ asyncUtilTimeout: TEST_WAIT_MS });
  vi.setConfig({ testTimeout: Math.max(testTimeoutMs, COMPONENT_TEST_TIMEOUT_MS) });
  beforeAll(async () => {
    stubResizeObserver();
    if (followIntervalMs !== undefined) configureFollow({ intervalMs: followIntervalMs });
    await Promise.all([locale ? activateLocale(locale) : undefined, preload?.()]);
  }, PRELOAD_TIMEOUT_MS);
  if (followIntervalMs !== undefined) afterAll(() => configureFollow({ intervalMs: FOLLOW_INTERVAL_MS }));
  if (spyOnToasts) {
    beforeEach(() => {
      vi.spyOn(toaster, 'create');
    });
  }
  afterEach(() => {
    resetGatewayMock();
    if (spyOnToasts) vi.restoreAllMocks();
  });
}

/** The options of every toast shown so far in this test (with `spyOnToasts`). */
export function toastsShown() {
  return vi.mocked(toaster.create).mock.calls.map(([options]) => options);
}
