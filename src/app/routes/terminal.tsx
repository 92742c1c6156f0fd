/** Route /terminal and /terminal/container (popup, outside the zone gate): the terminal of an instance. */
import { TerminalScreen } from '@/features/terminal/terminal-screen';

export function Component() {
  return <TerminalScreen />;
}
