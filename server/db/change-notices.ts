/**
 * Change notices from a PostgreSQL server (NOTIFY hpc_changes, sent by the triggers of every gateway's changes), for
 * what wants to know soon that something may have changed: the live stream (ADR 0055). They say only "look again":
 * what changed is read from the versions (change-versions.ts), which stay the truth. A dedicated connection listens
 * while anyone watches; when it drops, every watcher is told at once (notices may have been lost meanwhile) and it
 * listens again after a pause that grows to RETRY_MAX_MS.
 */
import type { ClientBase } from 'pg';

export const CHANGES_CHANNEL = 'hpc_changes';
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;

type ListenClient = ClientBase & { end(): Promise<void> };

export class ChangeNotices {
  private readonly listeners = new Set<() => void>();
  private client: ListenClient | undefined;
  private connecting = false;
  private retryMs = RETRY_FIRST_MS;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly connect: () => Promise<ListenClient>) {}

  watch(listener: () => void): () => void {
    this.listeners.add(listener);
    void this.listen();
    return () => {
      this.listeners.delete(listener);
      if (!this.listeners.size) this.drop();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.drop();
  }

  private tell(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private drop(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    const client = this.client;
    this.client = undefined;
    void client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (this.closed || this.client || this.connecting || this.retry || !this.listeners.size) return;
    this.connecting = true;
    let client: ListenClient | undefined;
    try {
      client = await this.connect();
      const listening = client;
      const lost = () => {
        if (this.client !== listening) return;
        this.client = undefined;
        void listening.end().catch(() => undefined);
        this.tell();
        this.again();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', () => this.tell());
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      this.retryMs = RETRY_FIRST_MS;
      if (this.closed || !this.listeners.size) {
        void client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      // Changes committed before LISTEN took effect sent their notices to nobody.
      this.tell();
    } catch {
      void client?.end().catch(() => undefined);
      this.again();
    } finally {
      this.connecting = false;
    }
  }

  private again(): void {
    if (this.closed || this.retry || !this.listeners.size) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.listen();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
