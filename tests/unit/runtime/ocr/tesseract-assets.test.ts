import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  OCR_LANGUAGES,
  readLanguageData,
  tesseractPaths,
} from '../../../../src/runtime/ocr/tesseract-assets.js';

describe('tesseract assets', () => {
  it('finds the worker, the core and the English model inside node_modules', () => {
    const paths = tesseractPaths();
    for (const path of [paths.workerPath, paths.corePath, paths.englishPath]) {
      expect(path).toContain('node_modules');
      expect(existsSync(path)).toBe(true);
    }
    expect(existsSync(`${paths.englishPath}/eng.traineddata.gz`)).toBe(true);
  });

  it.each(OCR_LANGUAGES)('reads the %s model from its npm package', (language) => {
    const data = readLanguageData(language);
    // An LSTM traineddata file is several hundred kilobytes at least; gunzip succeeded.
    expect(data.length).toBeGreaterThan(500_000);
    expect(data[0]).not.toBe(0x1f);
  });
});
