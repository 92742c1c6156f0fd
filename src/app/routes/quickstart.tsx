/** /{zone}/hpc/quickstart: the quick start. */
import { Quickstart } from '@/features/quickstart/quickstart';

export function Component() {
  return <Quickstart />;
}
