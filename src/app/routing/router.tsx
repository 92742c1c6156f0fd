/**
 * Every route of spec section 2 under the base path: /{zone}/{portal}/{section}, portal hpc or ispf. Screens are
 * lazily loaded chunks (120 s time-out); the redirects are the spec's.
 */
import { Box } from '@chakra-ui/react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { withChunkTimeout } from '../../shared/routing/lazy-chunk';
import { Layout } from '../shell/layout';
import { StartupGate } from '../startup/startup-gate';
import { ZoneGate } from '../startup/zone-gate';
import { CreationGuard, PortalRedirect, SectionGuard } from './guards';
import { RootRedirect } from './root-redirect';
import { RouteError } from './route-error';

type RouteModule = { Component: React.ComponentType };
const page = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({ lazy: () => withChunkTimeout(load) });
/** A redirect the spec lists; relative targets resolve against the current URL path. */
const redirect = (to: string): { element: React.ReactElement } => ({ element: <Navigate to={to} relative="path" replace /> });

const pages = {
  home: page(() => import('../routes/home')),
  quickstart: page(() => import('../routes/quickstart')),
  welcome: page(() => import('../routes/welcome')),
  opening: page(() => import('../routes/product-opening')),
  clusters: page(() => import('../routes/clusters')),
  clusterType: page(() => import('../routes/cluster-select-type')),
  createCluster: page(() => import('../routes/cluster-create')),
  clusterDetail: page(() => import('../routes/cluster-detail')),
  submitJob: page(() => import('../routes/submit-job')),
  webSsh: page(() => import('../routes/web-ssh')),
  users: page(() => import('../routes/cluster-users')),
  nodes: page(() => import('../routes/nodes')),
  jobTemplates: page(() => import('../routes/job-templates')),
  queues: page(() => import('../routes/queues')),
  clusterMonitors: page(() => import('../routes/cluster-monitors')),
  jobMonitors: page(() => import('../routes/job-monitors')),
  software: page(() => import('../routes/software')),
  graphics: page(() => import('../routes/graphics-service')),
  userMgt: page(() => import('../routes/user-management')),
  allocateRes: page(() => import('../routes/allocate-resources')),
  allocateResDetail: page(() => import('../routes/allocate-resources-detail')),
  logs: page(() => import('../routes/operation-logs')),
  nas: page(() => import('../routes/nas')),
  jobs: page(() => import('../routes/jobs')),
  jobDetail: page(() => import('../routes/job-detail')),
  ispf: page(() => import('../routes/simulation-jobs')),
  ispfDetail: page(() => import('../routes/simulation-job-detail')),
  terminal: page(() => import('../routes/terminal')),
  login: page(() => import('../routes/login')),
  notFound: page(() => import('../routes/not-found')),
};

export const CLUSTER_TABS = ['node_list', 'job_list', 'queue_list', 'shared_account', 'auto_scale', 'user_list', 'lease_info'] as const;
export const JOB_TABS = ['compute_dir', 'job_logs', 'input_file', 'cluster_queue_info'] as const;
export const USER_MGT_TABS = ['user_management', 'res_statistics'] as const;

const guarded = (id: Parameters<typeof SectionGuard>[0]['id'], children: RouteObject[]): RouteObject => ({ element: <SectionGuard id={id} />, children });

/** Sections both portals have. */
const shared: RouteObject[] = [
  { path: 'welcome', ...pages.welcome },
  guarded('logs', [{ path: 'logs', ...pages.logs }]),
  guarded('nas', [{ path: 'nas', ...pages.nas }, { path: 'nas/:id', ...pages.nas }]),
  guarded('jobs', [
    { path: 'jobs', ...pages.jobs },
    { path: 'jobs/:id', ...redirect('compute_dir') },
    ...JOB_TABS.map((tab) => ({ path: `jobs/:id/${tab}`, ...pages.jobDetail })),
  ]),
  guarded('graphics', [{ path: 'graphics_service', ...pages.graphics }]),
  { path: '*', ...redirect('/404') },
];

