/**
 * A real spreadsheet application opens our workbooks: LibreOffice Calc (headless) converts every
 * template and a report to CSV (one file per sheet, values as displayed) and to flat ODS. The
 * workbooks are generated with a "today" in the past, so every cached Days Until Due / Status is
 * stale; the test proves LibreOffice recomputes them against the machine's real today on load,
 * reports no error, shows no formula error in any cell, and keeps the status colour rules.
 *
 * Why it recalculates: LibreOffice's default for xlsx is "never recalculate" (cached results are
 * trusted), but TODAY() is volatile and volatile cells — and every cell depending on them — are
 * always recalculated after import. Excel recalculates on load because the workbook sets
 * <calcPr fullCalcOnLoad="1"/>. Non-volatile formulas keep their cached values, which is why
 * every cached result we write must be correct as of generation.
 *
 * CI installs LibreOffice (libreoffice-calc); without `soffice` this test fails, it never skips.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeIntoRegister } from '../../src/excel/merge/merge-register.js';
import {
  buildAccountRegisterWorkbook,
  buildReportWorkbook,
  type ReportEntry,
} from '../../src/excel/report.js';
import {
  buildTemplateWorkbook,
  templateFileName,
  type TemplateKind,
} from '../../src/excel/templates/build-template.js';
import { addMonths, daysUntilDue, dueStatus } from '../../src/shared/due-status.js';
import { TEMPLATE_IDS } from '../../src/shared/templates.js';
import { extraction, instrument, isoPlusDays } from '../helpers/sample-extractions.js';

/** The day the files claim to be generated: far enough back that every cached value is stale. */
const GENERATED_ON = '2024-01-15';
const DUE_SOON_DAYS = 30;
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1';
const TEMPLATE_KINDS: TemplateKind[] = [...TEMPLATE_IDS, 'manual'];

/** Today on this machine, as LibreOffice's TODAY() sees it (local time). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** RFC 4180 CSV as LibreOffice writes it (quoted fields may hold commas and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else {
        field += character;
      }
    } else if (character === '"') {
      quoted = true;
    } else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (character !== '\r') {
      field += character;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

function runSoffice(profile: string, args: string[]) {
  const result = spawnSync(
    'soffice',
    [`-env:UserInstallation=file://${profile}`, '--headless', '--norestore', ...args],
    { encoding: 'utf8', timeout: 180_000 },
  );
  if (result.error) throw result.error;
  return result;
}

interface Converted {
  /** Sheet name → rows. */
  sheets: Map<string, string[][]>;
}

let workDir: string;
let today: string;
let stderr: string;
const converted = new Map<string, Converted>();
let reportFods: string;

/** One instrument per status as of the real today, one without any date, one rejected file. */
function reportEntries(): ReportEntry[] {
  const due = (days: number) => isoPlusDays(today, days);
  return [
    ['overdue.pdf', 'EQ-OVER', due(-45)],
    ['due-soon.pdf', 'EQ-SOON', due(9)],
    ['current.pdf', 'EQ-CURR', due(150)],
    ['due-today.pdf', 'EQ-TODAY', due(0)],
  ]
    .map(([sourceFile, equipmentId, dueDate]): ReportEntry => ({
      sourceFile: sourceFile as string,
      extraction: extraction([
        instrument({
          equipmentId,
          calibrationDate: addMonths(dueDate as string, -12),
          dueDate,
        }),
      ]),
    }))
    .concat([
      {
        sourceFile: 'no-dates.pdf',
        extraction: extraction([
          instrument({ equipmentId: 'EQ-NONE', calibrationDate: null, dueDate: null }),
        ]),
      },
      {
        sourceFile: 'default-interval.pdf',
        extraction: extraction([
          instrument({ equipmentId: 'EQ-DEF', calibrationDate: due(-380), dueDate: null }),
        ]),
      },
      {
        sourceFile: 'multi.pdf',
        extraction: extraction([
          instrument({ equipmentId: 'EQ-M1', calibrationDate: due(-300), dueDate: due(65) }),
          instrument({ equipmentId: 'EQ-M2', calibrationDate: due(-300), dueDate: due(20) }),
        ]),
      },
      {
        sourceFile: 'locked.pdf',
        extraction: null,
        error: { errorType: 'PDF_ENCRYPTED', message: 'This PDF is password protected.' },
      },
    ]);
}

