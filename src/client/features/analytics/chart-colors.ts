/** Chart colours: the brand blue first, then hues that stay apart for colour-blind readers. */
export const CHART_COLORS = ['#1d4ed8', '#15803d', '#b45309', '#7c3aed', '#0e7490', '#be185d'];

/** Compliance statuses keep their register colours. */
export const STATUS_COLORS: Record<string, string> = {
  Current: '#15803d',
  'Due Soon': '#d97706',
  Overdue: '#b91c1c',
  'No due date': '#94a3b8',
};

export function colorAt(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length] ?? '#1d4ed8';
}
