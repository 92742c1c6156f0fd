/** What the submit form shares with its widgets through rjsf's formContext. */
import type { Registry } from '@rjsf/utils';
import type { Cluster } from '@/api/generated/model/cluster';
import type { FileTemplate } from '@/api/generated/model/fileTemplate';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import type { ClusterFormContext } from '@/shared/forms';

/** A job script being written in the form, saved on the cluster with job/createJobFile. */
export interface ScriptDraft {
  /** Write a script (true) or choose one on the shared storage (false). */
  writing: boolean;
  file_name: string;
  content: string;
}

export interface SubmitContext extends ClusterFormContext {
  /** The chosen cluster, when it is one of the user's clusters. */
  cluster: Cluster | undefined;
  script: ScriptDraft;
  setScript(next: ScriptDraft): void;
  /** A job template is being chosen: the form takes its values with the choice. */
  chooseTemplate(template: JobTemplate): void;
  /** A file template was chosen: its script goes to the editor. */
  chooseFileTemplate(template: FileTemplate): void;
}

export function submitContextOf(registry: Pick<Registry, 'formContext'>): SubmitContext {
  return registry.formContext as SubmitContext;
}
