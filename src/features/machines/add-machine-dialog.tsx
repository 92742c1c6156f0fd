/**
 * "Add machine" (ADR 0065): the contract's AddMachineForm in a dialog, the private key in a monospace text area
 * (kept by the console, never shown again). The gateway connects and looks before it saves, which takes seconds: the
 * button works and the dialog says so. A refusal naming a field shows under it, the form kept filled.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { addMachine, getListMachinesQueryKey } from '@/api/generated/endpoints/machines/machines';
import { messages } from '@/api/generated/form-messages/add-machine-form';
import schemaJson from '@/api/generated/form-schemas/add-machine-form.json';
import validateFns from '@/api/generated/form-validators/add-machine-form';
import type { AddMachineForm } from '@/api/generated/model/addMachineForm';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { formValidator, SchemaFormDialog, useFieldRefusals, type FormValues } from '@/shared/forms';
import { memoryGiB } from './machine-labels';

const FORM_ID = 'add-machine-form';
const SCHEMA = schemaJson as unknown as RJSFSchema;
const FIELDS = Object.keys(SCHEMA.properties ?? {});

// A PEM header, not a sentence: the same in every language.
const PEM_START = '-----BEGIN OPENSSH PRIVATE KEY-----';

const UI_SCHEMA: UiSchema = {
  'ui:title': '',
  private_key: { 'ui:widget': 'textarea', 'ui:placeholder': PEM_START, 'ui:options': { rows: 7, monospace: true } },
};

export function AddMachineDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [formData, setFormData] = useState<FormValues>({ port: 22, user: 'root' });
  const refusals = useFieldRefusals(FIELDS);
  const add = useOneAtATime(async (data: FormValues) => {
    refusals.clear();
    try {
      const { machine } = await addMachine(data as unknown as AddMachineForm);
      await client.invalidateQueries({ queryKey: getListMachinesQueryKey() });
      const name = machine.name;
      const memory = memoryGiB(machine.memory_mb);
      const cpus = machine.cpus;
      showSuccessToast(t`${name} added to the pool`, t`${cpus} CPUs, ${memory} GiB of memory.`);
      onClose();
    } catch (error) {
      if (!refusals.refused(error)) showErrorToast(error, t`Could not add the machine`);
    }
  });
  const onChange = useCallback(
    (next: FormValues) => {
      refusals.changed(formData, next);
      setFormData(next);
    },
    [refusals, formData],
  );
  return (
    <SchemaFormDialog
      open={open}
      title={t`Add a machine`}
      formId={FORM_ID}
      size="lg"
      submitLabel={<Trans>Connect and add</Trans>}
      busy={add.pending}
      onClose={onClose}
      before={
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            The gateway connects to the machine over SSH before it saves it: the key must be accepted, the user must be root or allowed to
            sudo without a password, and slurmd and munged must be installed. The private key is kept by the console and never shown again.
          </Trans>
        </Text>
      }
      after={
        add.pending ? (
          <Text textStyle="sm" color="fg.muted" role="status">
            <Trans>Connecting to the machine: this can take a few seconds.</Trans>
          </Text>
        ) : undefined
      }
      form={{
        schema: SCHEMA,
        validator: formValidator(validateFns, SCHEMA),
        messages,
        uiSchema: UI_SCHEMA,
        formData,
        extraErrors: refusals.errors,
        onChange,
        onSubmit: (data) => void add.run(data),
      }}
    />
  );
}
