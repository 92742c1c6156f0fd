/** Route /logs: the operation log (both portals). */
import { OperationLogScreen } from '@/features/operation-log/operation-log-screen';

export function Component() {
  return <OperationLogScreen />;
}
