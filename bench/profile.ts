/**
 * `npm run bench:profile -- <extract|child|convert|excel> [--runs N] [--top N] [--file PDF]` — where
 * the milliseconds go, from a V8 CPU profile (docs/performance.md).
 *
 * Re-runs itself as `node --cpu-prof --import tsx bench/profile.ts --workload …` (NODE_OPTIONS
 * does not allow --cpu-prof), then prints self time per module and per function and the
 * inclusive time of the named stages, per run. Profiles are sampled CPU time of the one thread,
 * so they are far less inflated by other work on a shared machine than wall-clock timings.
 *
 *   extract  the bench:extract certificate (or --file) through extractCertificate, in process
 *   child    one parser child (src/server/parser-worker.ts, as the pool forks it) profiled
 *            itself, fed bench:load's certificate (or --file) job after job: engine plus IPC
 *   convert  POST /api/convert-simple through app.inject and the real parser pool (2 children):
 *            the server's own profile, and the children's CPU time read from /proc
 *   excel    buildReportWorkbook with 5,000 rows
 *
 * The .cpuprofile files stay in bench/out/profiles/ (open them in Chrome DevTools or speedscope).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { summariseProfile, type Share } from './lib/cpu-profile-summary.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROFILES = path.join(ROOT, 'bench/out/profiles');
const TODAY = '2026-01-15';
/** bench:load's certificate: a real one-page text PDF (18 KB). */
const DEFAULT_PDF = path.join(
  ROOT,
  'tests/fixtures/real/en_hardie-industrial_backflow-test-kit_as-found-as-left.pdf',
);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    workload: { type: 'string' },
    runs: { type: 'string' },
    top: { type: 'string', default: '20' },
    file: { type: 'string' },
    clients: { type: 'string', default: '8' },
    /** convert: the server's LOG_LEVEL (info as in production; warn to see logging's cost). */
    'log-level': { type: 'string', default: 'info' },
  },
});

const DEFAULT_RUNS: Record<string, number> = { extract: 300, child: 300, convert: 400, excel: 5 };
/** Functions whose time including callees is reported: the engine's and the server's stages. */
const STAGES: Record<string, string[]> = {
  extract: [
    'readPdf@read-pdf',
    'getDocument@pdfjs-dist',
    'readPageRuns@read-pdf',
    'getTextContent@pdfjs-dist',
    'xmlAttachmentsOf@read-pdf',
    'analysePages@analyse',
    'buildLayout@layout/document',
    'separateRunOnLabels@run-on-cells',
    'layoutText@layout/document',
    'findLabels@label-blocks',
    'readTitles@fields/title',
    'isCalibrationCertificate@document-kind',
    'detectLanguage@fields/language',
    'withStandardsTables@standards-tables',
    'standardsSections@fields/regions',
    'pairCandidates@fields/pairs',
    'sentenceCandidates@fields/sentences',
    'laboratoryCandidates@fields/organisations',
    'accreditationCandidates@fields/organisations',
    'addressWindowCandidates@address-window',
    'customerNameCandidates@section-names',
    'labStatementCandidates@lab-statements',
    'findItemTable@fields/items',
    'certificateSegments@certificate-segments',
    'assemble@fields/assemble',
    'withEmbeddedDcc@embedded-dcc',
  ],
  child: [
    'extractCertificate@extraction/index',
    'readPdf@read-pdf',
    'analysePages@analyse',
    '*@workerpool',
    '*@child_process/serialization',
  ],
  // Asynchronous code is only seen on the stack of its current step, so these are lower bounds.
  convert: [
    '*@light-my-request',
    '*@fastify/lib',
    '*@fastify/busboy',
    '*@fastify/multipart',
    '*@src/server/plugins/pdf-upload',
    '*@better-auth',
    '*@better-call',
    '*@src/server/services',
    '*@drizzle-orm',
    '*@pglite',
    '*@workerpool',
    '*@node:child_process',
    '*@child_process/serialization',
    '*@pino',
    '*@sonic-boom',
    '*@fast-json-stringify',
    '*@zod',
  ],
  excel: [
    '*@src/excel',
    '*@src/shared',
    '*@exceljs/lib/doc',
    '*@exceljs/lib/xlsx',
    '*@exceljs/lib/utils/xml-stream',
    '*@exceljs/lib/stream',
    '*@archiver',
    '*@zip-stream',
  ],
};

