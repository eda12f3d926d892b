/**
 * registerTemplate: the one recipe every downloadable template follows, so they cannot drift
 * apart. A data sheet (a table with sample rows, or a one-page form), due-status colours on it,
 * print setup, any extra sheets, and the Instructions sheet last — in that order, which is the
 * order the sheets appear in the workbook.
 */
import type { Workbook, Worksheet } from 'exceljs';
import { addDueStatusColours } from '../due-formulas.js';
import { setupPrinting } from '../sheet-layout.js';
import { addInstructionsSheet, type InstructionsContent } from './instructions-sheet.js';
import type { TemplateOptions } from './template-options.js';
import {
  writeTemplateTable,
  type TableLayout,
  type TemplateColumn,
  type TemplateTable,
} from './template-table.js';

/** The columns the due-status colours read (due date) and paint (days until due … status). */
export interface DueColumns<K extends string> {
  dueDate: K;
  /** First coloured column; the colours run from it to `status`. */
  days: K;
  status: K;
}

type InstructionsText = Pick<InstructionsContent, 'title' | 'purpose' | 'steps'>;

interface RecipeBase {
  sheetName: string;
  /** ARGB colour of the data sheet's tab. */
  tabColor?: string;
  /** Title in the printed page header. */
  printTitle: string;
}

/** A data table: printed landscape, its header row repeated on every page. */
export interface TableTemplate<K extends string> extends RecipeBase {
  table: TemplateTable<K>;
  dueColumns: DueColumns<K>;
  /** What the sheet adds around the table: title rows, totals, a calendar. */
  extend?: (sheet: Worksheet, layout: TableLayout<K>) => void;
  /** Sheets placed between the data sheet and the Instructions (a summary over the table). */
  addSheets?: (workbook: Workbook, layout: TableLayout<K>) => void;
  instructions: InstructionsText & {
    /** One line per table column, described by this function; or the lines written out. */
    columns: ((column: TemplateColumn<K>) => string) | InstructionsContent['columns'];
  };
}

/** A form laid out by hand (it places its own status colours): printed portrait on one page. */
export interface FormTemplate extends RecipeBase {
  form: (sheet: Worksheet) => void;
  instructions: InstructionsText & Pick<InstructionsContent, 'columns'>;
}

export function registerTemplate<K extends string>(
  workbook: Workbook,
  options: TemplateOptions,
  recipe: TableTemplate<K> | FormTemplate,
): Worksheet {
  const sheet = workbook.addWorksheet(
    recipe.sheetName,
    recipe.tabColor ? { properties: { tabColor: { argb: recipe.tabColor } } } : undefined,
  );
  let columns: InstructionsContent['columns'];
  if ('form' in recipe) {
    recipe.form(sheet);
    setupPrinting(sheet, {
      title: recipe.printTitle,
      today: options.today,
      orientation: 'portrait',
      onePage: true,
    });
    columns = recipe.instructions.columns;
  } else {
    const layout = writeTemplateTable(sheet, recipe.table);
    const { dueDate, days, status } = recipe.dueColumns;
    addDueStatusColours(sheet, {
      ref: `${layout.letter(days)}${layout.firstDataRow}:${layout.letter(status)}${layout.lastDataRow}`,
      firstDueCell: `$${layout.letter(dueDate)}${layout.firstDataRow}`,
      dueSoonDays: options.dueSoonDays,
    });
    recipe.extend?.(sheet, layout);
    const header = recipe.table.headerRow;
    setupPrinting(sheet, {
      title: recipe.printTitle,
      today: options.today,
      orientation: 'landscape',
      repeatRows: `${header}:${header}`,
    });
    recipe.addSheets?.(workbook, layout);
    const describe = recipe.instructions.columns;
    columns =
      typeof describe === 'function'
        ? recipe.table.columns.map((column) => [column.header, describe(column)])
        : describe;
  }

  addInstructionsSheet(workbook, {
    title: recipe.instructions.title,
    purpose: recipe.instructions.purpose,
    steps: recipe.instructions.steps,
    columns,
    dueSoonDays: options.dueSoonDays,
    today: options.today,
  });
  return sheet;
}
