/**
 * Names and descriptions the gateway itself gives for display (the catalogue's editions and version notes, queue
 * types, node configurations, the nodes it names, software descriptions), in the request's language. The stored
 * data and every id stay as they are: the text is translated when answered. A text that is not the gateway's own
 * (a name a user gave) is answered as it is.
 */
import type { Lang } from './messages';

/** The gateway's display texts, each in both languages (seed and catalogue: server/seed, accounts/seed-data.ts). */
const TEXTS: readonly { zh: string; en: string }[] = [
  // The platform's networks.
  { zh: '基础网络', en: 'Base network' },
  // App centre: editions and version notes.
  { zh: '标准版', en: 'Standard edition' },
  { zh: '共享版', en: 'Shared edition' },
  { zh: '裸金属版', en: 'Bare metal' },
  { zh: 'Slurm 22.05（已停用）', en: 'Slurm 22.05 (retired)' },
  { zh: 'Slurm 23.11，支持 GPU 节点与自动伸缩', en: 'Slurm 23.11, GPU nodes and auto-scaling' },
  { zh: 'Slurm 24.05，节点健康检查', en: 'Slurm 24.05, node health checks' },
  { zh: '预览版（release candidate）', en: 'Preview (release candidate)' },
  { zh: '共享计算资源，按作业计费', en: 'Shared compute resources, billed per job' },
  { zh: '共享计算资源，支持 Web SSH', en: 'Shared compute resources with Web SSH' },
  { zh: '裸金属计算节点，适合 MPI 负载', en: 'Bare-metal compute nodes for MPI workloads' },
  { zh: '裸金属计算节点，Slurm 24.05', en: 'Bare-metal compute nodes, Slurm 24.05' },
  // Queue types.
  { zh: '按作业核时计费的共享队列', en: 'Shared queue billed per core-hour' },
  { zh: '专属至强节点，每核 4 GiB', en: 'Dedicated Xeon nodes, 4 GiB per core' },
  { zh: '大内存节点，适合 CAE 前处理', en: 'Large-memory nodes for CAE pre-processing' },
  { zh: '每节点 4 块 GPU，适合 AI 与分子动力学', en: '4 GPUs per node for AI and molecular dynamics' },
  // Software descriptions.
  { zh: '分子动力学模拟，支持 GPU 加速', en: 'Molecular dynamics simulation with GPU acceleration' },
  { zh: '大规模原子/分子并行模拟器', en: 'Large-scale atomic/molecular massively parallel simulator' },
  { zh: '分子可视化与轨迹分析', en: 'Molecular visualisation and trajectory analysis' },
  { zh: '天气研究与预报模式', en: 'Weather Research and Forecasting model' },
  { zh: '地球系统模式', en: 'Earth system model' },
  { zh: 'ANSYS Fluent 2023 求解器', en: 'ANSYS Fluent 2023 solver' },
  { zh: '商业 CFD 求解器，支持图形界面', en: 'Commercial CFD solver with a graphical interface' },
  { zh: '开源 CFD 工具箱', en: 'Open-source CFD toolbox' },
  { zh: '量子化学计算', en: 'Quantum chemistry calculations' },
  { zh: '第一性原理材料模拟', en: 'First-principles materials simulation' },
  { zh: '有限元结构分析', en: 'Finite element structural analysis' },
  { zh: '显式动力学与碰撞仿真', en: 'Explicit dynamics and crash simulation' },
  { zh: '多物理场仿真', en: 'Multiphysics simulation' },
  { zh: '科学数据可视化', en: 'Scientific data visualisation' },
  { zh: 'MPI 并行通信库', en: 'MPI parallel communication library' },
];

const BY_TEXT = new Map<string, { zh: string; en: string }>(
  TEXTS.flatMap(
    (pair) =>
      [
        [pair.zh, pair],
        [pair.en, pair],
      ] as const,
  ),
);

const ROLES = {
  controller: { zh: '控制节点', en: 'Controller node' },
  login: { zh: '登录节点', en: 'Login node' },
  compute: { zh: '计算节点', en: 'Compute node' },
};
const ROLE_OF_ZH = new Map(Object.values(ROLES).map((role) => [role.zh, role]));

/** A node the gateway named: "控制节点", "计算节点_01". */
const NODE_NAME = /^(控制节点|登录节点|计算节点)(?:_(\d+))?$/;
/** A node configuration (SKU): "计算节点 56核 224G 4×GPU 裸金属". */
const SKU_NAME = /^(控制节点|登录节点|计算节点) (\d+)核 (\d+)G( \d+×GPU)?( 裸金属)?$/;
/** A queue type: "共享计算型 56核", "专属 GPU 型 56核". */
const QUEUE_TYPE_NAME = /^(共享|专属)(计算| GPU )型 (\d+)核$/;

function english(text: string): string {
  const node = NODE_NAME.exec(text);
  if (node) return node[2] ? `${ROLE_OF_ZH.get(node[1])!.en} ${node[2]}` : ROLE_OF_ZH.get(node[1])!.en;
  const sku = SKU_NAME.exec(text);
  if (sku) return `${ROLE_OF_ZH.get(sku[1])!.en} ${sku[2]} cores ${sku[3]}G${sku[4] ?? ''}${sku[5] ? ' bare metal' : ''}`;
  const queueType = QUEUE_TYPE_NAME.exec(text);
  if (queueType)
    return `${queueType[1] === '共享' ? 'Shared' : 'Dedicated'} ${queueType[2].trim() === 'GPU' ? 'GPU' : 'compute'} ${queueType[3]} cores`;
  return text;
}

/** A display text of the gateway in the request's language; any other text as it is. */
export function displayText(text: string, lang: Lang): string;
export function displayText(text: string | null | undefined, lang: Lang): string | null | undefined;
export function displayText(text: string | null | undefined, lang: Lang): string | null | undefined {
  if (!text) return text;
  const pair = BY_TEXT.get(text);
  if (pair) return pair[lang];
  return lang === 'en' ? english(text) : text;
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A column of the gateway's display texts as answered in the language (displayText's table, in SQL), so that a list
 * sorts and searches by the words its reader sees.
 */
export function displayTextSql(column: string, lang: Lang): string {
  const pairs = TEXTS.filter((pair) => pair.zh !== pair.en);
  const other = lang === 'en' ? 'zh' : 'en';
  return `(CASE ${column} ${pairs.map((pair) => `WHEN ${sqlText(pair[other])} THEN ${sqlText(pair[lang])}`).join(' ')} ELSE ${column} END)`;
}

/**
 * A node name column as answered in the language (displayText's NODE_NAME rule, in SQL), for sorting by name: the
 * English names sort as the English reader sees them.
 */
export function nodeNameSql(column: string, lang: Lang): string {
  if (lang === 'zh') return column;
  const role = Object.values(ROLES)
    .map((r) => `WHEN '${r.zh}' THEN '${r.en}'`)
    .join(' ');
  return `(CASE WHEN ${column} ~ '^(控制节点|登录节点|计算节点)(_[0-9]+)?$' THEN (CASE substr(${column}, 1, 4) ${role} END) || replace(substr(${column}, 5), '_', ' ') ELSE ${column} END)`;
}
