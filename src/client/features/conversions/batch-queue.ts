/**
 * The dashboard's batch run (issue 23, items 5 and 6), as pure functions: which files a run may
 * hold, what one answer from POST /api/convert-pdf means for its file, how long to wait when the
 * server asks us to, and the progress of the run. No React, no fetch: unit-tested on their own.
 */
// Relative, not '@shared': the unit tests type-check this file outside the client's paths.
import { MAX_FILES_PER_PAID_RUN } from '../../../shared/constants.js';
import { INTERNAL_ERROR_MESSAGE, MONTHLY_LIMIT_REACHED } from '../../../shared/messages.js';

/** SPEC §9: Pro converts a batch of up to 50 PDFs (the plan limits live in shared constants). */
export const PAID_MAX_FILES_PER_RUN = MAX_FILES_PER_PAID_RUN;

/** A file's place in a run: Queued → Converting… → (Waiting… → Converting…)* → Done | Failed. */
export type BatchFileState = 'queued' | 'converting' | 'waiting' | 'done' | 'failed';

export const BATCH_STATE_LABELS: Record<BatchFileState, string> = {
  queued: 'Queued',
  converting: 'Converting…',
  waiting: 'Waiting…',
  done: 'Done',
  failed: 'Failed',
};

/**
 * What a converted file keeps: POST /api/convert-pdf's answer (ConvertPdfResponse). Generic so
 * this file needs nothing but itself (the unit tests compile it outside the client).
 */
export interface Converted {
  conversionId: string;
}

export interface BatchItem<R extends Converted = Converted> {
  id: string;
  file: File;
  state: BatchFileState;
  /** Set when done. */
  result?: R;
  /** Why it failed (the server's message where it sent one). */
  error?: string;
  /** While waiting: seconds the server asked for. */
  waitSeconds?: number;
}

/** What one request for one file came back with. */
export type AttemptOutcome<R extends Converted = Converted> =
  | { kind: 'ok'; response: R }
  | {
      kind: 'http';
      status: number;
      /** The Retry-After header, as sent. */
      retryAfter: string | null;
      message: string | null;
      errorType: string | null;
    }
  | { kind: 'network' };

/** What the run does next with that file. */
export type AttemptDecision<R extends Converted = Converted> =
  | { kind: 'done'; response: R }
  | { kind: 'wait'; seconds: number }
  | { kind: 'failed'; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'quota'; message: string };

/** A busy server is asked again this many times for one file before the file is failed. */
export const MAX_WAITS_PER_FILE = 12;
const MIN_WAIT_SECONDS = 1;
const MAX_WAIT_SECONDS = 120;

export const NETWORK_FAILURE_MESSAGE =
  'The file could not be sent (network error). Check your connection and retry.';
export const SERVER_FAILURE_MESSAGE = INTERNAL_ERROR_MESSAGE;
export const BUSY_FAILURE_MESSAGE = 'The server is busy. Please retry in a minute.';

/**
 * Seconds to wait before asking again: the server's Retry-After (seconds or an HTTP date),
 * clamped to 1–120 s; without one, 2, 4, 8… seconds up to a minute.
 */
export function retryDelaySeconds(retryAfter: string | null, waitsSoFar: number, now = Date.now()) {
  const clamp = (seconds: number) =>
    Math.min(MAX_WAIT_SECONDS, Math.max(MIN_WAIT_SECONDS, Math.ceil(seconds)));
  const header = retryAfter?.trim() ?? '';
  if (/^\d+$/.test(header)) return clamp(Number(header));
  if (header !== '') {
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return clamp((at - now) / 1000);
  }
  return Math.min(60, 2 ** (Math.max(0, waitsSoFar) + 1));
}

/**
 * One answer for one file. 429 (rate limit, too many waiting) and 503 mean "not now": wait and
 * ask again. A 4xx is that file's failure, with the server's reason; a 5xx or a network error
 * fails the file too but keeps it (with Retry). 401 ends the run; the free quota ends it too.
 */
