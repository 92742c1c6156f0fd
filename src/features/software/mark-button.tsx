/**
 * Collect or uncollect a package (software/mark): the star in its row. The list shows the new flag at once (every
 * cached software list is changed in place), one request per click (a click while one is under way sends
 * nothing), then the lists are read again; a refusal puts the flag back and says why.
 */
import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { getListSoftwareQueryKey, useMarkSoftware } from '@/api/generated/endpoints/software/software';
import type { ListSoftwareResponse } from '@/api/generated/model/listSoftwareResponse';
import type { Software } from '@/api/generated/model/software';
import type { SoftwareMark } from '@/api/generated/model/softwareMark';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { showErrorToast } from '@/shared/errors';

export function MarkButton({ software }: { software: Pick<Software, 'hpcsw_id' | 'sw_name' | 'mark'> }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const mark = useMarkSoftware();
  const name = software.sw_name;
  const collected = software.mark === 1;
  const setMark = (value: SoftwareMark) =>
    client.setQueriesData<ListSoftwareResponse>({ queryKey: getListSoftwareQueryKey() }, (list) =>
      list
        ? { ...list, hpcsw_set: list.hpcsw_set.map((item) => (item.hpcsw_id === software.hpcsw_id ? { ...item, mark: value } : item)) }
        : list,
    );
  const toggle = useOneAtATime(async (value: SoftwareMark) => {
    await client.cancelQueries({ queryKey: getListSoftwareQueryKey() });
    setMark(value);
    try {
      await mark.mutateAsync({ data: { hpcsw_id: software.hpcsw_id, mark: value } });
    } catch (error) {
      setMark(value === 1 ? 0 : 1);
      showErrorToast(error, value === 1 ? t`Collecting ${name} failed` : t`Uncollecting ${name} failed`);
    } finally {
      void client.invalidateQueries({ queryKey: getListSoftwareQueryKey() });
    }
  });
  return (
    <IconButton
      variant="ghost"
      size="xs"
      aria-pressed={collected}
      aria-label={collected ? t`Uncollect ${name}` : t`Collect ${name}`}
      title={collected ? t`Collected: click to uncollect` : t`Collect`}
      color={collected ? 'yellow.solid' : 'fg.muted'}
      onClick={() => {
        if (!toggle.pending) void toggle.run(collected ? 0 : 1);
      }}
    >
      <Star fill={collected ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
