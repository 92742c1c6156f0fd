/**
 * Moving (moveObject), one object after the other (a rename says a taken name by its field: rename-dialog.tsx). A target that exists is first refused by the
 * gateway ("Duplicate file name", ret_code 2400, nothing moved); the user then chooses for that object: replace it
 * (files only), keep both (the gateway names the moved one "name (2).ext") or skip it, optionally for every
 * further clash of the same run. Any other refusal stops the run and is said.
 */
import { Checkbox, HStack, Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { GatewayError } from '@/api/gateway';
import { useMoveObject } from '@/api/generated/endpoints/storage/storage';
import type { NasDuplicateChoice } from '@/api/generated/model/nasDuplicateChoice';
import type { NasObject } from '@/api/generated/model/nasObject';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { baseName } from './file-names';
import { useRefreshFiles } from './use-file-browser';

export interface PlannedMove {
  object: NasObject;
  target: string;
}

export type DuplicateAnswer = Exclude<NasDuplicateChoice, 'refuse'> | 'skip';

interface Question {
  move: PlannedMove;
  /** Clashes may follow (several objects moved): offer "for the rest too". */
  more: boolean;
  answer(choice: DuplicateAnswer, forRest: boolean): void;
}

export interface MoveOutcome {
  moved: string[];
  skipped: string[];
}

/** ret_code 2400: "Duplicate file name" (the target exists). */
const isDuplicate = (error: unknown) => error instanceof GatewayError && error.retCode === 2400;

export function useMoveObjects(nasId: string) {
  const move = useMoveObject();
  const refresh = useRefreshFiles();
  const [question, setQuestion] = useState<Question | null>(null);
  const mutate = move.mutateAsync;

  const ask = useCallback(
    (planned: PlannedMove, more: boolean) =>
      new Promise<{ choice: DuplicateAnswer; forRest: boolean }>((resolve) => {
        setQuestion({
          move: planned,
          more,
          answer: (choice, forRest) => {
            setQuestion(null);
            resolve({ choice, forRest });
          },
        });
      }),
    [],
  );

  const run = useCallback(
    async (moves: PlannedMove[]): Promise<MoveOutcome> => {
      const outcome: MoveOutcome = { moved: [], skipped: [] };
      let always: DuplicateAnswer | null = null;
      try {
        for (const [index, planned] of moves.entries()) {
          const data = { nas_id: nasId, source: planned.object.object_name, target: planned.target };
          try {
            outcome.moved.push((await mutate({ data })).object_name);
          } catch (error) {
            if (!isDuplicate(error)) throw error;
            let choice = always;
            if (choice === null || (choice === 'replace' && planned.object.is_dir)) {
              const answer = await ask(planned, index < moves.length - 1);
              choice = answer.choice;
              if (answer.forRest) always = answer.choice;
            }
            if (choice === 'skip') outcome.skipped.push(planned.object.object_name);
            else outcome.moved.push((await mutate({ data: { ...data, on_duplicate: choice } })).object_name);
          }
        }
      } finally {
        if (outcome.moved.length) void refresh();
      }
      return outcome;
    },
    [nasId, ask, refresh, mutate],
  );
  return { run, question };
}

/** "Duplicate file name": replace, keep both or skip, for this object (and the rest of the run). */
export function DuplicateChoiceDialog({ question }: { question: Question | null }) {
  const { t } = useLingui();
  const [forRest, setForRest] = useState(false);
  const name = question ? baseName(question.move.target) : '';
  const folder = question?.move.object.is_dir ?? false;
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
          {!folder && (
            <Button colorPalette="red" onClick={() => answer('replace')}>
              <Trans>Replace</Trans>
            </Button>
          )}
        </HStack>
      }
    >
      <Text>
        {folder ? (
          <Trans>A folder named {name} is already there. Keep both (the moved one gets a number) or skip it?</Trans>
        ) : (
          <Trans>A file named {name} is already there. Replace it, keep both (the moved one gets a number) or skip it?</Trans>
        )}
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
