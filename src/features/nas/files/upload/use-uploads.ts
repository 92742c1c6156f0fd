/**
 * The uploads of one folder (ADR 0035): a pick checked as a whole before any byte is sent (the limits, the duplicate
 * names asked as a move asks, the gateway's rules over all files), then each file sent in turn with its progress,
 * speed and cancel; large files through a resumable session. A large file is announced with its modification time,
 * by which the gateway finds the user's unfinished session of the same file (a file picked again after a reload
 * sends only the chunks still missing), and hashed while its chunks are sent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { abortUploadSession, createUploadSession } from '@/api/generated/endpoints/storage/storage';
import type { NasSignatureResponse } from '@/api/generated/model/nasSignatureResponse';
import type { NasUploadSession } from '@/api/generated/model/nasUploadSession';
import { errorMessage } from '@/shared/errors/error-message';
import type { DuplicateAnswer } from '../use-move-objects';
import { freeName, isDuplicate, sign, takenNames, type Planned } from './upload-checks';
import { checkPick, isChunked, type PickProblem } from './upload-limits';
import { sendChunked, sendSigned } from './upload-transfer';
import { latestEvery } from './latest-every';
import { sha256Hex } from './sha256';

export type UploadState = 'waiting' | 'sending' | 'retrying' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  sent: number;
  /** Bytes per second over the last seconds. */
  speed: number;
  state: UploadState;
  error?: string;
}

export interface DuplicateQuestion {
  name: string;
  more: boolean;
  answer(choice: DuplicateAnswer, forRest: boolean): void;
}

interface Job extends Planned {
  key: string;
  controller: AbortController;
  session?: NasUploadSession;
}

/** Bytes of the chunks a session has stored. */
const storedBytes = (session: NasUploadSession) =>
  session.received_chunks.reduce((sum, i) => sum + Math.min(session.chunk_size, session.size - i * session.chunk_size), 0);

let counter = 0;

/** The progress and speed shown at most this often per upload (latest-every.ts). */
const PROGRESS_EVERY_MS = 250;

