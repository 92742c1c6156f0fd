/**
 * Code generation from the gateway contract.
 *
 * openapi/openapi.yaml (split, hand-written)
 *   -> build/openapi.bundled.json        (Redocly bundle: orval 7 mishandles external $refs)
 *   -> src/api/generated/endpoints/<tag>  (orval: react-query hooks + plain functions per tag)
 *   -> src/api/generated/model           (orval: one type per schema)
 *   -> src/api/generated/openapi.d.ts    (openapi-typescript: paths/operations types, used by the gateway)
 *   -> src/api/generated/operations.ts   (every operation's method, path, service, action and time-out)
 *   -> src/api/generated/form-schemas/   (dereferenced JSON Schemas of the rjsf forms)
 *   -> src/api/generated/openapi.json    (the bundled contract the gateway routes and validates by)
 *
 * Run `npm run codegen` after changing openapi/ or schemas/; `npm run codegen:check` fails when the
 * committed files differ from what the contract generates.
 */
import { defineConfig, type Options } from 'orval';

export const BANNER = 'GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.';

export const paths = {
  root: 'openapi/openapi.yaml',
  bundle: 'build/openapi.bundled.json',
  generated: 'src/api/generated',
};

/** Schemas rendered as rjsf forms (creation, submit and quota modals), by component name. */
export const formSchemas = [
  'CreateHpcClusterForm',
  'CreateEhpcClusterForm',
  'SubmitJobForm',
  'SubmitSimulationJobForm',
  'JobTemplateForm',
  'ClusterUserQuotaForm',
  'SharedUserQuotaForm',
  'AutoScaleStrategyForm',
  /** The NAS page's creation modals (issue 15 §1). */
  'CreateFileSystemForm',
  'CreateNasExportForm',
  /** The web terminal's login modal, also checked by the gateway on the terminal's socket (issue 16, ADR 0034). */
  'TerminalLogin',
];

/**
 * Request bodies the console's small dialogs (rename, modify) check before sending, by component name: codegen
 * writes their dereferenced schema and precompiled validators like a form's (no texts: the dialog labels its
 * fields), and `checkRequest` (src/shared/forms/request-check.ts) words their problems per field.
 */
export const requestSchemas = ['ModifyClusterRequest', 'ModifyClusterNodeRequest', 'AddSharedUserRequest'];
/** The queue dialogs' requests (issue 13 §1: bind, add, rename, modify, delete, move nodes). */
requestSchemas.push(
  'BindPrivateQueueRequest',
  'AddEhpcQueueRequest',
  'UpdateQueueNameRequest',
  'ModifyEhpcQueueRequest',
  'DeleteEhpcQueuesRequest',
  'EhpcQueueNodesRequest',
);
/** The cluster user dialog's account and password (issue 14 §1; its quota is the ClusterUserQuotaForm form). */
requestSchemas.push('AddClusterUserRequest', 'CreateSubUserRequest');
/** The file manager's new-folder and rename/move dialogs (issue 15 §2). */
requestSchemas.push('CreateNasDirectoryRequest', 'MoveNasObjectRequest');
/** The software application dialog's cluster and reason (issue 14 §4). */
requestSchemas.push('ApplySoftwareRequest');
/** The zone administrator's reason for rejecting a software application (ADR 0025). */
requestSchemas.push('ReviewSoftwareApplicationRequest');
/** The NAS mount point dialogs (issue 15 §1: modify, quota, rename). */
requestSchemas.push('ModifyNasExportRequest', 'CapacityNasExportRequest', 'RenameNasExportRequest');

/** More time for a job (ADR 0060): the submitter's modal, and the decider's optional reason for refusing. */
formSchemas.push('AskTimeExtensionForm');
requestSchemas.push('RefuseTimeExtensionRequest');

/** The user's notification settings (ADR 0059): e-mail, webhook and a new secret. */
formSchemas.push('NotificationSettingsForm');

/** A graphics session's launch form and its "more time" dialog (ADR 0062). */
formSchemas.push('OpenGraphicsSessionForm');
requestSchemas.push('ExtendGraphicsSessionRequest');

/** A personal access token's creation form (ADR 0063). */
formSchemas.push('CreateAccessTokenForm');

/** A site's Slurm cluster registered and changed, and a machine added to the pool (ADR 0065). */
formSchemas.push('RegisterSlurmClusterForm', 'ModifySlurmClusterForm', 'AddMachineForm');

/** Time-out of an operation without x-timeout-ms (spec section 9 time-outs). */
export const defaultTimeoutMs = { read: 15_000, change: 30_000 };

export function orvalOptions(outputRoot: string): Options {
  return {
    input: { target: `./${paths.bundle}` },
    output: {
      mode: 'tags-split',
      target: `${outputRoot}/endpoints`,
      schemas: `${outputRoot}/model`,
      client: 'react-query',
      clean: true,
      override: {
        header: () => [BANNER],
        mutator: { path: './src/api/gateway.ts', name: 'gatewayRequest' },
        query: { signal: true },
      },
    },
  };
}

export default defineConfig({ hpc: orvalOptions(paths.generated) });
