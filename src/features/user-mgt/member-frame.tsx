/**
 * The frame of a member's pages (/user_mgt/sub/allocate_res{,_detail}/{shared_user_id}): finds the member, shows
 * who it is and links the two pages; the page's content gets the member.
 */
import { Alert, Button, Card, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import { errorMessage } from '@/shared/errors/error-message';
import { formatDateTime } from '@/shared/format';
import { StatusBadge } from '@/shared/ui/status-badge';
import { PERMISSION_LABELS } from './shared-labels';
import { useSharedMember } from './use-shared';
import { useUserMgtPaths } from './user-mgt-paths';

export function MemberFrame({ page, children }: { page: 'allocate' | 'detail'; children(member: SharedUser): ReactNode }) {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const paths = useUserMgtPaths();
  const lookup = useSharedMember(id);
  const member = lookup.member;
  return (
    <Stack gap="4">
      <HStack gap="4" textStyle="sm">
        <Link asChild colorPalette="blue">
          <RouterLink to={paths.tab('user_management')}>{t`All shared members`}</RouterLink>
        </Link>
        {page === 'detail' ? (
          <Link asChild colorPalette="blue">
            <RouterLink to={paths.allocate(id)}>{t`Allocated resources`}</RouterLink>
          </Link>
        ) : (
          <Link asChild colorPalette="blue">
            <RouterLink to={paths.detail(id)}>{t`Resource usage`}</RouterLink>
          </Link>
        )}
      </HStack>
      {lookup.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(lookup.error)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={lookup.refetch}>
            <Trans>Retry</Trans>
          </Button>
        </Alert.Root>
      ) : lookup.notFound ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t`This shared member does not exist.`}</Alert.Title>
        </Alert.Root>
      ) : !member ? (
        <Skeleton height="40" />
      ) : (
        <>
          <Card.Root size="sm">
            <Card.Body>
              <HStack gap="8" wrap="wrap" align="flex-start">
                <Stack gap="0">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{member.username}</Text>
                    <StatusBadge status={member.status} />
                  </HStack>
                  <Text textStyle="xs" color="fg.muted">
                    {member.email ?? member.iam_user_id} · {member.shared_user_id}
                  </Text>
                </Stack>
                <Fact label={t`Permission`} value={member.permission ? i18n._(PERMISSION_LABELS[member.permission]) : '-'} />
                <Fact label={t`UID / GID`} value={`${member.uid ?? '-'} / ${member.gid ?? '-'}`} />
                <Fact label={t`Added`} value={formatDateTime(member.create_time)} />
              </HStack>
            </Card.Body>
          </Card.Root>
          {children(member)}
        </>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" textStyle="sm">
      <Text color="fg.muted">{label}</Text>
      <Text>{value}</Text>
    </Stack>
  );
}