function table(title: string, rows: Share[], cpuPerRun: number): void {
  console.log(`\n${title}`);
  console.log(`| ${'what'.padEnd(70)} | CPU ms/run | share |`);
  console.log(`|${'-'.repeat(72)}|-----------:|------:|`);
  for (const row of rows) {
    const name = row.name.length > 70 ? `…${row.name.slice(-69)}` : row.name;
    console.log(
      `| ${name.padEnd(70)} | ${(row.share * cpuPerRun).toFixed(2).padStart(10)} | ${(row.share * 100).toFixed(1).padStart(4)} % |`,
    );
  }
}

/** Parent: run the workload under --cpu-prof in a fresh process, then summarise its profile. */
function profile(workload: string): number {
  if (!DEFAULT_RUNS[workload]) {
    console.error(
      'usage: npm run bench:profile -- <extract|child|convert|excel> [--runs N] [--top N] [--file PDF]',
    );
    return 2;
  }
  const runs = Number(values.runs ?? DEFAULT_RUNS[workload]);
  mkdirSync(PROFILES, { recursive: true });
  const name = `${workload}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`;
  const args = [
    '--cpu-prof',
    '--cpu-prof-dir',
    PROFILES,
    '--cpu-prof-name',
    name,
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    '--workload',
    workload,
    '--runs',
    String(runs),
    '--clients',
    String(values.clients),
    '--log-level',
    String(values['log-level']),
    ...(values.file ? ['--file', values.file] : []),
  ];
  // stdout to a file, as a server's log would go: a pipe read by this process would make the
  // server's synchronous log writes wait for it.
  const output = path.join(PROFILES, name.replace(/\.cpuprofile$/, '.log'));
  const out = openSync(output, 'w');
  const child = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', out, 'inherit'] });
  closeSync(out);
  const report = readFileSync(output, 'utf8');
  // The workload prints its own figures on lines starting with '#'; the server log is dropped.
  for (const line of report.split('\n')) {
    if (line.startsWith('#') && !/^# (window|cpu-per-run) /.test(line)) console.log(line.slice(2));
  }
  if (child.status !== 0) return child.status ?? 1;
  // The child workload profiles a parser child, not itself: it names the folder the child wrote
  // to (one profile per thread: the busiest is the child's main thread, not its watchdog).
  const childDir = /^# child-profiles (.+)$/m.exec(report)?.[1];
  const file = childDir
    ? readdirSync(childDir)
        .map((entry) => path.join(childDir, entry))
        .sort((a, b) => statSync(b).size - statSync(a).size)[0]!
    : path.join(PROFILES, name);
  // The workload prints the span of its measured runs: start-up and warm-up are left out.
  const span = /^# window (\d+) (\d+)$/m.exec(report);
  const window = span ? { fromUs: Number(span[1]), toUs: Number(span[2]) } : undefined;
  const summary = summariseProfile(file, STAGES[workload], Number(values.top), window);
  // A profile's samples are wall-clock intervals of the busy thread: on a contended machine each
  // is stretched while the thread waits for a core. Shares hold; the ms column is the share of
  // the process's measured CPU time per run.
  const cpuPerRun = Number(/^# cpu-per-run (\S+)$/m.exec(report)?.[1] ?? NaN);
  console.log(
    `\nprofile ${path.relative(ROOT, file)}: ${(summary.busyMs / runs).toFixed(2)} ms of busy samples per run, ${cpuPerRun.toFixed(2)} ms CPU per run (idle ${summary.idleMs.toFixed(0)} ms in all)`,
  );
  table('Self time by module', summary.byModule, cpuPerRun);
  table('Self time by function', summary.byFunction, cpuPerRun);
  table('Inclusive time of stages (callees included)', summary.inclusive, cpuPerRun);
  return 0;
}

// --- Workloads (run inside the profiled process) -------------------------------------------

const PROFILED = process.execArgv.includes('--cpu-prof') ? '(profiler on)' : '(no profiler)';

/** Tells the parent the CPU time of one run, to scale the profile's shares with. */
function reportCpu(msPerRun: number): void {
  console.log(`# cpu-per-run ${msPerRun}`);
}

const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

/** Runs the measured part and tells the parent its span on the profile's clock. */
async function measured(work: () => Promise<void>): Promise<void> {
  const fromUs = monotonicUs();
  await work();
  console.log(`# window ${fromUs} ${monotonicUs()}`);
}

async function extractWorkload(runs: number): Promise<void> {
  const { extractCertificate } = await import('../src/extraction/index.js');
  const { sampleCertificate } = await import('./lib/sample-certificate.js');
  const bytes = values.file ? new Uint8Array(readFileSync(values.file)) : await sampleCertificate();
  const first = await extractCertificate(bytes, { today: TODAY });
  if (!first.ok) throw new Error(`the certificate was rejected: ${first.errorType}`);
  const cpu = process.cpuUsage();
  const started = performance.now();
  await measured(async () => {
    for (let run = 0; run < runs; run += 1) await extractCertificate(bytes, { today: TODAY });
  });
  const used = process.cpuUsage(cpu);
  reportCpu((used.user + used.system) / 1000 / runs);
  await extractStages(bytes, Math.min(runs, 200));
  console.log(
    `# extract: ${runs} runs, ${((performance.now() - started) / runs).toFixed(2)} ms wall, ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms CPU per run ${PROFILED}`,
  );
}

/** Median CPU ms of one call, after the profiled runs (so the JIT is warm). */
async function cpuMedian(runs: number, call: () => Promise<unknown> | unknown): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const cpu = process.cpuUsage();
    await call();
    const used = process.cpuUsage(cpu);
    samples.push((used.user + used.system) / 1000);
  }
  return samples.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * The engine's two halves timed apart (pdf.js is asynchronous, so a profile's stacks cannot
 * attribute its time to the caller): pdf.js's steps called the way readPdf calls them, the
 * whole readPdf, then analysePages on the pages it returned.
 */
