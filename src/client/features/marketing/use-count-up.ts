import { useEffect, useState } from 'react';
import { COUNTER_DURATION_MS, COUNTER_START, COUNTER_TICK_MS } from '@shared/constants';
import { counterValue } from '@shared/marketing';

/**
 * SPEC §2: the counter moves from its start value to the fetched total over about 2 s in 16 ms
 * ticks. Until a target arrives (or when the call fails) it stays at the start value.
 */
export function useCountUp(
  target: number | null,
  { start = COUNTER_START, durationMs = COUNTER_DURATION_MS, tickMs = COUNTER_TICK_MS } = {},
): number {
  const [value, setValue] = useState(start);
  useEffect(() => {
    if (target === null) return;
    const steps = Math.max(1, Math.round(durationMs / tickMs));
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setValue(counterValue(start, target, step, steps));
      if (step >= steps) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [target, start, durationMs, tickMs]);
  return value;
}