/**
 * The sample instruments all share one serial and maker, which makes them one instrument to the
 * register's identity rule: here each gets its equipment ID as its serial.
 */
function withOwnSerials(entries: ReportEntry[]): ReportEntry[] {
  return entries.map((entry) => {
    if (!entry.extraction) return entry;
    const items = entry.extraction.items.map((item) => ({
      ...item,
      serialNumber: item.equipmentId,
    }));
    return { ...entry, extraction: { ...entry.extraction, items, fields: items[0]! } };
  });
}

/** An older calibration of EQ-OVER, uploaded before the report's certificates. */
function accountHistoryEntries(): ReportEntry[] {
  const calibrated = isoPlusDays(today, -45 - 365 - 365);
  return [
    {
      sourceFile: 'overdue-older.pdf',
      extraction: extraction([
        instrument({
          equipmentId: 'EQ-OVER',
          certificateNumber: 'OLD-1',
          calibrationDate: calibrated,
          dueDate: addMonths(calibrated, 12),
        }),
      ]),
    },
  ];
}

/** EQ-OVER renewed (due in 200 days) and a new instrument due in 12 days. */
function mergeEntries(): ReportEntry[] {
  return [
    {
      sourceFile: 'overdue-renewed.pdf',
      extraction: extraction([
        instrument({
          equipmentId: 'EQ-OVER',
          certificateNumber: 'NEW-1',
          calibrationDate: isoPlusDays(today, -165),
          dueDate: isoPlusDays(today, 200),
        }),
      ]),
    },
    {
      sourceFile: 'new-instrument.pdf',
      extraction: extraction([
        instrument({
          equipmentId: 'EQ-NEW',
          serialNumber: 'NEW-SN',
          calibrationDate: isoPlusDays(today, -353),
          dueDate: isoPlusDays(today, 12),
        }),
      ]),
    },
  ];
}

function sheetOf(file: string, sheetName: string): string[][] {
  const rows = converted.get(file)?.sheets.get(sheetName);
  if (!rows) throw new Error(`LibreOffice wrote no sheet ${sheetName} for ${file}`);
  return rows;
}

function column(rows: string[][], header: string, headerRow = 0): number {
  const index = rows[headerRow]?.indexOf(header) ?? -1;
  if (index < 0) throw new Error(`no column ${header} in ${JSON.stringify(rows[headerRow])}`);
  return index;
}

function expectedFor(dueIso: string): { days: string; status: string } {
  const days = daysUntilDue(dueIso, today);
  if (days === null) throw new Error(`bad due date ${dueIso}`);
  return { days: String(days), status: dueStatus(days, DUE_SOON_DAYS) };
}

beforeAll(async () => {
  const version = spawnSync('soffice', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    throw new Error(
      'LibreOffice is required for this test: install it (apt-get install libreoffice-calc-nogui ' +
        'or run scripts/install-test-deps.sh) so that `soffice` is on PATH.',
    );
  }
  today = localToday();
  workDir = mkdtempSync(path.join(tmpdir(), 'certsheet-soffice-'));
  const files: string[] = [];
  const report = path.join(workDir, 'report.xlsx');
  writeFileSync(
    report,
    await buildReportWorkbook(reportEntries(), {
      today: GENERATED_ON,
      dueSoonDays: DUE_SOON_DAYS,
      defaultIntervalMonths: 12,
    }),
  );
  files.push(report);
  const options = { today: GENERATED_ON, dueSoonDays: DUE_SOON_DAYS, defaultIntervalMonths: 12 };
  // The account register: EQ-OVER calibrated twice (the older one goes to history).
  const account = path.join(workDir, 'account.xlsx');
  const accountBytes = await buildAccountRegisterWorkbook(
    withOwnSerials([...accountHistoryEntries(), ...reportEntries()]),
    options,
  );
  writeFileSync(account, accountBytes);
  files.push(account);
  // Merged into: the account register gets EQ-OVER renewed and a new instrument appended, whose
  // Days Until Due and Status formulas have no cached value at all.
  const merged = path.join(workDir, 'merged.xlsx');
  writeFileSync(
    merged,
    (await mergeIntoRegister(accountBytes, withOwnSerials(mergeEntries()), options)).buffer,
  );
  files.push(merged);
  for (const kind of TEMPLATE_KINDS) {
    const file = path.join(workDir, templateFileName(kind));
    writeFileSync(file, await buildTemplateWorkbook(kind, { today: GENERATED_ON }));
    files.push(file);
  }

  // One LibreOffice process converts everything, serially; a private profile keeps it from
  // touching (or waiting on) anyone else's.
  const profile = path.join(workDir, 'profile');
  const outDir = path.join(workDir, 'csv');
  const csv = runSoffice(profile, ['--convert-to', CSV_FILTER, '--outdir', outDir, ...files]);
  const fods = runSoffice(profile, ['--convert-to', 'fods', '--outdir', workDir, report]);
  stderr = `${csv.stderr}\n${fods.stderr}`;
  expect(csv.status, csv.stderr).toBe(0);
  expect(fods.status, fods.stderr).toBe(0);

  for (const file of files) {
    const base = path.basename(file, '.xlsx');
    const sheets = new Map<string, string[][]>();
    for (const line of csv.stdout.split('\n')) {
      const match = /Writing sheet (.+) -> (.+\.csv)$/.exec(line.trim());
      if (match?.[2] && path.basename(match[2]).startsWith(`${base}-`)) {
        sheets.set(match[1] as string, parseCsv(readFileSync(match[2], 'utf8')));
      }
    }
    converted.set(path.basename(file), { sheets });
  }
  reportFods = readFileSync(path.join(workDir, 'report.fods'), 'utf8');
}, 240_000);

