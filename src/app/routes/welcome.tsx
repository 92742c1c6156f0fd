/** /{zone}/{portal}/welcome: the welcome page. */
import { Welcome } from '@/features/home/welcome';

export function Component() {
  return <Welcome />;
}
