/**
 * Sending one file's bytes (ADR 0035): a small file as one part of a signed upload (uploadSignedObjects), a large
 * one chunk by chunk into its upload session, resending only the chunks the gateway has not stored. A network
 * error is retried after a back-off (1 s doubling to 30 s) or as soon as the browser is back online; any other
 * refusal, or the cancel signal, ends the transfer.
 */
import { GatewayError, isGatewayError } from '../../../../api/gateway';
import { completeUploadSession, getUploadSession } from '../../../../api/generated/endpoints/storage/storage';
import type { NasSignatureResponse } from '../../../../api/generated/model/nasSignatureResponse';
import type { NasUploadSession } from '../../../../api/generated/model/nasUploadSession';
import { missingChunks, retryDelay } from './upload-limits';
import { sendForm } from './upload-xhr';

export interface TransferEvents {
  /** Bytes of the file stored or on their way. */
  progress(sent: number): void;
  /** Waiting to retry after a network error (true), or sending again (false). */
  retrying(waiting: boolean): void;
  signal: AbortSignal;
}

const isNetwork = (error: unknown) => isGatewayError(error) && (error.kind === 'network' || error.kind === 'timeout');

/** Resolves after `ms`, or when the browser comes back online; rejects when cancelled. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const end = () => {
      clearTimeout(timer);
      window.removeEventListener('online', end);
      signal.removeEventListener('abort', cancelled);
      resolve();
    };
    const cancelled = () => {
      end();
      // eslint-disable-next-line lingui/no-unlocalized-strings -- developer detail; users see errorMessage() by kind
      reject(new GatewayError({ retCode: 4990, message: 'Request aborted', action: 'upload', kind: 'aborted' }));
    };
    const timer = setTimeout(end, ms);
    window.addEventListener('online', end);
    signal.addEventListener('abort', cancelled, { once: true });
  });
}

/** Runs `attempt` until it succeeds, retrying network errors after a pause; other errors end it. */
async function withRetry<T>(attempt: () => Promise<T>, events: TransferEvents): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      const result = await attempt();
      if (tries > 0) events.retrying(false);
      return result;
    } catch (error) {
      if (!isNetwork(error) || events.signal.aborted) throw error;
      events.retrying(true);
      await pause(retryDelay(tries), events.signal);
    }
  }
}

/** A small file through the signed URL (the fields first, then the one file part). */
export async function sendSigned(file: File, name: string, signed: NasSignatureResponse, events: TransferEvents): Promise<void> {
  await withRetry(() => {
    const form = new FormData();
    for (const [key, value] of Object.entries(signed.fields)) if (typeof value === 'string') form.append(key, value);
    form.append('file', file, name);
    events.progress(0);
    return sendForm(signed.url, form, 'signed_upload', { signal: events.signal, onProgress: (sent) => events.progress(Math.min(sent, file.size)) });
  }, events);
  events.progress(file.size);
}

/** A large file into its session: the missing chunks one after the other, then the completion (size and SHA-256 checked). */
export async function sendChunked(file: File, session: NasUploadSession, events: TransferEvents): Promise<void> {
  let current = session;
  const stored = (s: NasUploadSession) => s.received_chunks.reduce((sum, i) => sum + Math.min(s.chunk_size, s.size - i * s.chunk_size), 0);
  for (;;) {
    const missing = missingChunks(current.chunk_count, current.received_chunks);
    if (missing.length === 0) break;
    const index = missing[0];
    const base = stored(current);
    try {
      const form = new FormData();
      form.append('upload_id', current.upload_id);
      form.append('index', String(index));
      form.append('file', file.slice(index * current.chunk_size, (index + 1) * current.chunk_size), 'chunk');
      const answer = await sendForm<{ upload_session: NasUploadSession }>('/nas/upload_sessions/chunk', form, 'upload_session/chunk', {
        signal: events.signal,
        onProgress: (sent) => events.progress(Math.min(file.size, base + sent)),
      });
      current = answer.upload_session;
      events.progress(stored(current));
    } catch (error) {
      if (!isNetwork(error) || events.signal.aborted) throw error;
      // Offline: wait, then ask the gateway what it has (a chunk may have landed before its answer was lost).
      events.retrying(true);
      current = await withRetry(async () => (await getUploadSession({ upload_id: current.upload_id }, undefined, events.signal)).upload_session, events);
      events.retrying(false);
    }
  }
  await withRetry(() => completeUploadSession({ upload_id: current.upload_id }), events);
}
