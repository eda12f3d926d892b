/**
 * The one-page text certificate bench:extract and bench:profile time: a header block, a results
 * table, a standards table and remarks, built in memory (always the same bytes).
 */
import {
  buildPdf,
  heading,
  keyValues,
  paragraph,
  table,
  title,
} from '../../tests/unit/extraction/helpers/build-pdf.js';

/** A typical one-page certificate: header block, results table, standards table, remarks. */
export function sampleCertificate(): Promise<Uint8Array> {
  return buildPdf([
    [
      { text: 'Pacific Standards Calibration', x: 50, y: 40, size: 14, bold: true },
      { text: '2150 Zanker Road, San Jose, CA 95131', x: 50, y: 55, size: 8 },
      title('Certificate of Calibration', 95),
      ...keyValues([
        ['Certificate No.', 'PSC-2025-031488'],
        ['Customer', 'Northwind Manufacturing Co.'],
        ['Instrument', 'Digital Multimeter'],
        ['Manufacturer', 'Fluke'],
        ['Model', '87V'],
        ['Serial No.', '44120017'],
        ['Asset No.', 'QA-0815'],
        ['Calibration Date', 'March 14, 2025'],
        ['Due Date', 'March 14, 2026'],
        ['Procedure', 'CP-DMM-004 Rev. 3'],
        ['Temperature', '23 °C ± 1 °C'],
        ['Humidity', '45 % RH'],
      ]),
      heading('Measurement Results', 50, 375),
      ...table(
        ['Function', 'Nominal', 'As Found', 'As Left', 'Tolerance', 'Result'],
        [
          ['DC Voltage', '10.000 V', '10.002 V', '10.002 V', '± 0.005 V', 'Pass'],
          ['AC Voltage', '10.000 V', '9.996 V', '9.996 V', '± 0.010 V', 'Pass'],
          ['Resistance', '1.0000 kOhm', '1.0003 kOhm', '1.0003 kOhm', '± 0.0005 kOhm', 'Pass'],
          ['DC Current', '100.00 mA', '100.04 mA', '100.04 mA', '± 0.10 mA', 'Pass'],
        ],
        [50, 140, 220, 300, 380, 470],
        395,
      ),
      heading('Standards Used', 50, 490),
      ...table(
        ['Description', 'Model', 'Serial No.', 'Cal Date', 'Due Date'],
        [['Multifunction Calibrator', 'Fluke 5520A', '9410001', '2024-11-02', '2025-11-02']],
        [50, 200, 300, 380, 460],
        510,
      ),
      heading('Remarks', 50, 560),
      ...paragraph(
        [
          'The instrument was found within the manufacturer’s specifications.',
          'The reported expanded uncertainty is based on a coverage factor k = 2.',
          'This certificate shall not be reproduced except in full.',
        ],
        50,
        580,
      ),
      { text: 'Calibrated by: Amanda Brooks', x: 50, y: 650 },
    ],
  ]);
}
