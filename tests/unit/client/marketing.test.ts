import { describe, expect, it } from 'vitest';
import {
  COUNTER_DURATION_MS,
  COUNTER_MIN_TOTAL,
  COUNTER_START,
  COUNTER_TICK_MS,
  PLANS,
} from '../../../src/shared/constants.js';
import {
  counterValue,
  INDEXABLE_ROUTES,
  MEASURED_AVG_PROCESSING_SECONDS,
  MEASURED_FIELD_ACCURACY_PERCENT,
  SAVINGS_ESTIMATE,
} from '../../../src/shared/marketing.js';
import { isKnownClientRoute } from '../../../src/shared/routes.js';

describe('marketing figures', () => {
  it('the savings box adds up: 20 minutes at $25/hr is $8.33', () => {
    const { minutesPerCertificate, hourlyRateCents, savedPerCertificateCents } = SAVINGS_ESTIMATE;
    expect(minutesPerCertificate).toBe(20);
    expect(hourlyRateCents).toBe(2500);
    expect(Math.round((minutesPerCertificate / 60) * hourlyRateCents)).toBe(
      savedPerCertificateCents,
    );
  });

  it('states accuracy and speed only as measured figures', () => {
    // When these are set, the figures must come from `npm run bench:accuracy` / `bench:extract`.
    for (const figure of [MEASURED_FIELD_ACCURACY_PERCENT, MEASURED_AVG_PROCESSING_SECONDS]) {
      if (figure !== null) expect(figure).toBeGreaterThan(0);
    }
  });

  it('pre-renders and lists in the sitemap only routes the server knows', () => {
    for (const route of INDEXABLE_ROUTES) expect(isKnownClientRoute(route)).toBe(true);
  });

  it('the annual plan is cheaper than pay per download from the 10th batch', () => {
    expect(Math.ceil(PLANS.yearly.priceCents / PLANS.oneTime.priceCents)).toBe(10);
  });
});

describe('the conversion counter', () => {
  const steps = Math.round(COUNTER_DURATION_MS / COUNTER_TICK_MS);

  it('runs about 2 s in 16 ms ticks, counting up from 0 to the fetched total', () => {
    expect(steps).toBe(125);
    expect(COUNTER_START).toBe(0);
    expect(counterValue(COUNTER_START, 9000, 0, steps)).toBe(COUNTER_START);
    expect(counterValue(COUNTER_START, 9000, steps, steps)).toBe(9000);
    const values = Array.from({ length: steps + 1 }, (_, step) =>
      counterValue(COUNTER_START, 9000, step, steps),
    );
    expect(values.every((value, i) => i === 0 || value >= values[i - 1]!)).toBe(true);
  });

  it('never counts down: every total it is shown for is above the start', () => {
    expect(COUNTER_MIN_TOTAL).toBe(100);
    expect(COUNTER_MIN_TOTAL).toBeGreaterThan(COUNTER_START);
    expect(counterValue(COUNTER_START, 150, 1, steps)).toBeGreaterThanOrEqual(COUNTER_START);
    expect(counterValue(COUNTER_START, 150, steps, steps)).toBe(150);
  });
});