async function extractStages(bytes: Uint8Array, runs: number): Promise<void> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { readPdf } = await import('../src/extraction/pdf/read-pdf.js');
  const { analysePages } = await import('../src/extraction/analyse.js');
  const params = () => ({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false,
  });
  const open = async () => {
    const task = getDocument(params());
    const document = await task.promise;
    return { task, document };
  };
  const read = () =>
    readPdf(bytes, { maxPages: 50, timeBudgetMs: 20_000, startedAt: 0, now: () => 0 });
  const result = await read();
  if (!result.ok) throw new Error('readPdf failed');
  const context = {
    today: TODAY,
    pageCount: result.pageCount,
    pagesNeedingOcr: [],
    warnings: [],
    method: 'pattern' as const,
  };
  const kept = await open();
  const page = await kept.document.getPage(1);
  const figures: Array<[string, number]> = [
    [
      'pdf.js getDocument + destroy (open, no page)',
      await cpuMedian(runs, async () => {
        const { task } = await open();
        await task.destroy();
      }),
    ],
    [
      'pdf.js getPage(1) on an open document',
      await cpuMedian(runs, () => kept.document.getPage(1)),
    ],
    [
      'pdf.js getTextContent (page already loaded)',
      await cpuMedian(runs, () => page.getTextContent()),
    ],
    ['pdf.js getAttachments', await cpuMedian(runs, () => kept.document.getAttachments())],
    ['readPdf (all of the above, runs, OCR checks)', await cpuMedian(runs, read)],
    [
      'analysePages (layout, readers, assembly)',
      await cpuMedian(runs, () => analysePages(result.pages, context)),
    ],
  ];
  await kept.task.destroy();
  console.log(`# stage medians (CPU ms per call, ${runs} calls each):`);
  for (const [name, ms] of figures) console.log(`#   ${name.padEnd(48)} ${ms.toFixed(2)}`);
}

