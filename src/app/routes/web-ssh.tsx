/** Route /hpc_web_ssh/{id}?instanceId=…: the web terminal page of a cluster node (own tab, no side menu). */
import { WebSshScreen } from '@/features/terminal/web-ssh-screen';

export function Component() {
  return <WebSshScreen />;
}
