/**
 * Routes /graphics_service and /graphics_service/sessions/:sessionId (both portals): remote graphics applications with
 * their sessions and usage records, and one session with its desktop. One route module for both: the session's page
 * is small beside the list (noVNC loads with its display, not with the page), and a module of its own would add its
 * entry to the landing's table of routes.
 */
import { useParams } from 'react-router';
import { GraphicsScreen } from '@/features/graphics/graphics-screen';
import { SessionScreen } from '@/features/graphics/session-screen';

export function Component() {
  return useParams().sessionId ? <SessionScreen /> : <GraphicsScreen />;
}
