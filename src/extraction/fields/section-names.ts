/**
 * Inside a customer block ("Datos del Cliente (Customer data):", "Customer Information") forms
 * print the organisation under a plain "Name:" ("Nombre:", "Nom :", "Razón social:"), a label
 * that means nothing on its own — the same word labels a signatory's name further down. It is
 * read as the customer only within the few lines under the block's heading.
 */
import { normalizeLabel } from '../dictionary/normalize.js';
import type { DocumentLayout } from '../layout/types.js';
import { candidateAt, type Candidate } from './candidate.js';
import type { LabelMap } from './label-blocks.js';
import { isSeparator } from './label-match.js';
import type { Exclusions } from './regions.js';

const NAME_LABELS = new Set([
  'name',
  'nombre',
  'nom',
  'nome',
  'razon social',
  'razao social',
  'ragione sociale',
  'raison sociale',
  'company name',
  'organisation',
  'organization',
]);
/** How far under the heading the name may be. */
const BLOCK_LINES = 4;

/** "Nombre (Name):" → "nombre"; the label part of a cell, or null. */
function nameLabel(text: string): { label: string; value: string | null } | null {
  const match = /^([^:]{2,40}?)\s*(?:\([^()]{2,30}\))?\s*:\s*(.*)$/u.exec(text.trim());
  const label = match ? match[1]! : text.trim();
  if (!NAME_LABELS.has(normalizeLabel(label))) return null;
  const value = match?.[2]?.trim() ?? '';
  return { label, value: value === '' ? null : value };
}

export function customerNameCandidates(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const block of labels.blocks) {
    if (block.hit.target !== 'customer' || block.hit.inline !== null) continue;
    const start = block.lastLine + 1;
    for (let index = start; index < start + BLOCK_LINES; index++) {
      const line = layout.lines[index];
      if (!line || line.page !== block.page) break;
      const at = line.cells.findIndex(
        (cell) => Math.abs(cell.x0 - block.x0) <= block.size * 2 && nameLabel(cell.text),
      );
      if (at < 0) continue;
      const cell = line.cells[at]!;
      if (excluded.covers(cell)) break;
      const found = nameLabel(cell.text)!;
      const valueCell = line.cells.slice(at + 1).find((other) => !isSeparator(other.text));
      const value = found.value ?? valueCell?.text ?? null;
      if (value)
        candidates.push(
          candidateAt(found.value ? cell : valueCell!, {
            field: 'customer',
            value,
            label: `${block.hit.label} / ${found.label}`,
            method: 'right',
            generic: false,
            unit: null,
          }),
        );
      break;
    }
  }
  return candidates;
}