afterAll(() => {
  if (workDir && existsSync(workDir)) rmSync(workDir, { recursive: true, force: true });
});

describe('LibreOffice opens every workbook', () => {
  it('converts every file without an error', () => {
    const problems = stderr
      .split('\n')
      .filter((line) => /error|repair|corrupt|could not/i.test(line))
      .filter((line) => !/javaldx/.test(line));
    expect(problems).toEqual([]);
    expect([...converted.keys()].sort()).toEqual(
      [
        'report.xlsx',
        'account.xlsx',
        'merged.xlsx',
        ...TEMPLATE_KINDS.map(templateFileName),
      ].sort(),
    );
    for (const [file, { sheets }] of converted) {
      expect(sheets.size, file).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows no formula error in any cell of any sheet', () => {
    const errors: string[] = [];
    for (const [file, { sheets }] of converted) {
      for (const [name, rows] of sheets) {
        rows.forEach((row, rowIndex) =>
          row.forEach((value, columnIndex) => {
            if (/^(#[A-Z/0]+[!?]?|Err:\d+)$/.test(value.trim())) {
              errors.push(`${file} ${name} R${rowIndex + 1}C${columnIndex + 1}: ${value}`);
            }
          }),
        );
      }
    }
    expect(errors).toEqual([]);
  });
});

describe('LibreOffice recomputes the report against the real today', () => {
  it('Days Until Due and Status follow today, not the stale cached values', () => {
    const register = sheetOf('report.xlsx', 'Equipment Register');
    const id = column(register, 'Equipment ID');
    const dueColumn = column(register, 'Due Date');
    const days = column(register, 'Days Until Due');
    const status = column(register, 'Status');
    const byId = new Map(register.slice(1).map((row) => [row[id], row]));

    const expectations: Array<[string, number, string]> = [
      ['EQ-OVER', -45, 'Overdue'],
      ['EQ-SOON', 9, 'Due Soon'],
      ['EQ-CURR', 150, 'Current'],
      ['EQ-TODAY', 0, 'Due Soon'],
      ['EQ-M1', 65, 'Current'],
      ['EQ-M2', 20, 'Due Soon'],
    ];
    for (const [equipmentId, expectedDays, expectedStatus] of expectations) {
      const row = byId.get(equipmentId);
      expect(row?.[dueColumn], equipmentId).toBe(isoPlusDays(today, expectedDays));
      expect(row?.[days], equipmentId).toBe(String(expectedDays));
      expect(row?.[status], equipmentId).toBe(expectedStatus);
    }
    // The default-interval row: due = calibration date + 12 months, computed as of today.
    const defaultRow = byId.get('EQ-DEF');
    const defaultDue = defaultRow?.[dueColumn] as string;
    expect(defaultDue).toBe(addMonths(isoPlusDays(today, -380), 12));
    expect(defaultRow?.[days]).toBe(expectedFor(defaultDue).days);
    expect(defaultRow?.[status]).toBe(expectedFor(defaultDue).status);
  });

  it('the cached values really were stale (the test can tell the difference)', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      readFileSync(path.join(workDir, 'report.xlsx')) as unknown as ArrayBuffer,
    );
    const cached = workbook.getWorksheet('Equipment Register')?.getCell('H2').value as {
      result?: number;
    };
    expect(cached.result).not.toBe(-45);
  });

  it('leaves Days Until Due and Status empty when there is no due date', () => {
    const register = sheetOf('report.xlsx', 'Equipment Register');
    const row = register.find((candidate) => candidate[0] === 'EQ-NONE');
    expect(row?.slice(5, 9)).toEqual(['', '', '', '']);
  });

  it('recounts the Summary from the recomputed statuses', () => {
    const summary = sheetOf('report.xlsx', 'Summary');
    const value = (label: string) => summary.find((row) => row[0] === label)?.[1];
    expect(value('Current')).toBe('2');
    expect(value('Due Soon')).toBe('3');
    expect(value('Overdue')).toBe(String(1 + 1));
    expect(value('No due date')).toBe('1');
    expect(value('Total instruments')).toBe('8');
    expect(value('Next due date')).toBe(today);
    expect(value('Equipment ID')).toBe('EQ-TODAY');
    expect(value('Days until next due')).toBe('0');
    expect(value('Generated on')).toBe(GENERATED_ON);
  });

  it('lists the rejected file with its reason on the Details sheet', () => {
    const details = sheetOf('report.xlsx', 'Certificate Details');
    const row = details.find((candidate) => candidate[0] === 'locked.pdf');
    expect(row?.[column(details, 'Outcome')]).toBe('Rejected');
    expect(row?.[column(details, 'Notes')]).toBe(
      'Rejected (PDF_ENCRYPTED): This PDF is password protected.',
    );
  });

  it('keeps the TODAY()-based colour rules with their red, amber and green styles', () => {
    // Flat ODS spells references [.$G2] and names the style by its display name.
    const conditions = [...reportFods.matchAll(/<calcext:condition [^>]*>/g)].map(
      (match) => match[0],
    );
    const styleOf = (formula: string) =>
      conditions
        .find((condition) => condition.includes(formula))
        ?.match(/calcext:apply-style-name="([^"]+)"/)?.[1];
    const background = (style: string | undefined) =>
      new RegExp(
        `<style:style [^>]*style:display-name="${style}"[^>]*>\\s*<style:table-cell-properties fo:background-color="(#[0-9a-f]{6})"`,
        'i',
      )
        .exec(reportFods)?.[1]
        ?.toLowerCase();
    expect(background(styleOf('[.$G2]&lt;TODAY()'))).toBe('#ffc7ce');
    expect(background(styleOf('[.$G2]-TODAY()&lt;=30'))).toBe('#ffeb9c');
    expect(background(styleOf('[.$G2]-TODAY()&gt;30'))).toBe('#c6efce');
    expect(reportFods).toContain(
      `calcext:target-range-address="&apos;Equipment Register&apos;.H2:&apos;Equipment Register&apos;.I9"`,
    );
  });
});

