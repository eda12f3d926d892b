/**
 * `npm run bench:summary` — one table of issue 21's figures, each beside its target, with the
 * machine and the date: the last result each benchmark recorded in bench/out/results/
 * (bench/lib/results.ts), and the landing route's JavaScript measured from dist/ when built.
 * `npm run bench` runs the quick benchmarks first and ends with this table.
 *
 *   --ocr    run bench:ocr first (35 scans, minutes) and record its median seconds per page
 *
 * Nothing here starts a server or builds: bench:load and bench:lighthouse need a build, so their
 * rows show their last recorded run, or "not run".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { readResult, writeResult, type Recorded } from './lib/results.js';

const { values } = parseArgs({ options: { ocr: { type: 'boolean', default: false } } });
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Row {
  figure: string;
  measured: string;
  target: string;
  met: boolean | null;
  source: string;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const when = (result: Recorded<unknown>) =>
  `${result.recordedAt.slice(0, 16).replace('T', ' ')} UTC, load ${result.loadAverage.toFixed(1)}`;

interface Timing {
  median: number;
  cpuMedian: number;
}
interface ExtractFigures {
  documents: Array<{
    name: string;
    bytes: number;
    extract: Timing;
    pdftotext: (Timing & { cpuMean: number }) | null;
    ratio: number | null;
    cpuRatio: number | null;
  }>;
  ocr: { documents: number; medianSeconds: number } | null;
}

function extractionRows(): Row[] {
  const result = readResult<ExtractFigures>('extract');
  if (!result) {
    return [
      {
        figure: 'in-process extraction',
        measured: 'not run',
        target: '≤ 10 ms, ≤ 1.0× pdftotext',
        met: null,
        source: 'npm run bench:extract',
      },
    ];
  }
  return result.figures.documents.flatMap((doc) => {
    const name = `extraction, ${doc.name.replace(/ \(.*\)$/, '').replace('one-page certificate', '1-page')} (${(doc.bytes / 1024).toFixed(0)} KB)`;
    const rows: Row[] = [
      {
        figure: `${name}: median`,
        measured: `${ms(doc.extract.median)} (CPU ${ms(doc.extract.cpuMedian)})`,
        target: '≤ 10 ms',
        met: doc.extract.median <= 10,
        source: `bench:extract ${when(result)}`,
      },
    ];
    if (doc.ratio !== null && doc.cpuRatio !== null && doc.pdftotext) {
      rows.push({
        figure: `${name}: ÷ one pdftotext process`,
        measured: `${doc.ratio.toFixed(2)}× (pdftotext ${ms(doc.pdftotext.median)}); CPU ${doc.cpuRatio.toFixed(2)}×`,
        target: '≤ 1.0×',
        met: doc.ratio <= 1,
        source: 'same run',
      });
    }
    return rows;
  });
}

interface LoadFigures {
  clients: number;
  perSecond: number;
  p99: number;
  errors: number;
}

function loadRow(): Row {
  const result = readResult<LoadFigures>('load');
  const figure = 'conversions/s at 8 clients (one-page text PDF)';
  const target = '≥ 100/s, p99 < 300 ms, 0 errors';
  if (!result)
    return {
      figure,
      measured: 'not run',
      target,
      met: null,
      source: 'npm run build && npm run bench:load',
    };
  const { perSecond, p99, errors } = result.figures;
  return {
    figure,
    measured: `${perSecond.toFixed(1)}/s, p99 ${p99.toFixed(0)} ms, ${errors} errors`,
    target,
    met: perSecond >= 100 && p99 < 300 && errors === 0,
    source: `bench:load ${when(result)}`,
  };
}

/** bench:ocr prints "seconds per page median   4.10": run it and keep that figure. */
function runOcrBench(): void {
  console.log('Running bench:ocr (slow)…');
  const run = spawnSync('npm', ['run', '--silent', 'bench:ocr'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const median = /seconds per page median\s+([\d.]+)/.exec(run.stdout ?? '')?.[1];
  const documents = /documents read by OCR\s+(\d+)/.exec(run.stdout ?? '')?.[1];
  if (!median) {
    console.log(
      `bench:ocr gave no median (exit ${run.status}); the last recorded figure is shown.`,
    );
    return;
  }
  writeResult('ocr', { medianSeconds: Number(median), documents: Number(documents ?? 0) });
}

function ocrRow(): Row {
  const figure = 'OCR per scanned page, median';
  const target = '≤ 2 s';
  const full = readResult<{ medianSeconds: number; documents: number }>('ocr');
  if (full) {
    const { medianSeconds, documents } = full.figures;
    return {
      figure,
      measured: `${medianSeconds.toFixed(2)} s (${documents} scans)`,
      target,
      met: medianSeconds <= 2,
      source: `bench:ocr ${when(full)}`,
    };
  }
  const sample = readResult<ExtractFigures>('extract');
  const ocr = sample?.figures.ocr;
  if (sample && ocr) {
    return {
      figure,
      measured: `${ocr.medianSeconds.toFixed(2)} s (${ocr.documents} scans)`,
      target,
      met: ocr.medianSeconds <= 2,
      source: `bench:extract's sample ${when(sample)}`,
    };
  }
  return {
    figure,
    measured: 'not run',
    target,
    met: null,
    source: 'npm run bench:summary -- --ocr',
  };
}

interface ExcelFigures {
  rows: number;
  ms: number;
  cpuMs: number;
}

function excelRow(): Row {
  const figure = '5,000-row register build';
  const target = '< 500 ms';
  const result = readResult<ExcelFigures>('excel');
  if (!result)
    return { figure, measured: 'not run', target, met: null, source: 'npm run bench:excel' };
  const { ms: wall, cpuMs } = result.figures;
  return {
    figure,
    measured: `${wall.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms)`,
    target,
    met: cpuMs < 500,
    source: `bench:excel ${when(result)}`,
  };
}

/** The scripts index.html loads up front (entry and modulepreloads), gzip level 9, as bench:lighthouse counts them. */
function landingJsRow(): Row {
  const figure = 'landing route JS, gzip';
  const target = '≤ 100 KB';
  const client = path.join(ROOT, 'dist', 'client');
  const index = path.join(client, 'index.html');
  if (!existsSync(index))
    return { figure, measured: 'not built', target, met: null, source: 'npm run build' };
  const html = readFileSync(index, 'utf8');
  const hrefs = new Set(
    [
      ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ].map((match) => match[1]!),
  );
  let gzip = 0;
  for (const href of hrefs)
    gzip += gzipSync(readFileSync(path.join(client, href)), { level: 9 }).length;
  const kb = gzip / 1024;
  const built = statSync(index).mtime.toISOString().slice(0, 16).replace('T', ' ');
  return {
    figure,
    measured: `${kb.toFixed(1)} KB (${hrefs.size} files)`,
    target,
    met: kb <= 100,
    source: `dist/ built ${built} UTC`,
  };
}

function lighthouseRow(): Row {
  const figure = 'Lighthouse mobile performance, landing page';
  const target = '≥ 95';
  const result = readResult<{ performance: number | null }>('lighthouse');
  if (!result || result.figures.performance === null) {
    return {
      figure,
      measured: 'not run',
      target,
      met: null,
      source: 'npm run build && npm run bench:lighthouse',
    };
  }
  const score = result.figures.performance;
  return {
    figure,
    measured: String(score),
    target,
    met: score >= 95,
    source: `bench:lighthouse ${when(result)}`,
  };
}

function print(rows: Row[]): void {
  const header = ['figure', 'measured', 'target', 'met', 'source'];
  const cells = rows.map((row) => [
    row.figure,
    row.measured,
    row.target,
    row.met === null ? '–' : row.met ? 'yes' : 'NO',
    row.source,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]!.length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells) console.log(line(row));
}

if (values.ocr) runOcrBench();
const [one, five, fifteen] = loadavg();
console.log('\nIssue 21 benchmarks');
console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, load average ${one!.toFixed(2)} / ${five!.toFixed(2)} / ${fifteen!.toFixed(2)} (1 / 5 / 15 min)`,
);
console.log(`date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
print([...extractionRows(), loadRow(), ocrRow(), excelRow(), landingJsRow(), lighthouseRow()]);
