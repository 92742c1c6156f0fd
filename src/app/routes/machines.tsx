/** Route /machines: the zone administrator's pool of machines, joined to registered Slurm clusters as nodes (ADR 0065). */
import { MachinesScreen } from '@/features/machines/machines-screen';

export function Component() {
  return <MachinesScreen />;
}
