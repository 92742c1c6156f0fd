/**
 * Sending one file's bytes (ADR 0035): a small file as one part of a signed upload (uploadSignedObjects), a large
 * one chunk by chunk into its upload session, resending only the chunks the gateway has not stored, while the
 * browser hashes the file (the SHA-256 rides the first chunk sent once it is known, and the completion). A network
 * error is retried after a back-off (1 s doubling to 30 s) or as soon as the browser is back online; any other
 * refusal, or the cancel signal, ends the transfer.
 */
import { GatewayError, isGatewayError } from '@/api/gateway';
import { completeUploadSession, getUploadSession } from '@/api/generated/endpoints/storage/storage';
import type { NasSignatureResponse } from '@/api/generated/model/nasSignatureResponse';
import type { NasUploadSession } from '@/api/generated/model/nasUploadSession';
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

// eslint-disable-next-line lingui/no-unlocalized-strings -- developer detail; users see errorMessage() by kind
const aborted = () => new GatewayError({ retCode: 4990, message: 'Request aborted', action: 'upload', kind: 'aborted' });

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
      reject(aborted());
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
    // The signed URL is absolute or a path on the console's own origin (HPC_PUBLIC_URL, ADR 0012): never under the API's base.
    return sendForm(new URL(signed.url, window.location.href).href, form, 'signed_upload', {
      signal: events.signal,
      onProgress: (sent) => events.progress(Math.min(sent, file.size)),
    });
  }, events);
  events.progress(file.size);
}

/** Chunks sent at once: the gateway stores one while the next ones are on the wire (`npm run bench:nas`). */
export const CHUNKS_IN_FLIGHT = 3;

/** Runs `work` over `items`, `width` at a time; once one fails no new item starts, and the first failure is thrown after the others settle. */
async function eachAtOnce<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * A large file into its session: the missing chunks, CHUNKS_IN_FLIGHT at a time, then the completion (size and
 * SHA-256 checked). `sha256` is the file's SHA-256 being computed meanwhile: once it is known, the next chunk sent
 * carries it until the gateway has recorded it, and the completion always does (waiting for it when the chunks were
 * faster). After a network error the gateway is asked which chunks it has and only the others are sent.
 */
export async function sendChunked(file: File, session: NasUploadSession, events: TransferEvents, sha256: Promise<string>): Promise<void> {
  let known: string | undefined;
  let recorded = Boolean(session.sha256);
  // A failed hash ends the transfer at the completion (awaited there), not as an unhandled rejection meanwhile.
  sha256.then(
    (value) => (known = value),
    () => undefined,
  );
  const received = new Set(session.received_chunks);
  const sending = new Map<number, number>();
  const lengthOf = (index: number) => Math.max(0, Math.min(session.chunk_size, session.size - index * session.chunk_size));
  const report = () => {
    let bytes = 0;
    for (const index of received) bytes += lengthOf(index);
    for (const [index, sent] of sending) if (!received.has(index)) bytes += Math.min(sent, lengthOf(index));
    events.progress(Math.min(file.size, bytes));
  };
  const sendOne = async (index: number) => {
    sending.set(index, 0);
    try {
      const form = new FormData();
      form.append('upload_id', session.upload_id);
      form.append('index', String(index));
      // Before the file part, so the gateway reads it with the other fields.
      if (known && !recorded) form.append('sha256', known);
      form.append('file', file.slice(index * session.chunk_size, (index + 1) * session.chunk_size), 'chunk');
      const answer = await sendForm<{ upload_session: NasUploadSession }>('/nas/upload_sessions/chunk', form, 'upload_session/chunk', {
        signal: events.signal,
        onProgress: (sent) => {
          sending.set(index, sent);
          report();
        },
      });
      for (const stored of answer.upload_session.received_chunks) received.add(stored);
      if (answer.upload_session.sha256) recorded = true;
    } finally {
      sending.delete(index);
      report();
    }
  };
  for (;;) {
    const missing = missingChunks(session.chunk_count, [...received]);
    if (missing.length === 0) break;
    try {
      await eachAtOnce(missing, CHUNKS_IN_FLIGHT, sendOne);
    } catch (error) {
      if (!isNetwork(error) || events.signal.aborted) throw error;
      // Offline: wait, then ask the gateway what it has (a chunk may have landed before its answer was lost).
      events.retrying(true);
      const known = await withRetry(
        async () => (await getUploadSession({ upload_id: session.upload_id }, undefined, events.signal)).upload_session,
        events,
      );
      for (const stored of known.received_chunks) received.add(stored);
      if (known.sha256) recorded = true;
      events.retrying(false);
    }
  }
  const whole = await sha256;
  if (events.signal.aborted) throw aborted();
  await withRetry(() => completeUploadSession({ upload_id: session.upload_id, sha256: whole }), events);
}
