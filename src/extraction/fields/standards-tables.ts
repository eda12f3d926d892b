/**
 * A table of reference standards recognised by its structure, whatever its heading says (or
 * when it has none): several rows, each an instrument with its own serial number, in a document
 * that describes its instrument under test elsewhere — by a labelled serial number or ID, or a
 * one-row instrument table. A certificate listing several instruments of its own has no such
 * description outside its table, so its table stays the instruments'.
 */
import type { DocumentLayout } from '../layout/types.js';
import type { LabelMap } from './label-blocks.js';
import { findInstrumentTables, tableSpan, type ItemTable } from './items.js';
import type { Exclusions } from './regions.js';

const OWN_CALIBRATION = new Set(['calibrationDate', 'dueDate', 'certificateNumber']);
/** Labels whose presence outside a table means the instrument is described there. */
const IDENTITY_TARGETS = new Set(['serialNumber', 'equipmentId']);

export function withStandardsTables(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
): Exclusions {
  const tables = findInstrumentTables(layout, labels, excluded);
  if (tables.length === 0) return excluded;
  const spans = tables.map((table) => new Set(tableSpan(table)));
  const described = (span: Set<number>) =>
    labels.blocks.some(
      (block) =>
        IDENTITY_TARGETS.has(block.hit.target) &&
        !block.hit.generic &&
        !span.has(block.firstLine) &&
        !excluded.covers(block.cells[0]!),
    );
  // A standards list records each standard's own calibration (date, due date, certificate);
  // an instrument table of this certificate shares the certificate's.
  const ownCalibration = (table: ItemTable) =>
    table.columns.some((column) => column.field !== null && OWN_CALIBRATION.has(column.field));
  const standards = tables.filter(
    (table, index) => ownCalibration(table) && described(spans[index]!),
  );
  if (standards.length === 0) return excluded;
  return excluded.including(
    standards.map((table) => {
      const span = tableSpan(table);
      return { page: layout.lines[table.headerLine]!.page, from: span[0]!, to: span.at(-1)! };
    }),
  );
}
