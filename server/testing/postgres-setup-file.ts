/**
 * setupFiles of the gateway-pg project: the PostgreSQL server its globalSetup started, for this test file's
 * startTestGateway (HPC_TEST_POSTGRES_URL) — in this project's workers only.
 */
import { inject } from 'vitest';
import { TEST_POSTGRES_ENV } from '../test-support';
import './postgres-global-setup';

process.env[TEST_POSTGRES_ENV] = inject('hpcTestPostgresUrl');
