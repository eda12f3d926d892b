/** A DCC XML upload, end to end: refused unread when hostile, else mapped to an extraction. */
import type { ExtractionOutcome } from '../../shared/extraction.js';
import { mapDcc } from './dcc-map.js';
import { verifyDccSignature } from './dcc-signature.js';
import { parseDccXml } from './dcc-xml.js';

export function extractDcc(bytes: Uint8Array):
  | Extract<ExtractionOutcome, { ok: true }>
  | {
      ok: false;
      errorType: 'INVALID_FILE' | 'NOT_CALIBRATION_CERT';
      message: string;
      text: string;
      pageCount: number;
    } {
  const parsed = parseDccXml(bytes);
  if (!parsed.ok)
    return {
      ok: false,
      errorType: 'INVALID_FILE',
      message: parsed.message,
      text: '',
      pageCount: 0,
    };
  const signature = verifyDccSignature(parsed.text, parsed.document);
  const mapped = mapDcc(parsed.document, parsed.warnings);
  const extraction = {
    ...mapped,
    signature,
    warnings:
      signature.status === 'invalid'
        ? [`DCC signature INVALID: ${signature.detail}`, ...mapped.warnings]
        : mapped.warnings,
  };
  const fields = extraction.fields;
  if (
    !fields.certificateNumber &&
    !fields.calibrationDate &&
    !fields.equipmentName &&
    !fields.serialNumber
  ) {
    return {
      ok: false,
      errorType: 'NOT_CALIBRATION_CERT',
      message:
        'This DCC file holds no certificate number, calibration date or instrument: nothing to register.',
      text: '',
      pageCount: 0,
    };
  }
  return { ok: true, extraction };
}
