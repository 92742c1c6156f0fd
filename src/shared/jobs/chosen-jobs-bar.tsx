/** The bar of changes of the jobs chosen in a list: each change enabled when it applies to one of them, the count, and clearing the choice. */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { JobChangeButtons, type JobChangeKind } from './job-change-buttons';

export interface ChosenJobsBarProps<Job, Kind extends JobChangeKind> {
  jobs: readonly Job[];
  kinds: readonly Kind[];
  applies(kind: Kind, job: Job): boolean;
  onChange(kind: Kind): void;
  onClear(): void;
}

export function ChosenJobsBar<Job, Kind extends JobChangeKind>({ jobs, kinds, applies, onChange, onClear }: ChosenJobsBarProps<Job, Kind>) {
  const { t } = useLingui();
  const count = jobs.length;
  return (
    <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t`Actions on the chosen jobs`}>
      <JobChangeButtons kinds={kinds} applies={(kind) => jobs.some((job) => applies(kind, job))} otherwise="disable" onChoose={onChange} />
      {count > 0 && (
        <>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            <Trans>{count} chosen</Trans>
          </Text>
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t`Clear the choice`}
          </Button>
        </>
      )}
    </HStack>
  );
}
