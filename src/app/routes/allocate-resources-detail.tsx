/** Route /user_mgt/sub/allocate_res_detail/:id: a shared member's resource usage against its allocation. */
import { AllocateDetailScreen } from '@/features/user-mgt/allocate-detail-screen';

export function Component() {
  return <AllocateDetailScreen />;
}
