/**
 * A site's machines (ADR 0065): a zone administrator's pool of machines reachable over SSH (./machines/pool.ts),
 * joined to its registered Slurm clusters as nodes and returned (./machines/nodes.ts). The SSH work is
 * server/machines/'s.
 */
import type { Handlers } from '../http/handler-types';
import type { DomainModule } from './index';
import { addMachineNodes, finishInterrupted, releaseMachineNodes } from './machines/nodes';
import { addMachine, listMachines, removeMachine } from './machines/pool';
import { zoneAdmin } from './slurm-clusters/public';

const handlers = {
  addMachine: async ({ db, session, input, lang }) => addMachine(db, zoneAdmin(session, input.zone), input, lang),
  listMachines: async ({ db, session, input, lang }) => listMachines(db, zoneAdmin(session, input.zone), input, lang),
  removeMachine: async ({ db, session, input }) => removeMachine(db, zoneAdmin(session, input.zone), input),
  addMachineNodes: async ({ db, session, input, lang }) => addMachineNodes(db, zoneAdmin(session, input.zone), input, lang),
  releaseMachineNodes: async ({ db, session, input, lang }) => releaseMachineNodes(db, zoneAdmin(session, input.zone), input, lang),
} satisfies Handlers;

export const machinesDomain: DomainModule<typeof handlers> = { handlers, tickers: [finishInterrupted] };
