/** Route /graphics_service (both portals): remote graphics applications and their usage records. */
import { GraphicsScreen } from '@/features/graphics/graphics-screen';

export function Component() {
  return <GraphicsScreen />;
}