describe('LibreOffice opens the living register', () => {
  it('the account register: one row per instrument, the older calibration on History', () => {
    const register = sheetOf('account.xlsx', 'Equipment Register');
    const id = column(register, 'Equipment ID');
    const rows = register.slice(1).filter((row) => row[id] === 'EQ-OVER');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[column(register, 'Days Until Due')]).toBe('-45');
    const history = sheetOf('account.xlsx', 'Calibration History');
    expect(history.find((row) => row[0] === 'EQ-OVER')?.[column(history, 'Certificate #')]).toBe(
      'OLD-1',
    );
  });

  it('the merged register: the renewed row and the appended one compute against today', () => {
    const register = sheetOf('merged.xlsx', 'Equipment Register');
    const id = column(register, 'Equipment ID');
    const days = column(register, 'Days Until Due');
    const status = column(register, 'Status');
    const byId = new Map(register.slice(1).map((row) => [row[id], row]));
    expect(byId.get('EQ-OVER')?.[days]).toBe('200');
    expect(byId.get('EQ-OVER')?.[status]).toBe('Current');
    expect(byId.get('EQ-NEW')?.[days]).toBe('12');
    expect(byId.get('EQ-NEW')?.[status]).toBe('Due Soon');
    expect(byId.get('EQ-CURR')?.[days]).toBe('150');
    const changes = sheetOf('merged.xlsx', 'Changes');
    expect(changes.map((row) => row[0])).toEqual(expect.arrayContaining(['Updated', 'Added']));
  });
});

