/**
 * The file manager's path bar: breadcrumbs from the file storage page through the mount point to the folder shown,
 * and a typed path ("Go to path"): Enter opens that folder (the URL keeps it, so a reload lands there), Escape
 * goes back to the breadcrumbs. A path with a . or .. segment is refused on the field.
 */
import { Box, Breadcrumb, Button, Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { Fragment, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { prefixSteps } from '../nas-names';
import { useNasPaths } from '../nas-paths';
import { displayPath, prefixOfTypedPath } from './file-names';

export interface PathBarProps {
  item: { nas_id: string; fs_id: string };
  /** The mount point's name, the root of the path. */
  name: string;
  prefix: string;
}

export function PathBar({ item, name, prefix }: PathBarProps) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <TypedPath item={item} prefix={prefix} onDone={() => setEditing(false)} />
  ) : (
    <Crumbs item={item} name={name} prefix={prefix} onEdit={() => setEditing(true)} />
  );
}

function Crumbs({ item, name, prefix, onEdit }: PathBarProps & { onEdit(): void }) {
  const { t } = useLingui();
  const paths = useNasPaths();
  const steps = prefixSteps(prefix);
  return (
    <HStack gap="2" minH="8">
      <Breadcrumb.Root size="sm" aria-label={t`Folder`} minW="0">
        <Breadcrumb.List flexWrap="wrap">
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={paths.root}>{t`File storage`}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            {steps.length ? (
              <Breadcrumb.Link asChild>
                <RouterLink to={paths.exportPath(item)}>{name}</RouterLink>
              </Breadcrumb.Link>
            ) : (
              <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
            )}
          </Breadcrumb.Item>
          {steps.map((step, index) => (
            <Fragment key={step.prefix}>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                {index === steps.length - 1 ? (
                  <Breadcrumb.CurrentLink>{step.name}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={paths.exportPath(item, step.prefix)}>{step.name}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
            </Fragment>
          ))}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <IconButton size="2xs" variant="ghost" aria-label={t`Go to path`} title={t`Go to path`} onClick={onEdit}>
        <Pencil />
      </IconButton>
    </HStack>
  );
}

function TypedPath({ item, prefix, onDone }: { item: PathBarProps['item']; prefix: string; onDone(): void }) {
  const { t } = useLingui();
  const paths = useNasPaths();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(displayPath(prefix));
  const [problem, setProblem] = useState<string | undefined>();
  const go = () => {
    const next = prefixOfTypedPath(typed);
    if (next === null) {
      setProblem(t`A path may not have a . or .. folder`);
      return;
    }
    onDone();
    void navigate(paths.exportPath(item, next));
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      go();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };
  return (
    <Box>
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label srOnly>
          <Trans>Path</Trans>
        </Field.Label>
        <HStack gap="2" width="full">
          <Input
            size="sm"
            autoFocus
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(undefined);
            }}
            onKeyDown={keyDown}
            fontFamily="mono"
          />
          <Button size="sm" onClick={go}>
            <Trans>Go</Trans>
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
        {problem ? (
          <Field.ErrorText>{problem}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            <Trans>A folder of this mount point, e.g. /wrf_case01/output; Enter opens it, Escape cancels.</Trans>
          </Field.HelperText>
        )}
      </Field.Root>
    </Box>
  );
}
