/**
 * Test harness of the creation flow: the gateway answered from fixtures shaped like the contract's examples (every
 * request recorded with its body), and the flow rendered under its route beside a stand-in cluster list.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the gateway's fixture data, not console text */
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { configureGateway } from '@/api/gateway';
import type { AppVersion } from '@/api/generated/model/appVersion';
import type { ClusterConf } from '@/api/generated/model/clusterConf';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { HpcConfig } from '@/api/generated/model/hpcConfig';
import type { UserSession } from '@/api/generated/model/userSession';
import type { FormValues } from '@/shared/forms';
import { i18n } from '@/shared/i18n/locale';
import { SessionContext, type SessionValue } from '@/shared/session/session-context';
import { consoleSystem } from '@/shared/ui/system';
import { CreateClusterScreen } from '../create-cluster-screen';
import { OWNER, cluster, testConfig } from '../test-harness';
import { CLUSTER_FORMS } from './cluster-forms';
import { CreationStepForm } from './creation-step-form';
import { CREATION_STEPS } from './creation-steps';
import { initialFormData, isBareMetalChoice, normalizeFormData } from './form-data';
import type { CreationCatalogue } from './use-creation-catalogue';

const e2 = (cpu: number[]) => ({ instance_class: 101, name: '基础型 e2', node_type: 'standard', cpu, memory: [2048, 4096] });

export const CONF = {
  ehpc: {
    cluster_type: 'ehpc',
    app_id: 'app-ehpc01',
    schedulers: ['slurm', 'pbspro'],
    deploy_modes: [1, 2],
    roles: {
      controller: { instance_classes: [e2([2, 4, 8])], count: { min: 1, max: 1, default: 1 } },
      compute: {
        instance_classes: [
          { instance_class: 101, name: '计算型 c3', node_type: 'standard', cpu: [8, 16, 32, 56], memory: [2048, 4096] },
          { instance_class: 201, name: 'GPU g4', node_type: 'gpu', cpu: [16, 32], memory: [4096, 8192], gpu: [1, 2, 4] },
          { instance_class: 202, name: '裸金属 bm5', node_type: 'bare_metal', cpu: [56, 64], memory: [4096] },
        ],
        count: { min: 1, max: 100, default: 2 },
      },
      login: { instance_classes: [e2([2, 4])], count: { min: 1, max: 4, default: 1 } },
    },
  },
  hpc: {
    cluster_type: 'hpc',
    app_id: 'app-hpc01',
    schedulers: ['slurm'],
    deploy_modes: [1],
    roles: {
      login: {
        instance_classes: [{ instance_class: 0, name: '通用型 s1', node_type: 'vm', cpu: [2, 4, 8], memory: [2048, 4096] }],
        count: { min: 1, max: 4, default: 1 },
      },
    },
  },
};

export const VERSIONS = {
  ehpc: [
    { version_id: 'appv-ehpc241', app_id: 'app-ehpc01', name: 'EHPC 2.4.1', status: 'active', description: 'Slurm 23.11' },
    { version_id: 'appv-ehpc241bm', app_id: 'app-ehpc01', name: 'EHPC 2.4.1-BM', status: 'active' },
  ],
  hpc: [{ version_id: 'appv-hpc310', app_id: 'app-hpc01', name: 'HPC 3.1.0', status: 'active' }],
};

const vxnet = (vxnet_id: string, vxnet_name: string, vxnet_type: number, mode: number) => ({
  vxnet_id,
  vxnet_name,
  vxnet_type,
  mode,
  router: vxnet_type === 1 ? { router_id: 'rtr-k2m8x4q1', ip_network: '192.168.10.0/24' } : null,
});
export const VXNETS = [
  vxnet('vxnet-hpc01', 'hpc-private-net', 1, 0),
  vxnet('vxnet-cfd02', '仿真_net', 1, 0),
  vxnet('vxnet-ks', '基础网络', 2, 1),
  vxnet('vxnet-0', 'base-0', 2, 0),
  vxnet('vxnet-bm01', 'baremetal-net', 2, 2),
];

const nasExport = (nas_id: string, name: string, cluster_ids: string[]) => ({
  nas_id,
  fs_id: 'fs-k2m4q8x1',
  name,
  export_path: `/fs-k2m4q8x1/${nas_id}`,
  quota: 100,
  used: 0,
  status: 'Active',
  cluster_ids,
  cluster_names: cluster_ids.map(() => '气象模拟_A'),
  create_time: '2026-11-19T01:30:00Z',
});
/** The request token GetGlobalUniqueId answers. */
export const REQUEST_TOKEN = '3f6c2a9e-8b1d-4e7a-9c52-0d4b7e1f2a68';