/**
 * One parser child (src/server/parser-worker.ts, forked as the pool forks it) under --cpu-prof,
 * fed the convert workload's certificate one job at a time: the child's own profile, IPC
 * included. Its CPU time per job is read from /proc.
 */
async function childWorkload(runs: number): Promise<void> {
  const { default: workerpool } = await import('workerpool');
  const { processTree } = await import('../tests/integration/faults/process-tree.js');
  const { parserChildV8Flags } = await import('../src/server/parser-pool.js');
  const directory = path.join(PROFILES, `child-${Date.now()}`);
  mkdirSync(directory, { recursive: true });
  const pool = workerpool.pool(path.join(ROOT, 'src/server/parser-worker.ts'), {
    workerType: 'process',
    maxWorkers: 1,
    minWorkers: 1,
    forkArgs: ['--max-rss-mb=1280', '--max-stall-ms=10000'],
    forkOpts: {
      serialization: 'advanced',
      execArgv: [
        '--import',
        'tsx',
        '--cpu-prof',
        '--cpu-prof-dir',
        directory,
        // The pool's own V8 flags for its default 1280 MB limit (heap and young generation).
        ...parserChildV8Flags(1280),
      ],
    },
  });
  const bytes = new Uint8Array(readFileSync(values.file ?? DEFAULT_PDF));
  const job = () => pool.exec('extract', [bytes, { today: TODAY }]);
  for (let run = 0; run < 20; run += 1) await job();
  const childCpu = () =>
    processTree(process.pid)
      .filter((info) => info.pid !== process.pid)
      .reduce((sum, info) => sum + info.cpuMs, 0);
  const before = childCpu();
  const started = performance.now();
  await measured(async () => {
    for (let run = 0; run < runs; run += 1) await job();
  });
  const perJob = (childCpu() - before) / runs;
  reportCpu(perJob);
  console.log(
    `# child: ${runs} jobs one at a time, ${((performance.now() - started) / runs).toFixed(2)} ms wall, ${perJob.toFixed(2)} ms CPU per job in the child (/proc) (profiler on)`,
  );
  // A normal exit, so the child writes its profile.
  await pool.terminate();
  console.log(`# child-profiles ${directory}`);
}

async function convertWorkload(runs: number): Promise<void> {
  const { buildTestApp } = await import('../tests/helpers/build-test-app.js');
  const { multipartFile, TEST_ORIGIN } = await import('../tests/helpers/http-session.js');
  const { createParserPool } = await import('../src/server/parser-pool.js');
  const { processTree } = await import('../tests/integration/faults/process-tree.js');
  const pdf = readFileSync(values.file ?? DEFAULT_PDF);
  const parser = createParserPool({ workers: 2, timeoutMs: 30_000, maxRssMb: 1280 });
  // Info-level request logging as in production (stdout goes to a file next to the profile).
  const t = await buildTestApp(
    {
      LOG_LEVEL: String(values['log-level']),
      RATE_LIMIT_PER_MINUTE: '1000000',
      TRUST_PROXY: 'true',
    },
    { parser },
  );
  const body = multipartFile(pdf, 'certificate.pdf');
  let responseBytes = 0;
  const post = async (client: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/convert-simple',
      payload: body.payload,
      // One visitor per client lane: the queue serves one parse per requester at a time.
      headers: {
        ...body.headers,
        origin: TEST_ORIGIN,
        'x-forwarded-for': `198.18.0.${client + 1}`,
      },
    });
    if (res.statusCode !== 200)
      throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`);
    responseBytes = res.rawPayload.length;
  };
  const clients = Number(values.clients);
  for (let i = 0; i < 20; i += 1) await post(i % clients); // warm the children and the JIT
  const treeCpu = () => {
    const tree = processTree(process.pid);
    const own = tree.find((info) => info.pid === process.pid)?.cpuMs ?? 0;
    return { own, children: tree.reduce((sum, info) => sum + info.cpuMs, 0) - own };
  };
  const before = treeCpu();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await measured(async () => {
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        while (next < runs) {
          next += 1;
          await post(client);
        }
      }),
    );
  });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  reportCpu((used.user + used.system) / 1000 / runs);
  const after = treeCpu();
  console.log(
    `# convert: ${runs} conversions at ${clients} clients in ${(wallMs / 1000).toFixed(1)} s (${((runs * 1000) / wallMs).toFixed(1)}/s, profiler on in the server)`,
  );
  console.log(
    `# CPU per conversion: server ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms, parser children ${((after.children - before.children) / runs).toFixed(2)} ms (/proc, 10 ms ticks)`,
  );
  console.log(
    `# request ${body.payload.length} bytes (PDF ${pdf.length}), response ${responseBytes} bytes`,
  );
  await t.close();
  await parser.close();
}