export function decideAttempt<R extends Converted>(
  outcome: AttemptOutcome<R>,
  waitsSoFar: number,
): AttemptDecision<R> {
  if (outcome.kind === 'ok') return { kind: 'done', response: outcome.response };
  if (outcome.kind === 'network') return { kind: 'failed', message: NETWORK_FAILURE_MESSAGE };
  const { status, message } = outcome;
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 429 || status === 503) {
    if (waitsSoFar >= MAX_WAITS_PER_FILE) return { kind: 'failed', message: BUSY_FAILURE_MESSAGE };
    return { kind: 'wait', seconds: retryDelaySeconds(outcome.retryAfter, waitsSoFar) };
  }
  if (status === 403 && message?.includes(MONTHLY_LIMIT_REACHED)) return { kind: 'quota', message };
  if (status >= 500) return { kind: 'failed', message: message || SERVER_FAILURE_MESSAGE };
  return {
    kind: 'failed',
    message: message || `The file could not be converted (${status}). Please try again.`,
  };
}

export interface SelectionChange<T> {
  held: T[];
  /** Files left out because the run was full. */
  dropped: number;
}

/** Adds chosen files to the selection, up to `max` (a paid run: 50). */
export function addToSelection<T>(held: readonly T[], chosen: readonly T[], max: number) {
  const room = Math.max(0, max - held.length);
  const change: SelectionChange<T> = {
    held: [...held, ...chosen.slice(0, room)],
    dropped: Math.max(0, chosen.length - room),
  };
  return change;
}

export function newBatch<R extends Converted>(
  files: readonly { id: string; file: File }[],
): BatchItem<R>[] {
  return files.map(({ id, file }) => ({ id, file, state: 'queued' }));
}

export function updateItem<R extends Converted>(
  items: readonly BatchItem<R>[],
  id: string,
  change: Partial<Omit<BatchItem<R>, 'id' | 'file'>>,
): BatchItem<R>[] {
  return items.map((item) => {
    if (item.id !== id) return item;
    const next: BatchItem<R> = { ...item, ...change };
    if (next.state !== 'waiting') delete next.waitSeconds;
    if (next.state !== 'failed') delete next.error;
    if (next.state !== 'done') delete next.result;
    return next;
  });
}

/** Retry: the failed file goes back in the queue. */
export function requeue<R extends Converted>(
  items: readonly BatchItem<R>[],
  id: string,
): BatchItem<R>[] {
  return items.map((item) =>
    item.id === id && item.state === 'failed' ? { id, file: item.file, state: 'queued' } : item,
  );
}

/** Every file still queued fails with `message` (the run was ended, e.g. by the free quota). */
export function failQueued<R extends Converted>(
  items: readonly BatchItem<R>[],
  message: string,
): BatchItem<R>[] {
  return items.map((item) =>
    item.state === 'queued'
      ? { id: item.id, file: item.file, state: 'failed', error: message }
      : item,
  );
}

export function nextQueued<R extends Converted>(
  items: readonly BatchItem<R>[],
): BatchItem<R> | undefined {
  return items.find((item) => item.state === 'queued');
}

export interface BatchProgress {
  total: number;
  done: number;
  failed: number;
  /** Files with an answer (done or failed). */
  settled: number;
  /** 1-based position of the file being worked on (or the last one), for "File N of M". */
  current: number;
  running: boolean;
  /** 0–100. */
  percent: number;
}

export function batchProgress(items: readonly BatchItem[]): BatchProgress {
  const total = items.length;
  const done = items.filter((item) => item.state === 'done').length;
  const failed = items.filter((item) => item.state === 'failed').length;
  const settled = done + failed;
  const activeIndex = items.findIndex(
    (item) => item.state === 'converting' || item.state === 'waiting',
  );
  const queuedIndex = items.findIndex((item) => item.state === 'queued');
  const running = activeIndex >= 0 || queuedIndex >= 0;
  const index = activeIndex >= 0 ? activeIndex : queuedIndex >= 0 ? queuedIndex : total - 1;
  return {
    total,
    done,
    failed,
    settled,
    current: Math.max(0, index) + (total > 0 ? 1 : 0),
    running,
    percent: total === 0 ? 0 : Math.round((settled / total) * 100),
  };
}

/** The conversions a batch register lists: every file of the run that converted, in order. */
export function convertedIds(items: readonly BatchItem[]): string[] {
  return items.flatMap((item) =>
    item.state === 'done' && item.result ? [item.result.conversionId] : [],
  );
}