const hpc: RouteObject[] = [
  { index: true, ...redirect('hpc_clusters') },
  { path: 'home', ...pages.home },
  guarded('quickstart', [{ path: 'quickstart', ...pages.quickstart }]),
  guarded('clusters', [
    { path: 'hpc_clusters', ...pages.clusters },
    { path: 'hpc_clusters/shared', ...pages.clusters },
    { path: 'hpc_clusters/web_ssh', ...redirect('..') },
    { element: <CreationGuard />, children: [
      { path: 'hpc_clusters/select_type', ...pages.clusterType },
      { path: 'hpc_clusters/create_hpc', ...pages.createCluster },
      { path: 'hpc_clusters/create_ehpc', ...pages.createCluster },
    ] },
    { path: 'hpc_clusters/:id', ...redirect('node_list') },
    ...CLUSTER_TABS.map((tab) => ({ path: `hpc_clusters/:id/${tab}`, ...pages.clusterDetail })),
  ]),
  guarded('submitJob', [
    { path: 'hpc_job/submit_job', ...pages.submitJob },
    { path: 'hpc_job/submit_job/:id', ...pages.submitJob },
    { path: 'hpc_job/submit_job/:id/:job_id', ...pages.submitJob },
  ]),
  guarded('users', [{ path: 'users', ...pages.users }]),
  guarded('nodes', [{ path: 'nodes', ...pages.nodes }]),
  guarded('jobTemplates', [{ path: 'job_templates', ...pages.jobTemplates }]),
  guarded('queues', [{ path: 'queues', ...pages.queues }]),
  guarded('clusterMonitors', [{ path: 'cluster_monitors', ...pages.clusterMonitors }]),
  guarded('jobMonitors', [{ path: 'job_monitors', ...pages.jobMonitors }]),
  guarded('software', [{ path: 'software', ...pages.software }]),
  guarded('userMgt', [
    { path: 'user_mgt', ...redirect('main') },
    { path: 'user_mgt/main', ...redirect('user_management') },
    ...USER_MGT_TABS.map((tab) => ({ path: `user_mgt/main/${tab}`, ...pages.userMgt })),
    { path: 'user_mgt/sub/allocate_res/:id', ...pages.allocateRes },
    { path: 'user_mgt/sub/allocate_res_detail/:id', ...pages.allocateResDetail },
  ]),
  ...shared,
];

const ispf: RouteObject[] = [
  { index: true, ...redirect('ispf') },
  guarded('ispf', [{ path: 'ispf', ...pages.ispf }, { path: 'ispf/:job_id', ...pages.ispfDetail }]),
  ...shared,
];

/** Shown while the first route's chunk loads. */
const hydrateFallbackElement = <Box minH="100vh" aria-busy="true" />;

export const routes: RouteObject[] = [
  { path: '/login', ...pages.login, errorElement: <RouteError />, hydrateFallbackElement },
  { path: '/404', ...pages.notFound, errorElement: <RouteError />, hydrateFallbackElement },
  {
    path: '/',
    element: <StartupGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'terminal', ...pages.terminal },
      { path: 'terminal/container', ...pages.terminal },
      {
        path: ':zone',
        element: <ZoneGate />,
        children: [
          { index: true, element: <PortalRedirect /> },
          {
            path: 'hpc',
            children: [
              { path: 'open', element: <Layout hideMenu />, children: [{ index: true, ...pages.opening }] },
              guarded('webSsh', [{ path: 'hpc_web_ssh/:id', element: <Layout hideMenu />, children: [{ index: true, ...pages.webSsh }] }]),
              { element: <Layout />, errorElement: <RouteError />, children: hpc },
            ],
          },
          {
            path: 'ispf',
            children: [
              { path: 'open', element: <Layout hideMenu />, children: [{ index: true, ...pages.opening }] },
              { element: <Layout />, errorElement: <RouteError />, children: ispf },
            ],
          },
          { path: '*', ...redirect('/404') },
        ],
      },
    ],
  },
  { path: '*', ...redirect('/404') },
];

export function createConsoleRouter(basename = import.meta.env.BASE_URL) {
  return createBrowserRouter(routes, { basename: basename.replace(/\/$/, '') });
}
