/** The software classes (software/class) with their software counts, as the filter beside the software list. */
import { Badge, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useListSoftwareClasses } from '@/api/generated/endpoints/software/software';
import type { SoftwareClass } from '@/api/generated/model/softwareClass';
import { errorMessage } from '@/shared/errors/error-message';

/** Every class at once: the catalogue has a handful (default all-data limit 1024, section 9). */
const ALL_CLASSES = 1024;

export function className(softwareClass: Pick<SoftwareClass, 'name' | 'name_en'>, locale: string): string {
  return locale === 'en' ? (softwareClass.name_en ?? softwareClass.name) : softwareClass.name;
}

export function SoftwareClasses({ value, onChange }: { value: string | undefined; onChange(classId: string | undefined): void }) {
  const { t, i18n } = useLingui();
  const query = useListSoftwareClasses(
    { sort_key: 'name', reverse: 0, limit: ALL_CLASSES, offset: 0 },
    { query: { staleTime: 5 * 60_000 } },
  );
  const classes = query.data?.sw_class_set ?? [];
  const total = classes.reduce((sum, item) => sum + item.software_count, 0);
  const item = (id: string | undefined, label: string, count: number | undefined) => (
    <Button
      key={id ?? 'all'}
      variant={value === id ? 'subtle' : 'ghost'}
      colorPalette={value === id ? 'blue' : 'gray'}
      justifyContent="space-between"
      size="sm"
      aria-pressed={value === id}
      onClick={() => onChange(id)}
    >
      <Text truncate>{label}</Text>
      {count !== undefined && <Badge variant="outline">{count}</Badge>}
    </Button>
  );
  return (
    <Stack as="nav" gap="1" aria-label={t`Software classes`} minW="48">
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted" px="3" mb="1">
        <Trans>Classes</Trans>
      </Text>
      {item(undefined, t`All software`, query.data ? total : undefined)}
      {query.isPending && <Skeleton height="24" />}
      {query.error && (
        <Text color="fg.error" textStyle="sm" px="3">
          {errorMessage(query.error)}
        </Text>
      )}
      {classes.map((softwareClass) => item(softwareClass.class_id, className(softwareClass, i18n.locale), softwareClass.software_count))}
    </Stack>
  );
}
