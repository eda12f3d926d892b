/**
 * Reads one part (e.g. 'xl/workbook.xml') of an xlsx file as text, for assertions on markup that
 * exceljs does not read back (calcPr) or that must be checked verbatim (cell XML). An xlsx is a
 * zip: walk the central directory, inflate the named entry.
 */
import { inflateRawSync } from 'node:zlib';

const CENTRAL_DIRECTORY_END = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

function centralDirectoryOffset(zip: Buffer): number {
  for (let offset = zip.length - 22; offset >= 0; offset -= 1) {
    if (zip.readUInt32LE(offset) === CENTRAL_DIRECTORY_END) return zip.readUInt32LE(offset + 16);
  }
  throw new Error('not a zip file: no end of central directory');
}

export function xlsxPartNames(zip: Buffer): string[] {
  const names: string[] = [];
  let offset = centralDirectoryOffset(zip);
  while (zip.readUInt32LE(offset) === CENTRAL_DIRECTORY_ENTRY) {
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export function readXlsxPart(zip: Buffer, partName: string): string {
  let offset = centralDirectoryOffset(zip);
  while (zip.readUInt32LE(offset) === CENTRAL_DIRECTORY_ENTRY) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (name === partName) {
      if (zip.readUInt32LE(localOffset) !== LOCAL_HEADER)
        throw new Error(`bad local header: ${name}`);
      const dataStart =
        localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return (method === 0 ? data : inflateRawSync(data)).toString('utf8');
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`no part named ${partName}; parts: ${xlsxPartNames(zip).join(', ')}`);
}
