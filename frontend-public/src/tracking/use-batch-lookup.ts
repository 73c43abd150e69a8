import { useEffect, useState } from 'react';
import { lookupTrackingBatch } from './tracking-api';
import type { TrackingResult } from './tracking-status';

export type BatchItemState = { status: 'loading' } | { status: 'ready'; result: TrackingResult } | { status: 'error' };

/**
 * Numbers per POST /api/tracking/batch, and requests at a time. Smaller requests let the page show results (and
 * real progress) as they come instead of waiting for the slowest of 40 numbers.
 */
const CHUNK_SIZE = 5;
const CONCURRENCY = 2;

/** Tracks several numbers together; each item's state, and how many are done. */
export function useBatchLookup(codes: readonly string[]): { items: Map<string, BatchItemState>; done: number } {
  const key = codes.join(',');
  const [items, setItems] = useState<Map<string, BatchItemState>>(() => new Map());

  useEffect(() => {
    const batch = key === '' ? [] : key.split(',');
    const controller = new AbortController();
    setItems(new Map(batch.map((code) => [code, { status: 'loading' }])));
    const chunks: string[][] = [];
    for (let start = 0; start < batch.length; start += CHUNK_SIZE) chunks.push(batch.slice(start, start + CHUNK_SIZE));

    const settle = (entries: [string, BatchItemState][]) => {
      if (controller.signal.aborted) return;
      setItems((previous) => new Map([...previous, ...entries]));
    };
    const worker = async () => {
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        try {
          const results = await lookupTrackingBatch(chunk, controller.signal);
          settle(
            chunk.map((code, index): [string, BatchItemState] => {
              const result = results[index];
              return [code, result ? { status: 'ready', result } : { status: 'error' }];
            }),
          );
        } catch (error) {
          if (controller.signal.aborted) return;
          console.error(`Tracking ${chunk.join(', ')} failed.`, error);
          settle(chunk.map((code): [string, BatchItemState] => [code, { status: 'error' }]));
        }
      }
    };
    void Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return () => controller.abort();
  }, [key]);

  let done = 0;
  for (const item of items.values()) if (item.status !== 'loading') done += 1;
  return { items, done };
}
