/** Routes /user_mgt/main/{user_management|res_statistics}: shared members and shared-cluster statistics. */
import { UserMgtScreen } from '@/features/user-mgt/user-mgt-screen';

export function Component() {
  return <UserMgtScreen />;
}