async function excelWorkload(runs: number): Promise<void> {
  const { buildReportWorkbook } = await import('../src/excel/report.js');
  const { extraction, instrument, isoPlusDays } =
    await import('../tests/helpers/sample-extractions.js');
  // The same mix as bench:excel: due dates in every status, some without one, a correction.
  const entries = Array.from({ length: 5_000 }, (_, index) => ({
    sourceFile: `certificate-${String(index).padStart(5, '0')}.pdf`,
    extraction: extraction([
      instrument({
        certificateNumber: `CAL-2026-${index}`,
        equipmentId: `EQ-${index}`,
        serialNumber: `SN-${(index * 7919) % 100_000}`,
        calibrationDate: isoPlusDays(TODAY, -(index % 300) - 30),
        dueDate: index % 7 === 0 ? null : isoPlusDays(TODAY, (index % 400) - 100),
      }),
    ]),
    corrections: index % 50 === 0 ? { '0': { model: 'Corrected model' } } : undefined,
  }));
  const options = { today: TODAY, dueSoonDays: 30, defaultIntervalMonths: 12 };
  // The report is streamed (src/excel/streaming-workbook.ts): each sheet's rows become XML as
  // they are written; the final commit writes the Summary, styles and shared strings and waits
  // for the zip. Timed apart from the rest.
  const { prototype: writer } = createRequire(import.meta.url)(
    'exceljs/lib/stream/xlsx/workbook-writer.js',
  ) as { prototype: { commit: (...args: unknown[]) => Promise<unknown> } };
  const commit = writer.commit;
  let writeCpuMs = 0;
  writer.commit = async function timed(this: unknown, ...args: unknown[]) {
    const cpu = process.cpuUsage();
    try {
      return await commit.apply(this, args);
    } finally {
      const used = process.cpuUsage(cpu);
      writeCpuMs += (used.user + used.system) / 1000;
    }
  };
  await buildReportWorkbook(entries.slice(0, 10), options);
  writeCpuMs = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await measured(async () => {
    for (let run = 0; run < runs; run += 1) await buildReportWorkbook(entries, options);
  });
  const used = process.cpuUsage(cpu);
  reportCpu((used.user + used.system) / 1000 / runs);
  console.log(
    `# excel: 5,000 rows × ${runs}: ${((performance.now() - started) / runs).toFixed(0)} ms wall, ${((used.user + used.system) / 1000 / runs).toFixed(0)} ms CPU per build ${PROFILED}`,
  );
  console.log(
    `# of which the writer's final commit (Summary sheet, styles, shared strings, zip): ${(writeCpuMs / runs).toFixed(0)} ms CPU per build; building and streaming the rows: the rest`,
  );
}

const WORKLOADS: Record<string, (runs: number) => Promise<void>> = {
  extract: extractWorkload,
  child: childWorkload,
  convert: convertWorkload,
  excel: excelWorkload,
};

if (values.workload) {
  await WORKLOADS[values.workload]!(Number(values.runs));
} else {
  process.exitCode = profile(positionals[0] ?? '');
}
