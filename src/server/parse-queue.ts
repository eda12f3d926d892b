/**
 * Fair admission to the parser children, so one client cannot stall everybody else's
 * conversions. Each requester (a signed-in user, or a client address) has at most one job on a
 * child at a time; their other jobs wait in a line of their own, and the requesters with waiting
 * jobs are served in turn (round-robin), so a newcomer waits for at most one job per child, never
 * behind a whole batch. The number of waiting jobs is bounded (in all and per requester), and a
 * job whose client went away is dropped from its line before it costs a parse.
 */

/** Why a job was refused at the door. */
export type BusyReason = 'queue-full' | 'requester-busy';

/** The queue (or this requester's line) is full: the caller should answer 503 / 429. */
export class ParserBusyError extends Error {
  constructor(
    readonly reason: BusyReason,
    readonly retryAfterSeconds: number,
  ) {
    super(reason === 'queue-full' ? 'parser queue full' : 'requester has too many jobs waiting');
    this.name = 'ParserBusyError';
  }
}

/** The job's client went away (its signal aborted): it was dropped or its child stopped. */
export class ParseCancelledError extends Error {
  constructor() {
    super('parse cancelled: the client went away');
    this.name = 'ParseCancelledError';
  }
}

export interface ParseQueueOptions {
  /** Jobs that may hold a child at once (the number of children). */
  slots: number;
  /** Jobs that may wait in all; one more is refused with 'queue-full'. */
  maxWaiting: number;
  /** Jobs one requester may have waiting; one more is refused with 'requester-busy'. */
  maxWaitingPerRequester: number;
}

export interface AdmitOptions {
  /** Aborts when the client goes away: a waiting job leaves its line. */
  signal?: AbortSignal;
  /**
   * A job already admitted once (the OCR phase of a document): it takes its turn like any
   * other but is never refused, so a scan is not failed half-way for a full queue.
   */
  readmitted?: boolean;
}

interface Waiter {
  start: () => void;
  cancel: () => void;
}

/** Seconds a refused client is told to wait (Retry-After). */
const QUEUE_FULL_RETRY_S = 10;
const REQUESTER_BUSY_RETRY_S = 5;

export interface ParseQueue {
  /** Resolves with `release` once the job may use a child; call it when the child is done. */
  admit(requester: string, options?: AdmitOptions): Promise<() => void>;
  stats(): { running: number; waiting: number; cancelled: number };
}

export function createParseQueue(options: ParseQueueOptions): ParseQueue {
  /** Requesters with a job on a child (at most one each). */
  const running = new Set<string>();
  /** Each requester's waiting jobs, oldest first. */
  const lines = new Map<string, Waiter[]>();
  /** Requesters whose next job may start, in the order they get their turn. */
  const turns: string[] = [];
  let waiting = 0;
  let cancelled = 0;

  function dispatch() {
    while (running.size < options.slots && turns.length > 0) {
      const requester = turns.shift()!;
      const line = lines.get(requester)!;
      const next = line.shift()!;
      if (line.length === 0) lines.delete(requester);
      waiting -= 1;
      running.add(requester);
      next.start();
    }
  }

  function release(requester: string) {
    running.delete(requester);
    // Back of the round: everyone else waiting goes first.
    if (lines.has(requester)) turns.push(requester);
    dispatch();
  }

  return {
    admit(requester, { signal, readmitted = false } = {}) {
      if (signal?.aborted) return Promise.reject(new ParseCancelledError());
      const line = lines.get(requester) ?? [];
      if (!readmitted) {
        if (line.length >= options.maxWaitingPerRequester) {
          return Promise.reject(new ParserBusyError('requester-busy', REQUESTER_BUSY_RETRY_S));
        }
        if (waiting >= options.maxWaiting) {
          return Promise.reject(new ParserBusyError('queue-full', QUEUE_FULL_RETRY_S));
        }
      }
      return new Promise((resolve, reject) => {
        let released = false;
        const onAbort = () => waiter.cancel();
        const waiter: Waiter = {
          start() {
            signal?.removeEventListener('abort', onAbort);
            resolve(() => {
              if (released) return;
              released = true;
              release(requester);
            });
          },
          cancel() {
            const mine = lines.get(requester);
            const index = mine?.indexOf(waiter) ?? -1;
            if (!mine || index < 0) return;
            mine.splice(index, 1);
            waiting -= 1;
            cancelled += 1;
            if (mine.length === 0) {
              lines.delete(requester);
              const turn = turns.indexOf(requester);
              if (turn >= 0) turns.splice(turn, 1);
            }
            reject(new ParseCancelledError());
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        line.push(waiter);
        lines.set(requester, line);
        waiting += 1;
        if (!running.has(requester) && !turns.includes(requester)) turns.push(requester);
        dispatch();
      });
    },
    stats: () => ({ running: running.size, waiting, cancelled }),
  };
}
