/** A plain-text table: first column left-aligned, the others right-aligned. */
export function printTable(title: string, header: readonly string[], rows: readonly string[][]) {
  const all = [header, ...rows];
  const widths = header.map((_, col) => Math.max(...all.map((row) => (row[col] ?? '').length)));
  const line = (row: readonly string[]) =>
    '  ' +
    row
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
