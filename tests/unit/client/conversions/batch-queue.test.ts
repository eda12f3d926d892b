import { describe, expect, it } from 'vitest';
import {
  addToSelection,
  BUSY_FAILURE_MESSAGE,
  batchProgress,
  convertedIds,
  decideAttempt,
  failQueued,
  MAX_WAITS_PER_FILE,
  NETWORK_FAILURE_MESSAGE,
  newBatch,
  nextQueued,
  PAID_MAX_FILES_PER_RUN,
  requeue,
  retryDelaySeconds,
  SERVER_FAILURE_MESSAGE,
  updateItem,
  type AttemptOutcome,
} from '../../../../src/client/features/conversions/batch-queue.js';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const response = (conversionId: string) => ({ conversionId });
const http = (
  status: number,
  message: string | null = null,
  retryAfter: string | null = null,
): AttemptOutcome => ({ kind: 'http', status, message, retryAfter, errorType: null });

describe('retryDelaySeconds', () => {
  it('waits as long as Retry-After says, within 1–120 s', () => {
    expect(retryDelaySeconds('7', 0)).toBe(7);
    expect(retryDelaySeconds('0', 0)).toBe(1);
    expect(retryDelaySeconds('3600', 0)).toBe(120);
  });

  it('reads an HTTP-date Retry-After', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelaySeconds('Thu, 01 Jan 2026 00:00:09 GMT', 0, now)).toBe(9);
    expect(retryDelaySeconds('Wed, 31 Dec 2025 23:00:00 GMT', 0, now)).toBe(1);
  });

  it('backs off 2, 4, 8… s up to a minute without one', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((waits) => retryDelaySeconds(null, waits))).toEqual([
      2, 4, 8, 16, 32, 60, 60,
    ]);
    expect(retryDelaySeconds('soon', 1)).toBe(4);
  });
});

describe('decideAttempt', () => {
  it('a converted file is done', () => {
    expect(decideAttempt({ kind: 'ok', response: response('c1') }, 0)).toEqual({
      kind: 'done',
      response: response('c1'),
    });
  });

  it('429 and 503 wait (Retry-After) rather than fail, until the server stays busy too long', () => {
    expect(decideAttempt(http(429, 'Too many requests.', '12'), 0)).toEqual({
      kind: 'wait',
      seconds: 12,
    });
    expect(decideAttempt(http(503, 'Busy', '5'), 3)).toEqual({ kind: 'wait', seconds: 5 });
    expect(decideAttempt(http(429, 'too many waiting'), 0)).toEqual({ kind: 'wait', seconds: 2 });
    expect(decideAttempt(http(429, null, '5'), MAX_WAITS_PER_FILE)).toEqual({
      kind: 'failed',
      message: BUSY_FAILURE_MESSAGE,
    });
  });

  it("a 4xx fails that file with the server's reason", () => {
    const message = 'This file is not a readable PDF.';
    expect(decideAttempt(http(415, message), 0)).toEqual({ kind: 'failed', message });
    expect(decideAttempt(http(422, null), 0)).toEqual({
      kind: 'failed',
      message: 'The file could not be converted (422). Please try again.',
    });
  });

  it('a 5xx or a network error fails the file (kept, with Retry)', () => {
    expect(decideAttempt(http(500), 0)).toEqual({
      kind: 'failed',
      message: SERVER_FAILURE_MESSAGE,
    });
    expect(decideAttempt(http(502, 'Bad gateway'), 0)).toEqual({
      kind: 'failed',
      message: 'Bad gateway',
    });
    expect(decideAttempt({ kind: 'network' }, 0)).toEqual({
      kind: 'failed',
      message: NETWORK_FAILURE_MESSAGE,
    });
  });

  it('401 ends the run; the free quota ends it with its SPEC message', () => {
    expect(decideAttempt(http(401, 'Unauthorized'), 0)).toEqual({ kind: 'unauthorized' });
    const quota = 'Monthly conversion limit reached. Upgrade to Pro for unlimited conversions.';
    expect(decideAttempt(http(403, quota), 0)).toEqual({ kind: 'quota', message: quota });
    expect(decideAttempt(http(403, 'Forbidden'), 0)).toEqual({
      kind: 'failed',
      message: 'Forbidden',
    });
  });
});

describe('addToSelection', () => {
  it('holds up to the run maximum and says how many were left out', () => {
    const held = Array.from({ length: 48 }, (_, index) => index);
    const change = addToSelection(held, [100, 101, 102, 103], PAID_MAX_FILES_PER_RUN);
    expect(change.held).toHaveLength(50);
    expect(change.held.slice(-2)).toEqual([100, 101]);
    expect(change.dropped).toBe(2);
    expect(addToSelection([], [1, 2], PAID_MAX_FILES_PER_RUN)).toEqual({
      held: [1, 2],
      dropped: 0,
    });
  });
});

describe('a batch', () => {
  const files = [
    { id: 'a', file: pdf('a.pdf') },
    { id: 'b', file: pdf('b.pdf') },
    { id: 'c', file: pdf('c.pdf') },
  ];

  it('goes file by file, and reports "File N of M" and a percentage', () => {
    let items = newBatch(files);
    expect(batchProgress(items)).toMatchObject({ total: 3, current: 1, running: true, percent: 0 });
    expect(nextQueued(items)?.id).toBe('a');
    items = updateItem(items, 'a', { state: 'converting' });
    items = updateItem(items, 'a', { state: 'done', result: response('c-a') });
    expect(nextQueued(items)?.id).toBe('b');
    items = updateItem(items, 'b', { state: 'waiting', waitSeconds: 5 });
    expect(batchProgress(items)).toMatchObject({ current: 2, settled: 1, percent: 33 });
    items = updateItem(items, 'b', { state: 'converting' });
    expect(items[1]).not.toHaveProperty('waitSeconds');
    items = updateItem(items, 'b', { state: 'failed', error: 'Not a PDF' });
    items = updateItem(items, 'c', { state: 'done', result: response('c-c') });
    expect(batchProgress(items)).toEqual({
      total: 3,
      done: 2,
      failed: 1,
      settled: 3,
      current: 3,
      running: false,
      percent: 100,
    });
    expect(convertedIds(items)).toEqual(['c-a', 'c-c']);
  });

  it('Retry puts a failed file back in the queue (other files keep their results)', () => {
    let items = newBatch(files);
    items = updateItem(items, 'a', { state: 'done', result: response('c-a') });
    items = updateItem(items, 'b', { state: 'failed', error: 'Network error' });
    items = updateItem(items, 'c', { state: 'done', result: response('c-c') });
    items = requeue(items, 'b');
    expect(items[1]).toEqual({ id: 'b', file: files[1]!.file, state: 'queued' });
    expect(requeue(items, 'a')).toEqual(items);
    expect(nextQueued(items)?.id).toBe('b');
    expect(batchProgress(items)).toMatchObject({ current: 2, running: true });
  });

  it('an ended run fails the files still queued, keeping them visible', () => {
    let items = newBatch(files);
    items = updateItem(items, 'a', { state: 'done', result: response('c-a') });
    items = failQueued(items, 'Limit reached');
    expect(items.map((item) => item.state)).toEqual(['done', 'failed', 'failed']);
    expect(items[2]?.error).toBe('Limit reached');
    expect(batchProgress(items).running).toBe(false);
  });
});
