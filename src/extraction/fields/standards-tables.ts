/**
 * A table of reference standards recognised by its structure, whatever its heading says (or
 * when it has none): several rows, each an instrument with its own serial number, in a document
 * that describes its instrument under test elsewhere — by a labelled serial number or ID, or a
 * one-row instrument table. A certificate listing several instruments of its own has no such
 * description outside its table, so its table stays the instruments'. A list whose header a
 * scan garbled past reading is known by its dated rows alone (dated-rows.ts), on the same terms.
 */
import type { DocumentLayout } from '../layout/types.js';
import type { LabelMap } from './label-blocks.js';
import { datedRowLists } from './dated-rows.js';
import { ANY_YEAR, findDates } from './dates.js';
import { findInstrumentTables, rowColumnTexts, tableSpan, type ItemTable } from './items.js';
import type { Exclusions } from './regions.js';

const OWN_CALIBRATION = new Set(['calibrationDate', 'dueDate', 'certificateNumber']);
/** Labels whose presence outside a table means the instrument is described there. */
const IDENTITY_TARGETS = new Set(['serialNumber', 'equipmentId']);

/**
 * Most rows print dates of their own: the standards' calibration and due dates, whose column
 * captions a scan may have garbled or run together ("Kalibriert/Cal Nachste Kal. /").
 */
function rowsCarryDates(layout: DocumentLayout, table: ItemTable): boolean {
  const dated = table.rows.filter((row) => {
    for (let index = row.line; index <= row.lastLine; index++) {
      if (findDates(layout.lines[index]!.text, ANY_YEAR).length > 0) return true;
    }
    // A date a narrow column wrapped ("14 de marzo" / "de 2025").
    return rowColumnTexts(layout, table, row).some((text) => findDates(text, ANY_YEAR).length > 0);
  }).length;
  return table.rows.length >= 2 && dated >= Math.max(2, Math.ceil(table.rows.length / 2));
}

export function withStandardsTables(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
): Exclusions {
  const described = (span: ReadonlySet<number>) =>
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
    table.columns.some((column) => column.field !== null && OWN_CALIBRATION.has(column.field)) ||
    rowsCarryDates(layout, table);
  const standards = findInstrumentTables(layout, labels, excluded)
    .filter((table) => ownCalibration(table) && described(new Set(tableSpan(table))))
    .map((table) => {
      const span = tableSpan(table);
      return { page: layout.lines[table.headerLine]!.page, from: span[0]!, to: span.at(-1)! };
    });
  const withTables = standards.length > 0 ? excluded.including(standards) : excluded;
  // Lists whose header no caption reader could read: their dated rows tell them.
  const headerless = datedRowLists(layout, labels, withTables).filter((list) =>
    described(new Set(Array.from({ length: list.to - list.from + 1 }, (_, i) => list.from + i))),
  );
  return headerless.length > 0 ? withTables.including(headerless) : withTables;
}
