/**
 * Submitting the request: cluster/createCluster (gateway failures in a toast; a refusal that names fields goes to
 * `onFieldErrors`, so the flow can show it on them), then the cluster list — refreshed, with a type filter that shows
 * the new cluster — while the returned job is followed to its end.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CLIENT_RET_CODES, GatewayError } from '../../../api/gateway';
import { getListClustersQueryKey, useCreateCluster } from '../../../api/generated/endpoints/clusters/clusters';
import type { ClusterType } from '../../../api/generated/model/clusterType';
import type { CreateClusterRequest } from '../../../api/generated/model/createClusterRequest';
import { mutationErrorToast, showErrorToast, showSuccessToast } from '../../../shared/errors';
import { gatewayFieldErrors, type FormValues } from '../../../shared/forms';
import { consolePath, useSession } from '../../../shared/session/session-context';
import { rememberClusterListType, storedClusterListType } from '../cluster-list-type';
import { followCreation } from './follow-creation';
import { requestBody } from './form-data';

export function useSubmitCreation(type: ClusterType, onFieldErrors: (errors: ErrorSchema) => void) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { zone, portal } = useSession();
  const mutation = useCreateCluster({ mutation: { onError: mutationErrorToast(t`Could not create the cluster`) } });

  const submit = (formData: FormValues) => {
    const name = String(formData.cluster_name ?? '');
    mutation.mutate(
      { data: requestBody(formData) as unknown as CreateClusterRequest },
      {
        onError: (error) => {
          const errors = gatewayFieldErrors(error);
          if (errors) onFieldErrors(errors);
        },
        onSuccess: async ({ job_id: jobId, cluster_id: clusterId }) => {
          await client.invalidateQueries({ queryKey: getListClustersQueryKey() });
          // A list remembered as showing the other type would hide the new cluster.
          const listed = storedClusterListType();
          if (listed !== 'all' && listed !== type) rememberClusterListType('all');
          showSuccessToast(t`Creating cluster ${name}`, t`Job ${jobId}`);
          void followCreation(client, { jobId, clusterId }).then((operation) => {
            if (operation?.status === 'successful') showSuccessToast(t`Cluster ${name} is ready`);
            if (operation?.status === 'failed') {
              const message = operation.error_message ?? '';
              showErrorToast(new GatewayError({ retCode: CLIENT_RET_CODES.http, message, action: operation.action, kind: 'failure' }), t`Cluster ${name} could not be created`);
            }
          });
          navigate(consolePath(zone, portal, 'hpc_clusters'));
        },
      },
    );
  };
  return { submit, isPending: mutation.isPending };
}
