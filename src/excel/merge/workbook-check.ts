/**
 * Before touching someone's register: is it an .xlsx at all, and does it hold anything exceljs
 * cannot carry through a load and save unchanged? Such a workbook is refused with a message
 * rather than handed back with a chart or macro missing.
 */
import JSZip from 'jszip';
import { RegisterMergeError } from './merge-error.js';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** OLE compound file: an old .xls, or an encrypted .xlsx (Office wraps those in one). */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

/** "EncryptionInfo" as the UTF-16LE stream name an encrypted package's directory holds. */
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');

const UNSUPPORTED_PARTS: Array<[RegExp, string]> = [
  [/^xl\/vbaProject\.bin$/i, 'macros (an .xlsm workbook)'],
  [/^xl\/charts\//i, 'charts'],
  [/^xl\/pivot(Tables|Cache)\//i, 'pivot tables'],
  [/^xl\/slicers?\//i, 'slicers'],
  [/^xl\/timelines?\//i, 'timelines'],
  [/^xl\/externalLinks\//i, 'links to other workbooks'],
  [/^xl\/activeX\//i, 'ActiveX controls'],
  [/^xl\/ctrlProps\//i, 'form controls'],
];

export async function checkRegisterWorkbook(bytes: Uint8Array): Promise<void> {
  if (bytes.length === 0) throw new RegisterMergeError('The register file is empty.');
  if (startsWith(bytes, OLE_MAGIC)) {
    if (Buffer.from(bytes).includes(ENCRYPTION_INFO)) {
      throw new RegisterMergeError(
        'The register is password-protected: save a copy without a password and upload that.',
      );
    }
    throw new RegisterMergeError(
      'The register is an old Excel 97–2003 (.xls) workbook: open it in Excel and save it as .xlsx.',
    );
  }
  if (!startsWith(bytes, ZIP_MAGIC)) {
    throw new RegisterMergeError(
      'The register is not an Excel workbook (.xlsx): upload the .xlsx file you keep your register in.',
    );
  }
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new RegisterMergeError('The register could not be opened: the .xlsx file is damaged.');
  }
  const names = Object.keys(zip.files);
  if (!names.some((name) => /^xl\/workbook\.xml$/i.test(name))) {
    throw new RegisterMergeError(
      'The register is not an Excel workbook (.xlsx): it is a ZIP file without a workbook inside.',
    );
  }
  const found = new Set<string>();
  for (const name of names) {
    for (const [pattern, what] of UNSUPPORTED_PARTS) if (pattern.test(name)) found.add(what);
  }
  if (found.size > 0) {
    throw new RegisterMergeError(
      `The register contains ${[...found].join(', ')}, which CertSheet cannot keep when it ` +
        'updates a workbook. Upload a copy without them (or just the register sheet); ' +
        'your own file is not changed.',
    );
  }
}
