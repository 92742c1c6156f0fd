/**
 * The accounts domain (filled in by its own change; until then its operations answer 501).
 */
import type { DomainModule } from './index';

export const accountsDomain: DomainModule = { handlers: {} };
