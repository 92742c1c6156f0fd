/**
 * The job page's time limit and its requests for more time (ADR 0060): the limit now; the latest request's state,
 * and once approved the limit it gave, who approved it and when; "Ask for more time" for the submitter of a pending
 * or running job with a limit of its own and no request waiting, and "Withdraw" for its waiting request.
 */
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  getListTimeExtensionsQueryKey,
  useListTimeExtensions,
  useWithdrawTimeExtension,
} from '@/api/generated/endpoints/time-extensions/time-extensions';
import type { Job } from '@/api/generated/model/job';
import type { TimeExtension } from '@/api/generated/model/timeExtension';
import { lazyDialog } from '@/shared/actions/lazy-dialog';
import { showErrorToast } from '@/shared/errors';
import { formatDateTime } from '@/shared/format/date';
import { whileOffline } from '@/shared/live/live-state';
import { REQUEST_STATUS } from './labels';

const LazyAskTimeDialog = lazyDialog(() => import('./ask-time-dialog').then((module) => module.AskTimeDialog));

type MoreTimeJob = Pick<Job, 'hpcjob_uuid' | 'name' | 'time_limit'>;

export function MoreTimeSection({ job }: { job: MoreTimeJob }) {
  const { t } = useLingui();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const requests = useListTimeExtensions(
    { hpcjob_uuid: job.hpcjob_uuid, limit: 10 },
    { query: { refetchInterval: () => whileOffline(10_000) } },
  );
  const latest: TimeExtension | undefined = (requests.data?.time_extension_set ?? [])[0];
  const limit = job.time_limit ?? null;
  const mayAsk = requests.data?.may_ask === true;
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="3" data-testid="more-time">
      <HStack gap="3" wrap="wrap" mb="2">
        <Heading as="h3" size="sm" id={headingId}>
          {t`Time limit`}
        </Heading>
        <Text textStyle="sm" data-testid="time-limit-now">
          {limit === null ? t`The queue's limit` : t`${limit} min`}
        </Text>
        {mayAsk && (
          <Button size="xs" variant="outline" ms="auto" onClick={() => setAsking(true)}>
            <Trans>Ask for more time</Trans>
          </Button>
        )}
      </HStack>
      {latest && <LatestRequest request={latest} />}
      {mayAsk && limit !== null && (
        <LazyAskTimeDialog
          open={asking}
          hpcjobUuid={job.hpcjob_uuid}
          jobName={job.name}
          timeLimit={limit}
          onClose={() => setAsking(false)}
        />
      )}
    </Box>
  );
}

function LatestRequest({ request }: { request: TimeExtension }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const withdraw = useWithdrawTimeExtension();
  const status = REQUEST_STATUS[request.status];
  const who = request.decider_name ?? request.decided_by ?? '';
  const when = request.decide_time ? formatDateTime(request.decide_time) : '';
  const extra = request.extra_minutes;
  const asked = request.new_time_limit;
  const reason = request.reason;
  const why = request.refuse_reason;
  const problem = request.error;
  const take = async () => {
    try {
      await withdraw.mutateAsync({ data: { extension_id: request.extension_id } });
      await client.invalidateQueries({ queryKey: getListTimeExtensionsQueryKey() });
    } catch (error) {
      showErrorToast(error, t`Could not withdraw the request`);
    }
  };
  return (
    <Stack gap="1" textStyle="sm" data-testid="more-time-request">
      <HStack gap="2" wrap="wrap">
        <Text>{t`More time asked: +${extra} min (to ${asked} min)`}</Text>
        <Badge colorPalette={status.palette}>{i18n._(status.label)}</Badge>
        {request.may_withdraw && (
          <Button size="xs" variant="ghost" loading={withdraw.isPending} onClick={() => void take()}>
            <Trans>Withdraw</Trans>
          </Button>
        )}
      </HStack>
      <Text color="fg.muted">{t`Reason: ${reason}`}</Text>
      {request.status === 'approved' && <Text>{t`Approved by ${who} on ${when}: the limit is now ${asked} min.`}</Text>}
      {request.status === 'refused' && <Text>{why ? t`Refused by ${who} on ${when}: ${why}` : t`Refused by ${who} on ${when}.`}</Text>}
      {request.status === 'pending' && problem && (
        <Text color="fg.error">{t`The scheduler did not take the last approval: ${problem}`}</Text>
      )}
    </Stack>
  );
}
