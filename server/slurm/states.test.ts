/**
 * Every Slurm job state and flag, and the node states, as the console shows them (the tables in states.ts).
 */
import { describe, expect, it } from 'vitest';
import { consoleNodeStatus, consoleStatus, pendingReasonOf } from './states';
import type { SlurmJob, SlurmNode } from './types';

const job = (state: string, more: Partial<SlurmJob> = {}): SlurmJob => ({
  jobId: '7',
  name: 'j',
  user: 'u',
  partition: 'normal',
  state,
  flags: [],
  reason: null,
  exitCode: null,
  signal: null,
  submitTime: null,
  startTime: null,
  expectedStart: null,
  endTime: null,
  nodes: '',
  cpus: 1,
  timeLimitMin: 60,
  stdout: null,
  stderr: null,
  cwd: null,
  ...more,
});

const node = (state: string, more: Partial<SlurmNode> = {}): SlurmNode => ({
  name: 'n1',
  state,
  stateFlags: [],
  cpus: 4,
  allocCpus: 0,
  memoryMb: 1024,
  partitions: ['normal'],
  reason: null,
  ...more,
});

describe('consoleStatus', () => {
  it.each([
    [job('PENDING', { reason: 'Resources' }), 'pending', null, 'PENDING (Resources)'],
    [job('PENDING', { reason: 'JobHeldUser' }), 'stopped', null, 'PENDING (JobHeldUser)'],
    [job('PENDING', { reason: 'JobHeldAdmin' }), 'pending', null, 'PENDING (JobHeldAdmin)'],
    [job('RUNNING'), 'running', null, 'RUNNING'],
    [job('SUSPENDED'), 'stopped', null, 'SUSPENDED'],
    [job('COMPLETED', { exitCode: 0 }), 'finished', 0, 'COMPLETED'],
    [job('CANCELLED', { signal: 9 }), 'cancelled', null, 'CANCELLED'],
    [job('FAILED', { exitCode: 3, reason: 'NonZeroExitCode' }), 'exited', 3, 'FAILED (exit 3)'],
    [job('FAILED', { signal: 9, reason: 'JobLaunchFailure' }), 'exited', 137, 'FAILED (signal 9)'],
    [job('FAILED'), 'exited', 1, 'FAILED'],
    [job('TIMEOUT', { reason: 'TimeLimit' }), 'exited', 124, 'TIMEOUT'],
    [job('TIMEOUT', { exitCode: 0 }), 'exited', 124, 'TIMEOUT'],
    [job('TIMEOUT', { exitCode: 2 }), 'exited', 2, 'TIMEOUT'],
    [job('DEADLINE'), 'exited', 124, 'DEADLINE'],
    [job('OUT_OF_MEMORY', { exitCode: 0 }), 'exited', 137, 'OUT_OF_MEMORY'],
    [job('PREEMPTED'), 'exited', 143, 'PREEMPTED'],
    [job('PREEMPTED', { flags: ['REQUEUED'] }), 'pending', null, 'PREEMPTED+REQUEUED'],
    [job('NODE_FAIL', { signal: 15 }), 'exited', 143, 'NODE_FAIL (signal 15)'],
    [job('NODE_FAIL'), 'exited', 1, 'NODE_FAIL'],
    [job('BOOT_FAIL'), 'exited', 1, 'BOOT_FAIL'],
    [job('SPECIAL_STATE_NOBODY_KNOWS', { exitCode: 5 }), 'unknown', 5, 'SPECIAL_STATE_NOBODY_KNOWS'],
  ] as const)('%o -> %s %s %s', (given, status, exitCode, detail) => {
    const pendingReason = status === 'pending' ? pendingReasonOf(given.reason) : null;
    expect(consoleStatus(given)).toEqual({ status, exitCode, detail, pendingReason });
  });

  it.each([
    // v0.0.36-38 name the flag instead of the base state.
    [job('COMPLETING', { flags: ['COMPLETING'] }), 'running', 'COMPLETING'],
    [job('STAGE_OUT', { flags: ['STAGE_OUT'] }), 'running', 'STAGE_OUT'],
    [job('SIGNALING', { flags: ['SIGNALING'] }), 'running', 'SIGNALING'],
    [job('RESIZING', { flags: ['RESIZING'] }), 'running', 'RESIZING'],
    [job('CONFIGURING', { flags: ['CONFIGURING'] }), 'pending', 'CONFIGURING'],
    [job('REQUEUED', { flags: ['REQUEUED'] }), 'pending', 'REQUEUED'],
    [job('REQUEUE_FED', { flags: ['REQUEUE_FED'] }), 'pending', 'REQUEUE_FED'],
    [job('REQUEUE_HOLD', { flags: ['REQUEUE_HOLD'] }), 'stopped', 'REQUEUE_HOLD'],
    [job('SPECIAL_EXIT', { flags: ['SPECIAL_EXIT'] }), 'stopped', 'SPECIAL_EXIT'],
    [job('RESV_DEL_HOLD', { flags: ['RESV_DEL_HOLD'] }), 'stopped', 'RESV_DEL_HOLD'],
    [job('STOPPED', { flags: ['STOPPED'] }), 'stopped', 'STOPPED'],
    [job('REVOKED', { flags: ['REVOKED'] }), 'cancelled', 'REVOKED'],
    // v0.0.39+ give the base beside its flags.
    [job('RUNNING', { flags: ['CONFIGURING'] }), 'pending', 'RUNNING+CONFIGURING'],
    [job('RUNNING', { flags: ['POWER_UP_NODE'] }), 'pending', 'RUNNING+POWER_UP_NODE'],
    [job('RUNNING', { flags: ['STOPPED'] }), 'stopped', 'RUNNING+STOPPED'],
    [job('PENDING', { flags: ['REQUEUE_HOLD'], reason: 'JobHeldAdmin' }), 'stopped', 'PENDING+REQUEUE_HOLD (JobHeldAdmin)'],
  ] as const)('flag %o -> %s %s', (given, status, detail) => {
    expect(consoleStatus(given)).toMatchObject({ status, detail });
  });

  it('keeps the base state of an ending job beside COMPLETING (v0.0.39+), with its exit code', () => {
    expect(consoleStatus(job('FAILED', { flags: ['COMPLETING'], exitCode: 2 }))).toEqual({
      status: 'exited',
      exitCode: 2,
      detail: 'FAILED+COMPLETING (exit 2)',
      pendingReason: null,
    });
    expect(consoleStatus(job('COMPLETED', { flags: ['COMPLETING'], exitCode: 0 }))).toEqual({
      status: 'finished',
      exitCode: 0,
      detail: 'COMPLETED+COMPLETING',
      pendingReason: null,
    });
  });

  it('says why a pending job waits, and only a pending one', () => {
    expect(consoleStatus(job('PENDING', { reason: 'Priority' })).pendingReason).toBe('priority');
    expect(consoleStatus(job('PENDING', { flags: ['REQUEUED'], reason: 'BeginTime' })).pendingReason).toBe('begin_time');
    expect(consoleStatus(job('PENDING', { reason: 'JobHeldUser' })).pendingReason).toBeNull(); // stopped by its user
    expect(consoleStatus(job('RUNNING', { reason: 'Resources' })).pendingReason).toBeNull();
  });
});

