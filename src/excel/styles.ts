/**
 * The workbook look: one palette and a few named styles shared by the report and every template,
 * so a register looks the same wherever it came from.
 */
import type { Alignment, Border, Fill, Font, Style } from 'exceljs';

export const COLORS = {
  brand: 'FF1E3A5F',
  brandText: 'FFFFFFFF',
  border: 'FFB7C3D0',
  muted: 'FF5F6B7A',
  calculatedFill: 'FFEDEFF2',
  sampleFill: 'FFFFF4CC',
  inputFill: 'FFF3F8FF',
  currentFill: 'FFC6EFCE',
  currentText: 'FF006100',
  dueSoonFill: 'FFFFEB9C',
  dueSoonText: 'FF7A4F00',
  overdueFill: 'FFFFC7CE',
  overdueText: 'FF9C0006',
  highConfidenceFill: 'FFE2F0D9',
  mediumConfidenceFill: 'FFFFF2CC',
  lowConfidenceFill: 'FFF8CBAD',
  correctedText: 'FF1F4E9E',
} as const;

export const DATE_FORMAT = 'yyyy-mm-dd';
export const MONTH_FORMAT = 'mmm yyyy';
export const SHORT_MONTH_FORMAT = 'mmm yy';
export const DAYS_FORMAT = '0';
export const MONEY_FORMAT = '"$"#,##0.00';
/** Excel's Text format: whatever a user later types into the cell stays text, never a formula. */
export const TEXT_FORMAT = '@';

export function solidFill(argb: string): Fill {
  return { type: 'pattern', pattern: 'solid', fgColor: { argb }, bgColor: { argb } };
}

const thin: Partial<Border> = { style: 'thin', color: { argb: COLORS.border } };
export const THIN_BORDER = { top: thin, left: thin, bottom: thin, right: thin };
const hairline: Partial<Border> = { style: 'hair', color: { argb: COLORS.border } };
/** Light grid on prepared template rows: tidy on screen, a usable log when printed blank. */
export const GRID_BORDER = { top: hairline, left: hairline, bottom: hairline, right: hairline };

export const HEADER_STYLE: Partial<Style> = {
  font: { bold: true, color: { argb: COLORS.brandText }, name: 'Calibri', size: 11 },
  fill: solidFill(COLORS.brand),
  alignment: { vertical: 'middle', horizontal: 'center', wrapText: true },
  border: THIN_BORDER,
};

export const TITLE_FONT: Partial<Font> = {
  bold: true,
  size: 16,
  color: { argb: COLORS.brand },
  name: 'Calibri',
};
export const SUBTITLE_FONT: Partial<Font> = {
  italic: true,
  color: { argb: COLORS.muted },
  name: 'Calibri',
};
export const SECTION_FONT: Partial<Font> = {
  bold: true,
  size: 12,
  color: { argb: COLORS.brand },
  name: 'Calibri',
};
export const LABEL_FONT: Partial<Font> = { bold: true, name: 'Calibri' };

/** Due dates the workbook calculated rather than read: italic on grey. */
export const CALCULATED_FONT: Partial<Font> = {
  italic: true,
  color: { argb: COLORS.muted },
  name: 'Calibri',
};
export const CALCULATED_FILL = solidFill(COLORS.calculatedFill);

/** Sample rows in templates: pale yellow and italic, so nobody mistakes them for real data. */
export const SAMPLE_FONT: Partial<Font> = {
  italic: true,
  color: { argb: COLORS.muted },
  name: 'Calibri',
};
export const SAMPLE_FILL = solidFill(COLORS.sampleFill);

export const CORRECTED_FONT: Partial<Font> = {
  bold: true,
  color: { argb: COLORS.correctedText },
  name: 'Calibri',
};

/** A bold coloured font (status labels, rejected rows). */
export function boldFont(argb: string): Partial<Font> {
  return { bold: true, color: { argb }, name: 'Calibri' };
}

export const WRAP: Partial<Alignment> = { wrapText: true, vertical: 'top' };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}

/**
 * A complete cell style meant to be assigned whole (`cell.style = …`) to many cells. exceljs
 * resolves a style object to its styleId once and remembers it by identity, so sharing one object
 * per look keeps large registers fast. Frozen, because exceljs writes single properties (e.g.
 * `cell.font = …`) into the cell's style object in place, which here would restyle every cell.
 */
export function sharedStyle(style: Partial<Style>): Partial<Style> {
  return deepFreeze({ ...style });
}

export const TEXT_CELL = sharedStyle({ numFmt: TEXT_FORMAT });
export const WRAPPED_TEXT_CELL = sharedStyle({ numFmt: TEXT_FORMAT, alignment: WRAP });
export const DATE_CELL = sharedStyle({ numFmt: DATE_FORMAT });
export const DAYS_CELL = sharedStyle({ numFmt: DAYS_FORMAT });
export const GENERAL_CELL = sharedStyle({ numFmt: 'General' });