describe('LibreOffice recomputes every template against the real today', () => {
  const TABLES: Array<{
    kind: TemplateKind;
    sheet: string;
    headerRow: number;
    due: string;
    days: string;
    status: string;
  }> = [
    {
      kind: 'calibration-record',
      sheet: 'Calibration Record',
      headerRow: 0,
      due: 'Due Date',
      days: 'Days Until Due',
      status: 'Status',
    },
    {
      kind: 'equipment-inventory',
      sheet: 'Equipment Inventory',
      headerRow: 0,
      due: 'Next Due Date',
      days: 'Days Until Due',
      status: 'Calibration Status',
    },
    {
      kind: 'calibration-schedule',
      sheet: 'Calibration Schedule',
      headerRow: 3,
      due: 'Next Due',
      days: 'Days Until Due',
      status: 'Status',
    },
    {
      kind: 'cost-tracking',
      sheet: 'Cost Tracking',
      headerRow: 1,
      due: 'Next Due',
      days: 'Days Until Due',
      status: 'Status',
    },
    {
      kind: 'manual',
      sheet: 'Equipment Register',
      headerRow: 0,
      due: 'Due Date',
      days: 'Days Until Due',
      status: 'Status',
    },
  ];

  it.each(TABLES)('$kind: every row computes, samples and empty rows alike', (table) => {
    const rows = sheetOf(templateFileName(table.kind), table.sheet);
    const due = column(rows, table.due, table.headerRow);
    const days = column(rows, table.days, table.headerRow);
    const status = column(rows, table.status, table.headerRow);
    const dataRows = rows.slice(table.headerRow + 1, table.headerRow + 201);
    expect(dataRows).toHaveLength(200);
    let samples = 0;
    for (const row of dataRows) {
      const dueDate = row[due] ?? '';
      if (dueDate === '') {
        expect(row[days]).toBe('');
        expect(row[status]).toBe('');
        continue;
      }
      samples += 1;
      expect(row[days], row[0]).toBe(expectedFor(dueDate).days);
      expect(row[status], row[0]).toBe(expectedFor(dueDate).status);
    }
    expect(samples).toBeGreaterThan(0);
  });

  it('calibration-certificate: the form computes its due date and status', () => {
    const form = sheetOf(templateFileName('calibration-certificate'), 'Certificate');
    const value = (label: string) => form.find((row) => row[0] === label)?.[1] ?? '';
    const dueDate = value('Due Date');
    expect(dueDate).toBe(addMonths(isoPlusDays(GENERATED_ON, -7), 12));
    expect(value('Days Until Due')).toBe(expectedFor(dueDate).days);
    expect(value('Status')).toBe(expectedFor(dueDate).status);
    expect(form.find((row) => row[0] === 'Ice point')?.[6]).toBe('Pass');
  });

  it('calibration-schedule: months and DUE marks come from the dates entered', () => {
    const rows = sheetOf(templateFileName('calibration-schedule'), 'Calibration Schedule');
    expect(rows[3]?.slice(8, 10)).toEqual(['Jan 24', 'Feb 24']);
    const balance = rows.find((row) => row[0] === 'SAMPLE-BAL-01');
    expect(balance?.slice(8, 20).filter((mark) => mark === 'DUE')).toHaveLength(4);
  });

  it('cost-tracking: totals compute', () => {
    const rows = sheetOf(templateFileName('cost-tracking'), 'Cost Tracking');
    expect(rows[0]?.[13]).toBe('$314.00');
    const summary = sheetOf(templateFileName('cost-tracking'), 'Cost Summary');
    expect(summary.find((row) => row[0] === 'All services')?.slice(1, 3)).toEqual(['3', '$314.00']);
    expect(summary.find((row) => row[0] === 'Average cost per instrument')?.[2]).toBe('$157.00');
  });
});

