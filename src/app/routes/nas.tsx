/** Routes /nas and /nas/:id: file storage (file systems and mount points; an export's file tree and files). */
import { NasScreen } from '@/features/nas/nas-screen';

export function Component() {
  return <NasScreen />;
}