export const EXPORTS = [nasExport('nas-3f9a2b1c', '气象模拟_共享盘', ['ehpc-k8x2m4q1']), nasExport('nas-5c8d1e3f', 'student_lab_home', [])];
export const S2_SERVERS = [
  {
    s2_server_id: 's2-7d3k9p2x',
    name: 'vnas_气象组',
    status: 'active',
    shared_targets: [{ shared_target_id: 'st-4k2m9q1z', export_name: '/mnt/wrf_share', s2_server_id: 's2-7d3k9p2x' }],
  },
  { s2_server_id: 's2-q1w2e3r4', name: 'cfd-vnas', status: 'active', shared_targets: [] },
];

export interface RecordedRequest {
  method: string;
  path: string;
  url: URL;
  body: Record<string, unknown> | undefined;
}

type Answer = (request: RecordedRequest) => unknown;

export function defaultAnswers(type: ClusterType): [RegExp, Answer][] {
  return [
    [/\/portal-hpc\/cluster\/conf$/, () => ({ cluster_conf_set: [CONF[type]] })],
    [/\/product-center\/v1\/skus:search$/, () => ({ skus: [], total_count: 0 })],
    [/\/iaas\/DescribeAppVersions$/, () => ({ version_set: VERSIONS[type], total_count: VERSIONS[type].length })],
    [
      /\/iaas\/DescribeVxnets$/,
      ({ url }) => {
        const types = url.searchParams.getAll('vxnet_type').map(Number);
        const modes = url.searchParams.getAll('mode').map(Number);
        const set = VXNETS.filter((v) => (!types.length || types.includes(v.vxnet_type)) && (!modes.length || modes.includes(v.mode)));
        return { vxnet_set: set, total_count: set.length };
      },
    ],
    [
      /\/nas\/file-systems$/,
      () => ({
        fs_list: [
          {
            fs_id: 'fs-k2m4q8x1',
            name: '科研NAS',
            status: 'Active',
            capacity: 2048,
            used: 0,
            export_count: 2,
            create_time: '2026-09-10T06:20:00Z',
          },
        ],
        total_count: 1,
      }),
    ],
    [/\/nas\/file-systems\/fs-[a-z0-9]+$/, () => ({ fs_id: 'fs-k2m4q8x1', export_set: EXPORTS, total_count: EXPORTS.length })],
    [/\/iaas\/DescribeS2Servers$/, () => ({ s2_server_set: S2_SERVERS, total_count: S2_SERVERS.length })],
    [
      /\/portal-hpc\/software\/list$/,
      () => ({
        hpcsw_set: [
          {
            hpcsw_id: 'hpcsw-gromacs23',
            sw_name: 'GROMACS',
            sw_ver: '2023.3',
            class_id: 'swc-md',
            mark: 0,
            create_time: '2026-11-02T09:00:00Z',
          },
        ],
        total_count: 1,
      }),
    ],
    [
      /\/portal-hpc\/queue\/getQueueTypes$/,
      () => ({
        queue_types_set: [
          {
            queue_type: 'qt-shared56',
            name: '共享队列 56核',
            category: 'shared',
            cores_per_node: 56,
            memory_per_node: 229376,
            price: 6.72,
            currency: 'cny',
          },
        ],
        total_count: 1,
      }),
    ],
    [
      /\/iaas\/GetClusterPrice$/,
      ({ url }) => {
        const conf = JSON.parse(url.searchParams.get('conf') ?? '{}') as Record<string, { count: number }>;
        const priceSet = Object.entries(conf).map(([role, spec]) => ({
          role,
          count: spec.count,
          price: spec.count * 0.5,
          available_coupon: 0,
          unit: 'hour',
        }));
        return { price_set: priceSet, total_price: priceSet.reduce((sum, item) => sum + item.price, 0), unit: 'hour', currency: 'cny' };
      },
    ],
    [/\/portal-hpc\/billing\/cost$/, () => ({ cost: 6.72, currency: 'cny', unit: 'hour', duration: 0 })],
    [
      /\/portal-hpc\/cluster\/list$/,
      ({ url }) => {
        const ids = url.searchParams.getAll('cluster_id');
        const source = cluster({
          cluster_id: 'ehpc-k8x2m4q1',
          network_type: 'private',
          vxnet_id: 'vxnet-hpc01',
          deploy_mode: 1,
          scheduler: 'pbspro',
          description: 'WRF',
          nas_shared_path: '/share/weather_A',
          app_version_info: { version_id: 'appv-ehpc241', name: 'EHPC 2.4.1' },
        });
        const set = ids.length ? [source].filter((c) => ids.includes(c.cluster_id)) : [source];
        return { cluster_set: set, total_count: set.length };
      },
    ],
    [
      /\/portal-hpc\/cluster\/listNodes$/,
      () => {
        const node = (node_id: string, role: string, instance_class: number, cpu: number, memory: number) => ({
          node_id,
          cluster_id: 'ehpc-k8x2m4q1',
          role,
          instance_class,
          cpu,
          memory,
          gpu: 0,
          status: 'active',
          create_time: '2026-10-02T03:15:00Z',
        });
        const set = [
          node('cn-ctl00001', 'controller', 101, 4, 8192),
          node('cn-cmp00001', 'compute', 101, 32, 131072),
          node('cn-cmp00002', 'compute', 101, 32, 131072),
          node('cn-cmp00003', 'compute', 101, 32, 131072),
          node('cn-lgn00001', 'login', 101, 2, 4096),
        ];
        return { node_set: set, total_count: set.length };
      },
    ],
    [/\/iaas\/GetGlobalUniqueId$/, () => ({ uuid: REQUEST_TOKEN })],
    [
      /\/portal-hpc\/cluster\/createCluster$/,
      () => ({ job_id: 'j-8f2k4m1q', cluster_id: type === 'ehpc' ? 'ehpc-w3r7t9y2' : 'hpc-w3r7t9y2' }),
    ],
    [/\/portal-hpc\/operation$/, () => ({ job_set: [], total_count: 0 })],
  ];
}

