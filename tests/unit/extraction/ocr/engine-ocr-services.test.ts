/**
 * The engine reads scanned pages only through the OCR services its caller gives it
 * (EngineServices.ocr): without them it starts no recogniser of its own and says which pages it
 * left unread; with them, the recogniser given is the one that reads.
 */
import { describe, expect, it } from 'vitest';
import { extractCertificate, extractText } from '../../../../src/extraction/index.js';
import type { OcrEngine, RecogniseOptions } from '../../../../src/extraction/ocr/ocr-engine.js';
import { scannedPage } from '../../../fixtures/errors/make-error-fixtures.js';
import { planCorpus, renderPlanned } from '../../../fixtures/generator/corpus.js';
import { generateScannedVariant } from '../../../fixtures/generator/scanned/scanned-variant.js';
import { recognisedLine } from './recognised-line.js';

const options = { today: '2025-06-01' };

/** A recogniser that reads one line, wherever it is asked to look. */
function scriptedRecogniser(): OcrEngine & { calls: RecogniseOptions[] } {
  const calls: RecogniseOptions[] = [];
  return {
    calls,
    recognise: async (_image, recogniseOptions) => {
      calls.push(recogniseOptions);
      return recognisedLine('Kalibrierschein Nummer 42');
    },
    close: async () => {},
  };
}

describe('OCR as an injected service', () => {
  it('without OCR services, leaves a scanned certificate unread and says so', async () => {
    const planned = planCorpus().find((candidate) => candidate.spec.id === 'kv-classic-en-01')!;
    const scan = (await generateScannedVariant(await renderPlanned(planned))).bytes;
    const outcome = await extractCertificate(scan, options);
    expect(outcome).toMatchObject({ ok: false, errorType: 'EXTRACTION_FAILED', ocrPending: [1] });
    expect(await extractText(scan, options)).toMatchObject({ ok: true, ocrPending: [1] });
  }, 60_000);

  it('reads the scanned page with the recogniser it is given', async () => {
    const engine = scriptedRecogniser();
    const outcome = await extractText(await scannedPage(), options, {
      ocr: { engine, lexicon: () => null },
    });
    expect(engine.calls.length).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ ok: true, text: expect.stringContaining('Kalibrierschein') });
    expect(outcome.ocrPending).toBeUndefined();
  });
});