describe('pendingReasonOf', () => {
  it.each([
    [null, 'scheduling'],
    ['None', 'scheduling'],
    ['Priority', 'priority'],
    ['Resources', 'resources'],
    ['Licenses', 'resources'],
    ['Dependency', 'dependency'],
    ['DependencyNeverSatisfied', 'dependency_never_satisfied'],
    ['JobHeldAdmin', 'held'],
    ['launch failed requeued held', 'held'],
    ['QOSMaxCpuPerUserLimit', 'limit'],
    ['AssocGrpCpuLimit', 'limit'],
    ['QOSGrpNodeLimit', 'limit'],
    ['QOSNotAllowed', 'other'],
    ['PartitionTimeLimit', 'queue_limit'],
    ['PartitionNodeLimit', 'queue_limit'],
    ['BadConstraints', 'queue_limit'],
    ['ReqNodeNotAvail, UnavailableNodes:cn[001-002]', 'nodes_unavailable'],
    ['NodeDown', 'nodes_unavailable'],
    ['PartitionDown', 'queue_unavailable'],
    ['PartitionInactive', 'queue_unavailable'],
    ['BeginTime', 'begin_time'],
    ['InvalidAccount', 'other'],
  ] as const)('%s -> %s', (reason, category) => {
    expect(pendingReasonOf(reason)).toBe(category);
  });
});

describe('consoleNodeStatus', () => {
  it.each([
    [node('IDLE'), 'active', 'healthy', 'idle', 'IDLE'],
    [node('MIXED', { allocCpus: 1 }), 'active', 'healthy', 'mixed', 'MIXED'],
    [node('ALLOCATED', { allocCpus: 4 }), 'active', 'healthy', 'allocated', 'ALLOCATED'],
    [node('COMPLETING', { allocCpus: 4 }), 'active', 'healthy', 'allocated', 'COMPLETING'],
    [node('DOWN', { reason: 'Not responding' }), 'stopped', 'unhealthy', null, 'DOWN (Not responding)'],
    [node('DOWN*'), 'stopped', 'unhealthy', null, 'DOWN'],
    [node('ERROR'), 'active', 'unhealthy', null, 'ERROR'],
    [node('FUTURE'), 'pending', 'fetching', null, 'FUTURE'],
    [node('UNKNOWN'), 'pending', 'fetching', null, 'UNKNOWN'],
    [node('IDLE', { stateFlags: ['DRAIN'], reason: 'maintenance' }), 'stopped', 'healthy', null, 'IDLE+DRAIN (maintenance)'],
    [node('MIXED', { stateFlags: ['DRAIN'], allocCpus: 2 }), 'stopping', 'healthy', null, 'MIXED+DRAIN'],
    [node('DRAINED'), 'stopped', 'healthy', null, 'DRAINED'],
    [node('DRAINING', { allocCpus: 1 }), 'stopping', 'healthy', null, 'DRAINING'],
    [node('IDLE', { stateFlags: ['NOT_RESPONDING'] }), 'active', 'unhealthy', 'idle', 'IDLE+NOT_RESPONDING'],
    [node('IDLE', { stateFlags: ['POWERING_UP'] }), 'starting', 'healthy', null, 'IDLE+POWERING_UP'],
    [node('IDLE', { stateFlags: ['POWERED_DOWN'] }), 'stopped', 'healthy', null, 'IDLE+POWERED_DOWN'],
    [node('IDLE', { stateFlags: ['POWERING_DOWN'] }), 'stopping', 'healthy', null, 'IDLE+POWERING_DOWN'],
    [node('ALLOCATED', { stateFlags: ['REBOOT_REQUESTED'], allocCpus: 4 }), 'restarting', 'healthy', null, 'ALLOCATED+REBOOT_REQUESTED'],
    [node('WHATEVER'), 'pending', 'fetching', null, 'WHATEVER'],
  ] as const)('%o -> %s %s %s', (given, status, health, load, detail) => {
    expect(consoleNodeStatus(given)).toEqual({ status, health, load, detail });
  });
});