/** Answers the gateway from `answers` (first match by path) and records every request. */
export function mockCreationGateway(type: ClusterType, overrides: [RegExp, Answer][] = []): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const answers = [...overrides, ...defaultAnswers(type)];
  configureGateway({
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://console');
      const path = url.pathname.replace(/^.*\/api/, '');
      const request: RecordedRequest = {
        method: init?.method ?? 'GET',
        path,
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const answer = answers.find(([pattern]) => pattern.test(path));
      const body = answer ? answer[1](request) : { total_count: 0 };
      return new Response(JSON.stringify({ ret_code: 0, ...(body as object) }), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return requests;
}

function ClusterListStandIn() {
  const location = useLocation();
  return <div data-testid="cluster-list">{location.pathname}</div>;
}

export function renderCreation(type: ClusterType, options: { search?: string; user?: UserSession; config?: HpcConfig } = {}) {
  const session: SessionValue = {
    user: options.user ?? OWNER,
    zone: 'pek3',
    portal: 'hpc',
    config: options.config ?? testConfig(),
    permission: { status: 'enable', user_id: 'usr-owner', zone: 'pek3' },
    refreshPermission: async () => {},
    switchZone: () => {},
    signOut: async () => {},
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = `/pek3/hpc/hpc_clusters/create_${type}${options.search ?? ''}`;
  const result = render(
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={`/:zone/hpc/hpc_clusters/create_${type}`} element={<CreateClusterScreen type={type} />} />
                <Route path="/:zone/hpc/hpc_clusters" element={<ClusterListStandIn />} />
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return { ...result, client };
}

/** The error messages shown under the fields. */
export function fieldErrors(): string[] {
  return screen.queryAllByTestId('field-error').map((element) => element.textContent ?? '');
}

function StepHarness({
  type,
  stepId,
  initial,
  onNext,
}: {
  type: ClusterType;
  stepId: string;
  initial: FormValues;
  onNext(formData: FormValues): void;
}) {
  const form = CLUSTER_FORMS[type];
  const catalogue = useMemo<CreationCatalogue>(
    () => ({
      type,
      appId: CONF[type].app_id,
      conf: CONF[type] as unknown as ClusterConf,
      skus: [],
      versions: VERSIONS[type] as AppVersion[],
      isPending: false,
      error: null,
      retry: () => {},
    }),
    [type],
  );
  const [formData, setFormData] = useState(() => normalizeFormData(type, {}, initialFormData(form, initial), catalogue));
  const step = CREATION_STEPS[type].find((item) => item.id === stepId);
  if (!step) throw new Error(`no step ${stepId}`);
  const context = { formData, catalogue, bareMetal: isBareMetalChoice(formData, catalogue) };
  return (
    <>
      <CreationStepForm
        form={form}
        step={step}
        context={context}
        isFirst={false}
        onChange={(next) => setFormData((previous) => normalizeFormData(type, previous, next, catalogue))}
        onNext={onNext}
        onPrevious={() => {}}
      />
      <output data-testid="form-data">{JSON.stringify(formData)}</output>
    </>
  );
}

/** One form step of the flow on its own, with the fixtures' catalogue; `onNext` records each accepted submit. */
export function renderStep(type: ClusterType, stepId: string, initial: FormValues = {}) {
  const onNext = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <StepHarness type={type} stepId={stepId} initial={initial} onNext={onNext} />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return { onNext, formData: () => JSON.parse(screen.getByTestId('form-data').textContent ?? '{}') as FormValues };
}
