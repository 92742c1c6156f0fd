/**
 * Demo data of the accounts domain (server/seed/accounts.ts inserts it): extra sub-users, IAM users, the
 * software catalogue, cluster users and shared members on the SEED clusters.
 */
import { SEED } from '../../seed/fixtures';

export const EXTRA_SUB_USERS = [
  // HPC-authorised in pek3: offered by the sharing modal.
  { user_id: 'usr-lina', user_name: '李娜', email: 'li.na@example.com', permission: true, daysAgo: 40 },
  // Not authorised: listed, but refused as a project member.
  { user_id: 'usr-intern', user_name: 'cfd_intern', email: 'cfd.intern@example.com', permission: false, daysAgo: 12 },
] as const;

export const IAM_USERS = [
  { iam_user_id: 'iamu-alice001', iamuser_name: 'alice', email: 'alice@example.com', status: 'active', user_id: 'iam-alice', daysAgo: 50 },
  {
    iam_user_id: 'iamu-zhangwei1',
    iamuser_name: 'zhang.wei',
    email: 'zhang.wei@example.com',
    status: 'active',
    user_id: null,
    daysAgo: 30,
  },
  { iam_user_id: 'iamu-liuyang1', iamuser_name: 'liu.yang', email: 'liu.yang@example.com', status: 'active', user_id: null, daysAgo: 20 },
  { iam_user_id: 'iamu-chenjie01', iamuser_name: 'chen.jie', email: 'chen.jie@example.com', status: 'disabled', user_id: null, daysAgo: 8 },
] as const;

export const LOGIN_ACCOUNTS = [
  { login_account: 'hpc_lab', users: ['usr-owner', 'usr-sub', 'usr-lina'], daysAgo: 60 },
  { login_account: 'cfd_team', users: ['usr-intern'], daysAgo: 12 },
];

export const SEED_PROJECT = { project_id: 'prj-wrf0shar1', name: '气象模拟_A share', cluster_id: SEED.clusters.ehpcActive, daysAgo: 45 };

export const SOFTWARE_CLASSES = [
  { class_id: 'swc-md', name: '分子动力学', name_en: 'Molecular dynamics' },
  { class_id: 'swc-weather', name: '气象', name_en: 'Weather and climate' },
  { class_id: 'swc-cfd', name: 'CFD 流体力学', name_en: 'CFD' },
  { class_id: 'swc-chem', name: '量子化学', name_en: 'Quantum chemistry' },
  { class_id: 'swc-fea', name: '结构力学', name_en: 'Structural mechanics' },
  { class_id: 'swc-viz', name: '可视化', name_en: 'Visualisation' },
  { class_id: 'swc-lib', name: '编译与并行库', name_en: 'Compilers and MPI' },
];

type License = 'free' | 'commercial';
const sw = (
  hpcsw_id: string,
  sw_name: string,
  sw_ver: string,
  class_id: string,
  license: License,
  description: string,
  vendor: string,
  graphics?: { icon: string; price: number; launch?: string },
  types = ['hpc', 'ehpc'],
  daysAgo = 90,
) => ({
  hpcsw_id,
  sw_name,
  sw_ver,
  class_id,
  license,
  description,
  vendor,
  is_graphics: graphics ? 1 : 0,
  icon: graphics?.icon ?? null,
  hourly_price: graphics?.price ?? 0,
  // What runs on a real cluster's node (ADR 0062); the others are not installed on the nodes the console knows.
  launch: graphics?.launch ?? null,
  cluster_types: types,
  daysAgo,
});

