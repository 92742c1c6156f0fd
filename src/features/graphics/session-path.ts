/** Where a graphics session's page is, and the graphics service's tabs. */
import { consolePath, type Portal } from '@/shared/session/session-context';

export function sessionPath(zone: string, portal: Portal, sessionId: string): string {
  return consolePath(zone, portal, `graphics_service/sessions/${sessionId}`);
}

export function graphicsTabPath(zone: string, portal: Portal, tab: 'sessions' | 'bill' | 'records'): string {
  return consolePath(zone, portal, `graphics_service?tab=${tab}`);
}