export function useUploads(nasId: string, prefix: string, onLanded: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [problem, setProblem] = useState<PickProblem | { kind: 'refused'; message: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const [question, setQuestion] = useState<DuplicateQuestion | null>(null);
  const jobs = useRef(new Map<string, Job>());
  const landed = useRef(onLanded);
  landed.current = onLanded;

  useEffect(() => () => jobs.current.forEach((job) => job.controller.abort()), []);

  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i))),
    [],
  );

  const ask = useCallback(
    (name: string, more: boolean) =>
      new Promise<{ choice: DuplicateAnswer; forRest: boolean }>((resolve) => {
        setQuestion({
          name,
          more,
          answer: (choice, forRest) => {
            setQuestion(null);
            resolve({ choice, forRest });
          },
        });
      }),
    [],
  );

  /** The names asked about: replace, keep both (a free name) or skip, optionally for the rest. */
  const resolveDuplicates = useCallback(
    async (planned: Planned[]): Promise<Planned[]> => {
      const taken = await takenNames(nasId, prefix, planned);
      const seen = new Set<string>();
      const clashes = planned.filter((p) => {
        const clash = taken.has(p.name) || seen.has(p.name);
        seen.add(p.name);
        return clash;
      });
      const names = new Set(planned.map((p) => p.name));
      const kept: Planned[] = planned.filter((p) => !clashes.includes(p));
      let always: DuplicateAnswer | null = null;
      for (const [index, p] of clashes.entries()) {
        const choice =
          always ??
          (await ask(p.name, index < clashes.length - 1).then((a) => {
            if (a.forRest) always = a.choice;
            return a.choice;
          }));
        if (choice === 'skip') continue;
        if (choice === 'replace' && taken.has(p.name) && !kept.some((k) => k.name === p.name)) kept.push({ ...p, overwrite: true });
        else {
          const name = await freeName(nasId, prefix, p.file, p.name, names);
          names.add(name);
          kept.push({ ...p, name });
        }
      }
      return kept;
    },
    [nasId, prefix, ask],
  );

  const run = useCallback(
    async (job: Job, signed: NasSignatureResponse) => {
      const started = Date.now();
      // The speed of this run's bytes: the chunks a resumed session already had are not sent again.
      const had = job.session ? storedBytes(job.session) : 0;
      const shown = latestEvery(PROGRESS_EVERY_MS, (sent: number) =>
        patch(job.key, { sent, state: 'sending', speed: Math.max(0, sent - had) / Math.max(0.001, (Date.now() - started) / 1000) }),
      );
      const events = {
        signal: job.controller.signal,
        progress: shown.push,
        retrying: (waiting: boolean) => {
          shown.cancel();
          patch(job.key, { state: waiting ? 'retrying' : 'sending' });
        },
      };
      try {
        if (job.session) await sendChunked(job.file, job.session, events, sha256Hex(job.file));
        else await sendSigned(job.file, job.name, signed, events);
        shown.cancel();
        patch(job.key, { state: 'done', sent: job.file.size });
        landed.current();
      } catch (error) {
        shown.cancel();
        if (job.controller.signal.aborted) patch(job.key, { state: 'cancelled' });
        else patch(job.key, { state: 'failed', error: errorMessage(error) });
      } finally {
        jobs.current.delete(job.key);
      }
    },
    [patch],
  );

  const start = useCallback(
    async (files: File[]) => {
      const limit = checkPick(files);
      setProblem(limit);
      if (limit) return;
      setChecking(true);
      let planned: Planned[] = files.map((file) => ({ file, name: file.name, overwrite: false }));
      const list: Job[] = [];
      let signed: NasSignatureResponse;
      try {
        try {
          signed = await sign(nasId, prefix, planned, false);
        } catch (error) {
          if (!isDuplicate(error)) throw error;
          planned = await resolveDuplicates(planned);
          if (!planned.length) return;
          signed = await sign(
            nasId,
            prefix,
            planned,
            planned.some((p) => p.overwrite),
          );
        }
        for (const p of planned) list.push({ ...p, key: `u${++counter}`, controller: new AbortController() });
        setItems((all) => [
          ...all.filter((i) => !['done', 'cancelled'].includes(i.state)),
          ...list.map((j) => ({ key: j.key, name: j.name, size: j.file.size, sent: 0, speed: 0, state: 'waiting' as const })),
        ]);
        for (const job of list) jobs.current.set(job.key, job);
        // Large files: their sessions (new or resumed), still before any byte is sent.
        for (const job of list.filter((j) => isChunked(j.file.size))) {
          const lastModified = new Date(job.file.lastModified).toISOString();
          job.session = (
            await createUploadSession({
              nas_id: nasId,
              prefix,
              file_name: job.name,
              size: job.file.size,
              last_modified: lastModified,
              overwrite: job.overwrite,
            })
          ).upload_session;
          patch(job.key, { state: 'waiting', sent: storedBytes(job.session) });
        }
      } catch (error) {
        setProblem({ kind: 'refused', message: errorMessage(error) });
        for (const job of list) {
          jobs.current.delete(job.key);
          if (job.session) void abortUploadSession({ upload_id: job.session.upload_id }).catch(() => undefined);
        }
        setItems((all) => all.filter((i) => !list.some((j) => j.key === i.key)));
        return;
      } finally {
        setChecking(false);
      }
      // Small files first: the signature they share is valid for 15 minutes.
      for (const job of [...list].sort((a, b) => Number(Boolean(a.session)) - Number(Boolean(b.session)))) {
        if (job.controller.signal.aborted) continue;
        await run(job, signed);
      }
    },
    [nasId, prefix, resolveDuplicates, run, patch],
  );

  const cancel = useCallback(
    (key: string) => {
      const job = jobs.current.get(key);
      if (!job) return;
      job.controller.abort();
      patch(key, { state: 'cancelled' });
      if (job.session) void abortUploadSession({ upload_id: job.session.upload_id }).catch(() => undefined);
    },
    [patch],
  );

  const dismiss = useCallback(() => {
    setProblem(null);
    setItems((all) => all.filter((i) => !['done', 'failed', 'cancelled'].includes(i.state)));
  }, []);

  return { items, problem, checking, question, start, cancel, dismiss };
}
