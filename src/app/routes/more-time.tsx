/** Route /jobs/more_time: the requests for more time a user decides or asked (ADR 0060). */
import { TimeExtensionsScreen } from '@/features/time-extensions/time-extensions-screen';

export function Component() {
  return <TimeExtensionsScreen />;
}
