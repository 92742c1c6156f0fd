/**
 * How long component tests wait, in one place. testing-library's findBy and waitFor queries answer as soon as what they wait for
 * is there, so a long limit costs a passing test nothing; it only keeps a slow or loaded machine (CI runs every vitest
 * project at once on two cores; a lazily loaded dialog, catalog or toast region then takes seconds) from failing a
 * test whose product is right. A test's own limit leaves room for several such waits.
 */
export const TEST_WAIT_MS = 15_000;
export const COMPONENT_TEST_TIMEOUT_MS = 60_000;
/**
 * How long a test file may take to load, before its first test, the code its tests open lazily (a dialog's chunk):
 * the first import of a module is its first transform, which a loaded machine makes take longer than a wait.
 */
export const PRELOAD_TIMEOUT_MS = 180_000;