export const SOFTWARE = [
  sw('hpcsw-gromacs23', 'GROMACS', '2023.3', 'swc-md', 'free', '分子动力学模拟，支持 GPU 加速', 'GROMACS team', undefined, undefined, 120),
  sw(
    'hpcsw-lammps',
    'LAMMPS',
    '2Aug2023',
    'swc-md',
    'free',
    'Large-scale atomic/molecular massively parallel simulator',
    'Sandia National Laboratories',
    undefined,
    undefined,
    110,
  ),
  sw(
    'hpcsw-vmd193',
    'VMD',
    '1.9.3',
    'swc-md',
    'free',
    '分子可视化与轨迹分析',
    'UIUC',
    { icon: 'static/icons/vmd.svg', price: 0.8 },
    ['ehpc'],
    100,
  ),
  sw('hpcsw-wrf45', 'WRF', '4.5', 'swc-weather', 'free', 'Weather Research and Forecasting model', 'NCAR', undefined, undefined, 95),
  sw('hpcsw-cesm22', 'CESM', '2.2', 'swc-weather', 'free', '地球系统模式', 'NCAR', undefined, ['ehpc'], 80),
  sw(
    'hpcsw-fluent23',
    'Fluent',
    '2023R1',
    'swc-cfd',
    'commercial',
    'ANSYS Fluent 2023 求解器',
    'ANSYS',
    { icon: 'static/icons/fluent.svg', price: 3.6 },
    undefined,
    70,
  ),
  sw(
    'hpcsw-fluent2024',
    'ANSYS Fluent',
    '2024R1',
    'swc-cfd',
    'commercial',
    '商业 CFD 求解器，支持图形界面',
    'ANSYS',
    { icon: 'static/icons/fluent.svg', price: 3.6 },
    undefined,
    50,
  ),
  sw('hpcsw-openfoam11', 'OpenFOAM', '11', 'swc-cfd', 'free', 'Open-source CFD toolbox', 'OpenFOAM Foundation', undefined, undefined, 60),
  sw('hpcsw-gaussian16', 'Gaussian', '16.C01', 'swc-chem', 'commercial', '量子化学计算', 'Gaussian, Inc.', undefined, undefined, 55),
  sw(
    'hpcsw-vasp64',
    'VASP',
    '6.4.2',
    'swc-chem',
    'commercial',
    'First-principles materials simulation',
    'VASP Software GmbH',
    undefined,
    ['ehpc'],
    45,
  ),
  sw(
    'hpcsw-abaqus2023',
    'Abaqus',
    '2023',
    'swc-fea',
    'commercial',
    '有限元结构分析',
    'Dassault Systèmes',
    { icon: 'static/icons/abaqus.svg', price: 4.2 },
    undefined,
    40,
  ),
  sw(
    'hpcsw-lsdyna13',
    'LS-DYNA',
    'R13',
    'swc-fea',
    'commercial',
    'Explicit dynamics and crash simulation',
    'Ansys LST',
    undefined,
    undefined,
    35,
  ),
  sw(
    'hpcsw-comsol62',
    'COMSOL',
    '6.2',
    'swc-fea',
    'commercial',
    '多物理场仿真',
    'COMSOL AB',
    { icon: 'static/icons/comsol.svg', price: 3 },
    undefined,
    30,
  ),
  sw(
    'hpcsw-paraview511',
    'ParaView 可视化',
    '5.11.2',
    'swc-viz',
    'free',
    '科学数据可视化',
    'Kitware',
    { icon: 'static/icons/paraview.svg', price: 0.8 },
    undefined,
    25,
  ),
  sw('hpcsw-openmpi416', 'OpenMPI', '4.1.6', 'swc-lib', 'free', 'MPI 并行通信库', 'Open MPI Project', undefined, undefined, 130),
  // Graphics sessions on any cluster, the hosts' own Debian packages (tigervnc-standalone-server, twm, xterm).
  sw(
    'hpcsw-desktop',
    'Desktop',
    '1.12',
    'swc-viz',
    'free',
    'A desktop on a compute node: a window manager and a terminal',
    'TigerVNC',
    { icon: 'static/icons/desktop.svg', price: 0.5, launch: 'desktop' },
    undefined,
    20,
  ),
  sw(
    'hpcsw-xterm',
    'Terminal (xterm)',
    '379',
    'swc-viz',
    'free',
    'A terminal window on a compute node',
    'X.Org',
    { icon: 'static/icons/xterm.svg', price: 0.2, launch: 'xterm' },
    undefined,
    20,
  ),
];

