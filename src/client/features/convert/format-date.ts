/** An ISO date (YYYY-MM-DD) as "Feb 5, 2025"; other text unchanged. */
export function formatIsoDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Due in 45 days", "Due today", "Overdue by 3 days". */
export function describeDaysUntilDue(days: number): string {
  if (days === 0) return 'Due today';
  if (days > 0) return `Due in ${days} day${days === 1 ? '' : 's'}`;
  const late = -days;
  return `Overdue by ${late} day${late === 1 ? '' : 's'}`;
}
