import { useQueryClient } from '@tanstack/react-query';
import type { ConvertPdfResponse } from '@shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { authUserQueryOptions } from '@/lib/session/auth-user';
import { redirectToLogin } from '@/lib/session/login-redirect';
import type { SelectedFile } from '@/components/ui/selected-file-list';
import { tryConvertPdf } from './api/try-convert-pdf';
import {
  batchProgress,
  decideAttempt,
  failQueued,
  newBatch,
  nextQueued,
  requeue,
  updateItem,
  type BatchItem as AnyBatchItem,
} from './batch-queue';

type BatchItem = AnyBatchItem<ConvertPdfResponse>;

/** One toast when a run has no file left to do (SPEC §9: one toast at a time). */
function announceEnd(items: readonly AnyBatchItem[]) {
  const { done, total } = batchProgress(items);
  if (done > 0) {
    toast.success('Conversion Complete!', {
      description: `Converted ${done} of ${total} certificates`,
    });
  } else {
    toast.error('Conversion Failed', {
      description: `None of the ${total} files could be converted`,
    });
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Runs a paid user's batch: one file at a time (the server parses one at a time per requester
 * and rate-limits per minute), waiting as long as a 429/503 asks and then trying that file
 * again. A failed file stays in the list with its reason; retry puts it back in the queue.
 */
export function useBatchConversion() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<BatchItem[]>([]);
  const itemsRef = useRef<BatchItem[]>([]);
  // Each run gets an id; dropping the batch bumps it and aborts the request in flight.
  const runRef = useRef(0);
  const loopRef = useRef<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const update = useCallback((change: (items: BatchItem[]) => BatchItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);

  const refreshUserData = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authUserQueryOptions().queryKey }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/user/'),
        }),
      ]),
    [queryClient],
  );

  /** Converts one file; false when the run must end (signed out, quota). */
  const convertOne = useCallback(
    async (item: BatchItem, signal: AbortSignal): Promise<boolean> => {
      for (let waits = 0; ; waits += 1) {
        update((held) => updateItem(held, item.id, { state: 'converting' }));
        const decision = decideAttempt(await tryConvertPdf(item.file, signal), waits);
        switch (decision.kind) {
          case 'done':
            update((held) =>
              updateItem(held, item.id, { state: 'done', result: decision.response }),
            );
            void refreshUserData();
            return true;
          case 'wait':
            update((held) =>
              updateItem(held, item.id, { state: 'waiting', waitSeconds: decision.seconds }),
            );
            await sleep(decision.seconds * 1000, signal);
            continue;
          case 'failed':
            update((held) =>
              updateItem(held, item.id, { state: 'failed', error: decision.message }),
            );
            return true;
          case 'quota':
            update((held) =>
              failQueued(
                updateItem(held, item.id, { state: 'failed', error: decision.message }),
                decision.message,
              ),
            );
            toast.error('Conversion Limit Reached', {
              description: 'Upgrade to Pro for unlimited conversions',
            });
            return false;
          case 'unauthorized':
            redirectToLogin();
            return false;
        }
      }
    },
    [refreshUserData, update],
  );

  const drain = useCallback(async () => {
    const run = runRef.current;
    if (loopRef.current === run) return;
    loopRef.current = run;
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      for (;;) {
        if (runRef.current !== run) return;
        const next = nextQueued(itemsRef.current);
        if (!next) {
          announceEnd(itemsRef.current);
          return;
        }
        if (!(await convertOne(next, controller.signal))) return;
      }
    } catch {
      // Aborted: the batch was dropped.
    } finally {
      if (loopRef.current === run) loopRef.current = null;
    }
  }, [convertOne]);

  const start = useCallback(
    (files: readonly SelectedFile[]) => {
      update(() => newBatch(files));
      void drain();
    },
    [drain, update],
  );

  const retry = useCallback(
    (id: string) => {
      update((held) => requeue(held, id));
      void drain();
    },
    [drain, update],
  );

  /** Drops the batch: the request in flight is aborted and nothing more is sent. */
  const clear = useCallback(() => {
    runRef.current += 1;
    abortRef.current?.abort();
    abortRef.current = null;
    update(() => []);
  }, [update]);

  useEffect(
    () => () => {
      runRef.current += 1;
      abortRef.current?.abort();
    },
    [],
  );

  return { items, start, retry, clear };
}
