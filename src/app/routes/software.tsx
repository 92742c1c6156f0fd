/** Route /software: the software catalogue by class. */
import { SoftwareScreen } from '@/features/software/software-screen';

export function Component() {
  return <SoftwareScreen />;
}
