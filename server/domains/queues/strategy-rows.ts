/**
 * Auto-scale policies and their runs as the contract's Strategy and StrategyLog entities, and the filters
 * both lists share (op_type, enablement, queues).
 */
import { iso } from '../../db/lists';
import type { InputOf, Schema } from '../../http/handler-types';
import { isMessageKey, translate, type Lang } from '../../i18n/messages';
import type { Params } from './rows';

export interface StrategyRow {
  strategy_id: string;
  cluster_id: string;
  queue_id: string;
  queue_name: string | null;
  op_type: Schema<'StrategyOpType'>;
  queued_cores: number | null;
  reserved_idle_nodes: number | null;
  node_step: number;
  max_nodes: number | null;
  check_frequency: number;
  op_is_enabled: Schema<'Enabled'>;
  run_now: Schema<'StrategyRunNow'>;
  op_status: Schema<'StrategyStatus'>;
  last_exec_time: Date | null;
  create_time: Date;
  update_time: Date | null;
}

export function toStrategy(r: StrategyRow): Schema<'strategy'> {
  return {
    strategy_id: r.strategy_id,
    cluster_id: r.cluster_id,
    queue_id: r.queue_id,
    ...(r.queue_name === null ? {} : { queue_name: r.queue_name }),
    op_type: r.op_type,
    ...(r.queued_cores === null ? {} : { queued_cores: r.queued_cores }),
    ...(r.reserved_idle_nodes === null ? {} : { reserved_idle_nodes: r.reserved_idle_nodes }),
    node_step: r.node_step,
    ...(r.max_nodes === null ? {} : { max_nodes: r.max_nodes }),
    check_frequency: r.check_frequency,
    op_is_enabled: r.op_is_enabled,
    run_now: r.run_now,
    op_status: r.op_status,
    last_exec_time: r.last_exec_time ? iso(r.last_exec_time) : null,
    create_time: iso(r.create_time),
    ...(r.update_time ? { update_time: iso(r.update_time) } : {}),
  };
}

export interface StrategyLogRow {
  log_id: string;
  strategy_id: string;
  cluster_id: string;
  op_time: Date;
  queue_id: string;
  queue_name: string;
  op_type: Schema<'StrategyOpType'>;
  op_status: Schema<'StrategyOpStatus'>;
  node_count_before: number;
  node_count_after: number;
  job_id: string | null;
  message_key: string;
  message_params: Record<string, string | number>;
}

export function toStrategyLog(r: StrategyLogRow, lang: Lang): Schema<'strategy-log'> {
  const message = isMessageKey(r.message_key) ? translate(r.message_key, lang, r.message_params) : r.message_key;
  return {
    log_id: r.log_id,
    strategy_id: r.strategy_id,
    cluster_id: r.cluster_id,
    op_time: iso(r.op_time),
    queue_id: r.queue_id,
    queue_name: r.queue_name,
    op_type: r.op_type,
    op_status: r.op_status,
    node_count_before: Math.min(r.node_count_before, 100),
    node_count_after: Math.min(r.node_count_after, 100),
    ...(r.job_id === null ? {} : { job_id: r.job_id }),
    message: message.slice(0, 512),
  };
}

/** The filters listStrategies and listStrategyLogs share; `s` is the policy, `row` the listed table. */
export function sharedFilters(
  input: Pick<InputOf<'listStrategies'>, 'op_type' | 'op_is_enabled' | 'queue_ids'>,
  p: Params,
  row: string,
): string[] {
  const where: string[] = [];
  if (input.op_type) where.push(`${row}.op_type = ${p.add(input.op_type)}`);
  if (input.op_is_enabled !== undefined) where.push(`s.op_is_enabled = ${p.add(input.op_is_enabled)}`);
  if (input.queue_ids?.length) where.push(`${row}.queue_id = ANY(${p.add(input.queue_ids)})`);
  return where;
}
