/** What the graphics domain works with: the jobs domain's environment (its storage and scheduler loop) and the console's address. */
import type { JobsEnv } from '../jobs/public';

export interface GraphicsEnv {
  jobs: JobsEnv;
  /** The console's base path (HPC_BASE_PATH, with its trailing slash). */
  basePath: string;
  /** HPC_PUBLIC_URL's origin; absent, a link takes the request's own origin. */
  publicUrl?: string;
}
