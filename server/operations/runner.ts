/**
 * The simulated cloud's clock: every tick, each due operation runs its next step in a transaction.
 * A step changes the resources it works on and answers what comes next: another step after a delay,
 * success, or failure with a message (a key of server/i18n/messages.ts and its parameters, kept with the
 * operation so the operation log answers it in each request's language). Operations survive restarts (they are
 * rows), so nothing acknowledged is lost when the gateway stops mid-way.
 */
import type { Db } from '../db/database';
import { translate, type MessageKey } from '../i18n/messages';
import type { OperationRow } from './records';

/**
 * `next`: run again after that many ms; `stage` names the step to run then (kept in the operation's payload, for
 * steps that wait on something outside, such as a cloud's hosts, a number of times not known in advance).
 */
export type StepResult =
  { next: number; stage?: string } | { done: true } | { failed: MessageKey; params?: Record<string, string | number> };

/** Ends the operation failed: the message's key and parameters, and its English text in error_message. */
async function failOperation(db: Db, jobId: string, key: MessageKey, params: Record<string, string | number> = {}): Promise<void> {
  await db.query(
    "UPDATE operations SET status = 'failed', error_message = $2, error_key = $3, error_params = $4, status_time = now() WHERE job_id = $1",
    [jobId, translate(key, 'en', params), key, JSON.stringify(params)],
  );
}

/** One step of an action: `step` counts from 0; `tx` is the transaction the step's changes belong to. */
export type Step = (tx: Db, op: OperationRow) => Promise<StepResult>;

/** Periodic work besides operations (job scheduling, auto-scale, billing, health), run every tick. */
/** A periodic check; `speed` is the engine's (HPC_SIM_SPEED): a ticker whose periods are in real minutes scales them by it. */
export type Ticker = (db: Db, now: Date, speed?: number) => Promise<void>;

export interface EngineOptions {
  /** Milliseconds between ticks (HPC_SIM_TICK_MS, default 500). */
  tickMs?: number;
  /** Scales every step delay: 0.1 runs ten times faster (HPC_SIM_SPEED, default 1). */
  speed?: number;
}

export class Engine {
  private readonly steps = new Map<string, Step>();
  private readonly tickers: Ticker[] = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  readonly tickMs: number;
  readonly speed: number;

  constructor(
    private readonly db: Db,
    options: EngineOptions = {},
  ) {
    this.tickMs = options.tickMs ?? 500;
    this.speed = options.speed ?? 1;
  }

  /** Registers the step function of an action (x-action of the operation that recorded it). */
  on(action: string, step: Step): this {
    this.steps.set(action, step);
    return this;
  }

  every(ticker: Ticker): this {
    this.tickers.push(ticker);
    return this;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.tick().finally(() => (this.running = undefined));
    }, this.tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Runs every due step once, then every ticker (when this process leads the engine). Exposed for tests. */
  async tick(now = new Date()): Promise<void> {
    // Several gateways on one PostgreSQL server: only the one that leads runs steps and tickers (ADR 0037).
    if (!(await this.db.lead())) return;
    const due = await this.db.query<OperationRow>(
      "SELECT * FROM operations WHERE status IN ('pending', 'working') AND run_at <= $1 ORDER BY run_at LIMIT 100",
      [now],
    );
    for (const op of due) {
      try {
        await this.advance(op);
      } catch (error) {
        // The step's own changes were rolled back with its transaction; the operation ends failed, not stuck.
        console.error(`operation ${op.job_id} (${op.action}) failed:`, error);
        await failOperation(this.db, op.job_id, 'internal_error');
      }
    }
    for (const ticker of this.tickers) await ticker(this.db, now, this.speed);
  }

  private async advance(op: OperationRow): Promise<void> {
    const step = this.steps.get(op.action);
    await this.db.transaction(async (tx) => {
      if (!step) {
        await failOperation(tx, op.job_id, 'operation_no_step', { action: op.action });
        return;
      }
      const result = await step(tx, op);
      if ('next' in result) {
        await tx.query(
          `UPDATE operations SET status = 'working', step = step + 1, run_at = now() + make_interval(secs => $2::double precision / 1000),
                  status_time = CASE WHEN status = 'pending' THEN now() ELSE status_time END,
                  payload = CASE WHEN $3::text IS NULL THEN payload ELSE payload || jsonb_build_object('stage', $3::text) END
            WHERE job_id = $1`,
          [op.job_id, result.next * this.speed, result.stage ?? null],
        );
      } else if ('done' in result) {
        await tx.query("UPDATE operations SET status = 'successful', status_time = now() WHERE job_id = $1", [op.job_id]);
      } else {
        await failOperation(tx, op.job_id, result.failed, result.params);
      }
    });
  }
}