/**
 * Re-entering a cell (F2, Enter) must not turn hostile text into a formula. Drives LibreOffice
 * through UNO (Debian's python3-uno): types each cell's own text back in with .uno:EnterString,
 * exactly as a user would, and reports what the cell became.
 */
const REENTER_SCRIPT = String.raw`
import json, subprocess, sys, time, uno
from com.sun.star.beans import PropertyValue

def prop(name, value):
    p = PropertyValue(); p.Name = name; p.Value = value; return p

profile, pipe, document, sheet_name = sys.argv[1:5]
cells = sys.argv[5:]
office = subprocess.Popen(['soffice', '-env:UserInstallation=' + profile, '--headless', '--invisible',
                           '--norestore', '--accept=pipe,name=' + pipe + ';urp;'])
try:
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext('com.sun.star.bridge.UnoUrlResolver', local)
    context = None
    for _ in range(120):
        try:
            context = resolver.resolve('uno:pipe,name=' + pipe + ';urp;StarOffice.ComponentContext')
            break
        except Exception:
            time.sleep(0.5)
    manager = context.ServiceManager
    desktop = manager.createInstanceWithContext('com.sun.star.frame.Desktop', context)
    doc = desktop.loadComponentFromURL(document, '_blank', 0, (prop('Hidden', True),))
    sheet = doc.Sheets.getByName(sheet_name)
    dispatcher = manager.createInstanceWithContext('com.sun.star.frame.DispatchHelper', context)
    frame = doc.CurrentController.Frame
    for spec in cells:
        address, _, typed = spec.partition('=')
        text = typed if typed else sheet.getCellRangeByName(address).String
        dispatcher.executeDispatch(frame, '.uno:GoToCell', '', 0, (prop('ToPoint', address),))
        dispatcher.executeDispatch(frame, '.uno:EnterString', '', 0, (prop('StringName', text),))
        cell = sheet.getCellRangeByName(address)
        print(json.dumps({'address': address, 'typed': text, 'type': cell.Type.value, 'text': cell.String}))
    doc.close(True)
    try:
        desktop.terminate()
    except Exception:
        pass
finally:
    try:
        office.wait(timeout=30)
    except subprocess.TimeoutExpired:
        office.kill()
`;

describe('LibreOffice keeps hostile text as text when a user re-enters it', () => {
  it('re-entering =cmd|…, +1+1, @SUM(A1) and -0042 leaves text; a normal cell still computes', async () => {
    const hostile = ["=cmd|' /C calc'!A0", '+1+1', '@SUM(A1)', '-0042', '=1+1'];
    const file = path.join(workDir, 'hostile.xlsx');
    writeFileSync(
      file,
      await buildReportWorkbook(
        hostile.map((value, index) => ({
          sourceFile: `hostile-${index}.pdf`,
          extraction: extraction([instrument({ equipmentName: value, serialNumber: value })]),
        })),
        { today: GENERATED_ON, dueSoonDays: DUE_SOON_DAYS, defaultIntervalMonths: 12 },
      ),
    );
    const cells = hostile.flatMap((_, index) => [`B${index + 2}`, `E${index + 2}`]);
    // Control: typing a formula into an empty Days Until Due cell (number format) makes a formula.
    const result = spawnSync(
      '/usr/bin/python3',
      [
        '-c',
        REENTER_SCRIPT,
        `file://${path.join(workDir, 'uno-profile')}`,
        `certsheet-uno-${process.pid}`,
        `file://${file}`,
        'Equipment Register',
        ...cells,
        'H40==1+1',
      ],
      { encoding: 'utf8', timeout: 180_000 },
    );
    expect(result.error, 'needs Debian python3-uno (scripts/install-test-deps.sh)').toBeUndefined();
    expect(result.status, result.stderr).toBe(0);
    const outcomes = result.stdout
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { address: string; typed: string; type: string; text: string },
      );
    expect(outcomes).toHaveLength(cells.length + 1);
    for (const outcome of outcomes.slice(0, -1)) {
      expect(outcome.type, outcome.address).toBe('TEXT');
      expect(hostile).toContain(outcome.text);
      expect(outcome.text).toBe(outcome.typed);
    }
    expect(outcomes.at(-1)).toMatchObject({ address: 'H40', type: 'FORMULA', text: '2' });
  }, 240_000);
});
