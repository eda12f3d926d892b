/** The 'Instructions' sheet every template carries: what it is for, how to fill it, each column. */
import type { Workbook, Worksheet } from 'exceljs';
import { setupPrinting, writeHeaderRow } from '../sheet-layout.js';
import {
  COLORS,
  LABEL_FONT,
  SAMPLE_FILL,
  SAMPLE_FONT,
  SECTION_FONT,
  SUBTITLE_FONT,
  TITLE_FONT,
  WRAP,
  boldFont,
  solidFill,
} from '../styles.js';

export const INSTRUCTIONS_SHEET_NAME = 'Instructions';

export interface InstructionsContent {
  title: string;
  purpose: string;
  steps: string[];
  columns: Array<[header: string, description: string]>;
  /** Shown as the status legend when the template computes due status. */
  dueSoonDays?: number;
  today: string;
}

function line(sheet: Worksheet, rowNumber: number, text: string): void {
  sheet.mergeCells(`A${rowNumber}:C${rowNumber}`);
  const cell = sheet.getCell(`A${rowNumber}`);
  cell.value = text;
  cell.alignment = WRAP;
  // Merged cells do not grow with wrapped text: size the row from the text length.
  sheet.getRow(rowNumber).height = Math.max(15, Math.ceil(text.length / 115) * 15);
}

export function addInstructionsSheet(workbook: Workbook, content: InstructionsContent): Worksheet {
  const sheet = workbook.addWorksheet(INSTRUCTIONS_SHEET_NAME, {
    properties: { tabColor: { argb: COLORS.muted } },
  });
  sheet.getColumn('A').width = 28;
  sheet.getColumn('B').width = 60;
  sheet.getColumn('C').width = 20;

  const title = sheet.getCell('A1');
  title.value = content.title;
  title.font = TITLE_FONT;
  line(sheet, 2, content.purpose);
  sheet.getCell('A2').font = SUBTITLE_FONT;

  let row = 4;
  sheet.getCell(`A${row}`).value = 'How to use this template';
  sheet.getCell(`A${row}`).font = SECTION_FONT;
  row += 1;
  content.steps.forEach((step, index) => {
    line(sheet, row, `${index + 1}. ${step}`);
    row += 1;
  });

  row += 1;
  const sample = sheet.getCell(`A${row}`);
  sample.value = 'Sample rows look like this: replace or delete them.';
  sample.font = SAMPLE_FONT;
  sample.fill = SAMPLE_FILL;
  sheet.mergeCells(`A${row}:C${row}`);
  row += 1;

  if (content.dueSoonDays !== undefined) {
    row += 1;
    sheet.getCell(`A${row}`).value = 'Status colours (recalculated against today on opening)';
    sheet.getCell(`A${row}`).font = SECTION_FONT;
    row += 1;
    const legend: Array<[string, string, string, string]> = [
      [
        'Current',
        COLORS.currentFill,
        COLORS.currentText,
        `Due in more than ${content.dueSoonDays} days.`,
      ],
      [
        'Due Soon',
        COLORS.dueSoonFill,
        COLORS.dueSoonText,
        `Due within ${content.dueSoonDays} days.`,
      ],
      ['Overdue', COLORS.overdueFill, COLORS.overdueText, 'The due date has passed.'],
    ];
    for (const [status, fill, text, meaning] of legend) {
      const cell = sheet.getCell(`A${row}`);
      cell.value = status;
      cell.fill = solidFill(fill);
      cell.font = boldFont(text);
      sheet.getCell(`B${row}`).value = meaning;
      row += 1;
    }
  }

  row += 1;
  sheet.getCell(`A${row}`).value = 'Columns';
  sheet.getCell(`A${row}`).font = SECTION_FONT;
  row += 1;
  writeHeaderRow(sheet, row, ['Column', 'What to enter']);
  row += 1;
  for (const [header, description] of content.columns) {
    const name = sheet.getCell(`A${row}`);
    name.value = header;
    name.font = LABEL_FONT;
    name.alignment = WRAP;
    const text = sheet.getCell(`B${row}`);
    text.value = description;
    text.alignment = WRAP;
    sheet.getRow(row).height = Math.max(15, Math.ceil(description.length / 70) * 15);
    row += 1;
  }

  setupPrinting(sheet, {
    title: content.title,
    today: content.today,
    orientation: 'portrait',
  });
  return sheet;
}
