/**
 * Submitting the request: cluster/createCluster once per intent (a second click while it is under way sends
 * nothing, useOneAtATime) and with a request_token from GetGlobalUniqueId, fetched when the flow opens and kept for
 * every try of this creation, so that a repeated request (a retry after a lost answer) answers the same cluster
 * instead of creating another. Gateway failures in a toast; a refusal that names fields goes to `onFieldErrors`,
 * so the flow can show it on them. Then the cluster list — refreshed, with a type filter that shows the new
 * cluster — while the returned job is followed to its end.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CLIENT_RET_CODES, GatewayError } from '@/api/gateway';
import { getGlobalUniqueId } from '@/api/generated/endpoints/catalogue/catalogue';
import { getListClustersQueryKey, useCreateCluster } from '@/api/generated/endpoints/clusters/clusters';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { CreateClusterRequest } from '@/api/generated/model/createClusterRequest';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { mutationErrorToast, showErrorToast, showSuccessToast } from '@/shared/errors';
import { gatewayFieldErrors, type FormValues } from '@/shared/forms';
import { consolePath, useSession } from '@/shared/session/session-context';
import { rememberClusterListType, storedClusterListType } from '../cluster-list-type';
import { followCreation } from './follow-creation';
import { requestBody } from './form-data';

/** The request token of one creation: fetched once, fetched again only when fetching it failed. */
function useRequestToken() {
  const token = useRef<Promise<string> | null>(null);
  const tokenOf = useCallback(() => {
    token.current ??= getGlobalUniqueId().then(
      (answer) => answer.uuid,
      (error: unknown) => {
        token.current = null;
        throw error;
      },
    );
    return token.current;
  }, []);
  useEffect(() => {
    tokenOf().catch(() => undefined);
  }, [tokenOf]);
  return tokenOf;
}

export function useSubmitCreation(type: ClusterType, onFieldErrors: (errors: ErrorSchema) => void) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { zone, portal } = useSession();
  const tokenOf = useRequestToken();
  const mutation = useCreateCluster({ mutation: { onError: mutationErrorToast(t`Could not create the cluster`) } });

  // Once accepted, the flow is done: a click that arrives after the answer (the second of a double click) sends nothing.
  const accepted = useRef(false);
  const once = useOneAtATime(async (formData: FormValues) => {
    if (accepted.current) return;
    const name = String(formData.cluster_name ?? '');
    let requestToken: string;
    try {
      requestToken = await tokenOf();
    } catch (error) {
      showErrorToast(error, t`Could not create the cluster`);
      return;
    }
    let answer;
    try {
      answer = await mutation.mutateAsync({
        data: { ...(requestBody(formData) as unknown as CreateClusterRequest), request_token: requestToken },
      });
    } catch (error) {
      const errors = gatewayFieldErrors(error);
      if (errors) onFieldErrors(errors);
      return;
    }
    accepted.current = true;
    const { job_id: jobId, cluster_id: clusterId } = answer;
    await client.invalidateQueries({ queryKey: getListClustersQueryKey() });
    // A list remembered as showing the other type would hide the new cluster.
    const listed = storedClusterListType();
    if (listed !== 'all' && listed !== type) rememberClusterListType('all');
    showSuccessToast(t`Creating cluster ${name}`, t`Job ${jobId}`);
    void followCreation(client, { jobId, clusterId }).then((operation) => {
      if (operation?.status === 'successful') showSuccessToast(t`Cluster ${name} is ready`);
      if (operation?.status === 'failed') {
        const message = operation.error_message ?? '';
        showErrorToast(
          new GatewayError({ retCode: CLIENT_RET_CODES.http, message, action: operation.action, kind: 'failure' }),
          t`Cluster ${name} could not be created`,
        );
      }
    });
    void navigate(consolePath(zone, portal, 'hpc_clusters'));
  });

  return { submit: (formData: FormValues) => void once.run(formData), isPending: once.pending || mutation.isPending || accepted.current };
}