export const SOFTWARE_APPLICATIONS = [
  {
    apply_id: 'swa-fluent01',
    hpcsw_id: 'hpcsw-fluent2024',
    cluster_id: SEED.clusters.ehpcActive,
    user_id: 'usr-owner',
    reason: '风场后处理需要 Fluent',
    status: 'passed',
    daysAgo: 20,
  },
  {
    apply_id: 'swa-gauss001',
    hpcsw_id: 'hpcsw-gaussian16',
    cluster_id: SEED.clusters.ehpcActive,
    user_id: 'iam-alice',
    reason: '气溶胶化学反应计算',
    status: 'pending',
    daysAgo: 1,
  },
  {
    apply_id: 'swa-abaqus01',
    hpcsw_id: 'hpcsw-abaqus2023',
    cluster_id: SEED.clusters.hpcActive,
    user_id: 'usr-owner',
    reason: '课程实验',
    status: 'rejected',
    reject_reason: '商业许可只供科研项目使用，课程实验请使用免费软件。',
    daysAgo: 9,
  },
];

const GIB = 1073741824;
const cu = (
  cluster_id: string,
  account: string,
  uid: number,
  hours: number,
  quotaGb: number,
  usedGb: number,
  queues: string[],
  folders: string[],
  extra: { admin?: boolean; disabled?: boolean; daysAgo: number },
) => ({
  cluster_id,
  account,
  uid,
  allocated_core_hours: hours,
  storage_quota: quotaGb * GIB,
  storage_used: usedGb * GIB,
  queues,
  folders,
  is_admin: extra.admin ?? false,
  status: extra.disabled ? 'disabled' : 'active',
  daysAgo: extra.daysAgo,
});

/** Accounts named as the jobs domain runs jobs (user id with _ for -, or the IAM user name), so their jobs count. */
export const CLUSTER_USERS = [
  cu(SEED.clusters.ehpcActive, 'wrf_admin', 10001, 2000, 200, 20, ['normal'], [], { admin: true, daysAgo: 50 }),
  cu(SEED.clusters.ehpcActive, 'usr_owner', 10002, 20000, 500, 180, ['normal', 'gpu_ai'], ['/share/wrf/data', '/share/wrf/era5'], {
    daysAgo: 49,
  }),
  cu(SEED.clusters.ehpcActive, 'alice', 10003, 5000, 100, 12, ['normal'], ['/share/wrf/data'], { daysAgo: 30 }),
  cu(SEED.clusters.ehpcActive, 'usr_sub', 10004, 1000, 50, 0, ['normal'], [], { disabled: true, daysAgo: 10 }),
  cu(SEED.clusters.hpcActive, 'lab_admin', 10001, 1000, 100, 5, ['shared56'], [], { admin: true, daysAgo: 40 }),
  cu(SEED.clusters.hpcActive, 'usr_owner', 10002, 8000, 200, 64, ['shared56'], ['/share/lab/course'], { daysAgo: 39 }),
  cu(SEED.clusters.hpcActive, 'student01', 10003, 500, 20, 1, ['shared56'], [], { disabled: true, daysAgo: 5 }),
];

export const SHARED_USERS = [
  {
    shared_user_id: 'shu-zhangwe1',
    iam_user_id: 'iamu-zhangwei1',
    username: 'zhangwei',
    permission: 'readwrite',
    status: 'active',
    uid: 20001,
    daysAgo: 28,
    clusters: [
      {
        cluster_id: SEED.clusters.ehpcActive,
        limit: {
          queue: 'normal',
          partition: 'normal',
          acl: [
            { facl: 'rw', sub_path: '/projects/wrf' },
            { facl: 'r', sub_path: '/datasets/era5' },
          ],
          hours: 5000,
          quotaGb: 100,
        },
        usedGb: 40,
      },
    ],
  },
  {
    shared_user_id: 'shu-liuyang1',
    iam_user_id: 'iamu-liuyang1',
    username: 'liuyang',
    permission: 'readonly',
    status: 'disabled',
    uid: 20002,
    daysAgo: 15,
    clusters: [{ cluster_id: SEED.clusters.hpcActive, limit: null, usedGb: 0 }],
  },
];
