/**
 * A DCC XML file goes through the same door as a PDF: POST /api/convert-simple recognises it by
 * its content, the parser pool reads it in a child process, and the answer carries its fields
 * with method 'dcc'; hostile XML comes back as 422 INVALID_FILE, the child unharmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParserPool, type ParserPool } from '../../../src/server/parser-pool.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { HttpSession, multipartFile } from '../../helpers/http-session.js';

const DCC = `<?xml version="1.0" encoding="UTF-8"?>
<dcc:digitalCalibrationCertificate xmlns:dcc="https://ptb.de/dcc" schemaVersion="3.2.0">
  <dcc:administrativeData>
    <dcc:coreData>
      <dcc:uniqueIdentifier>DCC-2026-0815</dcc:uniqueIdentifier>
      <dcc:endPerformanceDate>2026-02-10</dcc:endPerformanceDate>
    </dcc:coreData>
    <dcc:items><dcc:item>
      <dcc:name><dcc:content lang="en">Thermometer</dcc:content></dcc:name>
      <dcc:manufacturer><dcc:name><dcc:content>Fluke</dcc:content></dcc:name></dcc:manufacturer>
      <dcc:identifications><dcc:identification><dcc:issuer>manufacturer</dcc:issuer><dcc:value>T-55</dcc:value></dcc:identification></dcc:identifications>
    </dcc:item></dcc:items>
    <dcc:calibrationLaboratory><dcc:contact><dcc:name><dcc:content>Kalibrierlabor Nord</dcc:content></dcc:name></dcc:contact></dcc:calibrationLaboratory>
  </dcc:administrativeData>
</dcc:digitalCalibrationCertificate>`;

describe('DCC XML uploads', () => {
  let t: TestApp;
  let pool: ParserPool;
  beforeAll(async () => {
    pool = createParserPool({ workers: 1, timeoutMs: 20_000, maxRssMb: 1000 });
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000' }, { parser: pool });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await pool.close();
  });

  const send = (xml: string, name: string) =>
    new HttpSession(t.app).request({
      method: 'POST',
      url: '/api/convert-simple',
      ...multipartFile(new TextEncoder().encode(xml), name, 'pdf', 'application/xml'),
    });

  it('converts a DCC like a PDF', async () => {
    const res = await send(DCC, 'thermometer-dcc.xml');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.extractionMethod).toBe('dcc');
    expect(body.filename).toBe('thermometer-dcc.xlsx');
    expect(body.extractedData).toMatchObject({
      certificateNumber: 'DCC-2026-0815',
      calibrationDate: '2026-02-10',
      equipmentName: 'Thermometer',
      serialNumber: 'T-55',
      calibrationLab: 'Kalibrierlabor Nord',
    });
  }, 60_000);

  it('answers hostile XML with 422 INVALID_FILE and keeps serving', async () => {
    const xxe = DCC.replace(
      '<dcc:digitalCalibrationCertificate',
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<dcc:digitalCalibrationCertificate',
    ).replace('DCC-2026-0815', '&e;');
    const refused = await send(xxe, 'evil.xml');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorType: 'INVALID_FILE' });
    expect(refused.body).not.toMatch(/root:/);
    expect((await send(DCC, 'again.xml')).statusCode).toBe(200);
  }, 60_000);

  it('refuses XML that is not a DCC as it refuses any non-PDF (415)', async () => {
    const res = await send('<?xml version="1.0"?><invoice/>', 'invoice.xml');
    expect(res.statusCode).toBe(415);
  });
});
