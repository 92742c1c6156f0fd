/**
 * Every domain's handlers, by operationId. An operation without a handler answers 501 (ret_code 5030).
 */
import type { Handlers } from '../http/contract-routes';
import { configurationHandlers } from './configuration';
import { permissionHandlers } from './permission';
import { sessionHandlers, type CookieSettings } from './session';

export function allHandlers(cookies: CookieSettings): Handlers {
  return { ...sessionHandlers(cookies), ...configurationHandlers, ...permissionHandlers };
}
