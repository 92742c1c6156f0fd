/**
 * Test harness of the cluster screens: the shared session render and gateway mock (src/shared/testing), a cluster
 * factory, and `mockGateway` answering per action path and recording every request URL. Used by the *.test.tsx
 * files of this feature only.
 */
import type { Cluster } from '@/api/generated/model/cluster';
import { mockGatewayCalls, resetGatewayMock, type GatewayAnswer } from '@/shared/testing/gateway-mock';

export { OWNER, SUB_USER, renderWithSession, stubResizeObserver, testConfig } from '@/shared/testing/session-render';
export { callsTo, mockGatewayCalls, operationAnswer, refusal } from '@/shared/testing/gateway-mock';

export function cluster(overrides: Partial<Cluster> = {}): Cluster {
  return {
    cluster_id: 'ehpc-k8x2m4q1',
    cluster_name: 'weather_A',
    cluster_type: 'ehpc',
    status: 'active',
    zone: 'pek3',
    owner: 'usr-owner',
    scheduler: 'slurm',
    version: '2.4.1',
    upgrade_version: '2.5.0',
    deploy_mode: 1,
    paid_type: 0,
    node_count: 6,
    core_count: 224,
    create_time: '2026-10-02T03:15:00Z',
    ...overrides,
  };
}

export type Answer = GatewayAnswer;

/** Answers gateway calls by the end of their path (e.g. 'cluster/list'); records every request URL. */
export function mockGateway(answers: Record<string, Answer>): URL[] {
  const urls: URL[] = [];
  mockGatewayCalls(answers, (call) => urls.push(call.url));
  return urls;
}

export function resetGateway(): void {
  resetGatewayMock();
}
