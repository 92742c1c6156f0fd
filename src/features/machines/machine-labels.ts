/** A machine of the pool in words (ADR 0065): its states, and its memory as the list shows it. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Machine } from '@/api/generated/model/machine';
import type { MachineState } from '@/api/generated/model/machineState';

export const MACHINE_STATE: Record<Exclude<MachineState, 'node'>, { label: MessageDescriptor; palette: string; busy?: boolean }> = {
  free: { label: msg({ message: 'Free', context: 'machine' }), palette: 'gray' },
  joining: { label: msg`Joining`, palette: 'blue', busy: true },
  leaving: { label: msg`Leaving`, palette: 'blue', busy: true },
};

/** Memory in GiB, one decimal below 10 GiB. */
export function memoryGiB(memoryMb: number): string {
  const gib = memoryMb / 1024;
  return gib < 10 ? gib.toFixed(1) : String(Math.round(gib));
}

export const isFree = (machine: Pick<Machine, 'state'>) => machine.state === 'free';
export const isNode = (machine: Pick<Machine, 'state'>) => machine.state === 'node';
