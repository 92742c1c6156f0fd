/**
 * The job page's dependencies: the jobs this one was submitted to wait for and the jobs submitted to wait for it,
 * each a link to its page with its status and the condition it waits on. Nothing when there are none.
 */
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { JobDetailResponse } from '@/api/generated/model/jobDetailResponse';
import type { JobLink } from '@/api/generated/model/jobLink';
import { StatusBadge } from '@/shared/ui/status-badge';
import { DEPENDENCY_TYPE_LABELS } from './job-labels';
import { useJobPath, useLinkProps } from './job-paths';

export function JobDependencies({ detail }: { detail: Pick<JobDetailResponse, 'waits_for' | 'waited_for_by'> }) {
  const { t } = useLingui();
  const headingId = useId();
  const waitsFor = detail.waits_for ?? [];
  const waitedForBy = detail.waited_for_by ?? [];
  if (!waitsFor.length && !waitedForBy.length) return null;
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="3">
      <Heading as="h3" size="sm" id={headingId} mb="2">
        {t`Dependencies`}
      </Heading>
      <Stack gap="3">
        <LinkList title={t`Waits for`} hint={t`This job starts once every job below is in the state shown beside it.`} links={waitsFor} />
        <LinkList
          title={t`Waited for by`}
          hint={t`Each job below starts once this job is in the state shown beside it.`}
          links={waitedForBy}
        />
      </Stack>
    </Box>
  );
}

function LinkList({ title, hint, links }: { title: string; hint: string; links: readonly JobLink[] }) {
  const { i18n } = useLingui();
  const jobPath = useJobPath();
  const linkProps = useLinkProps();
  const titleId = useId();
  if (!links.length) return null;
  return (
    <Box>
      <Text id={titleId} textStyle="sm" fontWeight="medium">
        {title}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {hint}
      </Text>
      <Stack as="ul" aria-labelledby={titleId} gap="1" mt="1" listStyleType="none">
        {links.map((link) => (
          <HStack as="li" key={link.hpcjob_uuid} gap="2" wrap="wrap" textStyle="sm">
            <Link colorPalette="blue" {...linkProps(jobPath(link))}>
              {link.name}
            </Link>
            <StatusBadge status={link.job_status} />
            <Text as="span" color="fg.muted">
              {i18n._(DEPENDENCY_TYPE_LABELS[link.type])}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
