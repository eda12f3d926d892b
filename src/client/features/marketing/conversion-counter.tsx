import { useRef } from 'react';
import { useCountUp } from './use-count-up';
import { useInView } from './use-in-view';
import { useTotalConversions } from './api/get-total-conversions';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The total-conversions figure (SPEC §2), animated to the real total once it is fetched. The
 * animation starts when the counter is on screen, so visitors see it and it does not compete
 * with the page's start-up work.
 */
export function ConversionCounter({ className }: { className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useInView(ref);
  const total = useTotalConversions();
  const value = useCountUp(visible ? total : null);
  return (
    <span ref={ref} className={className} data-testid="conversion-counter">
      {numberFormat.format(value)}
    </span>
  );
}
