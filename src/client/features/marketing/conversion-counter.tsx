import { useRef } from 'react';
import { COUNTER_MIN_TOTAL } from '@shared/constants';
import { useCountUp } from './use-count-up';
import { useInView } from './use-in-view';
import { useTotalConversions } from './api/get-total-conversions';

const numberFormat = new Intl.NumberFormat('en-US');

function CountingLine({ total, className }: { total: number; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useInView(ref);
  const value = useCountUp(visible ? total : null);
  return (
    <>
      <span ref={ref} className={className} data-testid="conversion-counter">
        {numberFormat.format(value)}
      </span>{' '}
      certificates converted with CertSheet
    </>
  );
}

/**
 * "N certificates converted with CertSheet" (SPEC §2), counting up from 0 to the real total once
 * it is fetched and the line is on screen. A small total says nothing worth boasting about, so
 * the line appears only from COUNTER_MIN_TOTAL conversions (never in the pre-rendered page).
 */
export function ConversionCounter({ className }: { className?: string }) {
  const total = useTotalConversions();
  if (total === null || total < COUNTER_MIN_TOTAL) return null;
  return <CountingLine total={total} className={className} />;
}
