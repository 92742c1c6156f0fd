/** "Duplicate file name" for an upload: replace, keep both (the uploaded one gets a number) or skip, as a move asks. */
import { Button, Checkbox, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import type { DuplicateAnswer } from '../use-move-objects';
import type { DuplicateQuestion } from './use-uploads';

export function UploadDuplicateDialog({ question }: { question: DuplicateQuestion | null }) {
  const { t } = useLingui();
  const [forRest, setForRest] = useState(false);
  const name = question?.name ?? '';
  const answer = (choice: DuplicateAnswer) => question?.answer(choice, forRest);
  return (
    <DialogFrame
      open={question !== null}
      onClose={() => answer('skip')}
      title={t`Duplicate file name`}
      footer={
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={() => answer('skip')}>
            <Trans>Skip</Trans>
          </Button>
          <Button variant="outline" onClick={() => answer('keep_both')}>
            <Trans>Keep both</Trans>
          </Button>
          <Button colorPalette="red" onClick={() => answer('replace')}>
            <Trans>Replace</Trans>
          </Button>
        </HStack>
      }
    >
      <Text>
        <Trans>A file named {name} is already there. Replace it, keep both (the uploaded one gets a number) or skip it?</Trans>
      </Text>
      {question?.more && (
        <Checkbox.Root mt="3" checked={forRest} onCheckedChange={(details) => setForRest(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Do the same for the other clashes</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      )}
    </DialogFrame>
  );
}
