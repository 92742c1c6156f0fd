/** Route /user_mgt/sub/allocate_res/:id: a shared member's allocated resources, per cluster. */
import { AllocateScreen } from '@/features/user-mgt/allocate-screen';

export function Component() {
  return <AllocateScreen />;
}
