/**
 * The engine's pipeline after the PDF is read: layout → labels → reference-standards sections →
 * is it a certificate? → candidates from every reader → fields, items, confidence. Input is
 * positioned text per page, so OCR output can enter here just like the PDF text layer.
 */
import { EXTRACTION_ERROR_MESSAGES, type ExtractionErrorType } from '../shared/errors.js';
import type { ExtractionMethod, ExtractionOutcome } from '../shared/extraction.js';
import { addressWindowCandidates } from './fields/address-window.js';
import { assemble, type Assembly } from './fields/assemble.js';
import { makersOfSegments, makerWithoutCaption, withKnownMaker } from './fields/known-makers.js';
import { withVotedNames } from './fields/name-vote.js';
import {
  certificateSegments,
  type PageIdentity,
  type Segment,
} from './fields/certificate-segments.js';
import { isCalibrationCertificate } from './fields/document-kind.js';
import { shareDocumentFields } from './fields/document-wide.js';
import { findItemTable } from './fields/items.js';
import { findLabels } from './fields/label-blocks.js';
import { labStatementCandidates } from './fields/lab-statements.js';
import { closeOcrGaps } from './fields/ocr-spacing.js';
import { writtenAsDocumentPrints } from './fields/document-spelling.js';
import { customerNameCandidates } from './fields/section-names.js';
import { detectLanguage } from './fields/language.js';
import { accreditationCandidates, laboratoryCandidates } from './fields/organisations.js';
import { pairCandidates } from './fields/pairs.js';
import { standardsSections } from './fields/regions.js';
import { withStandardsTables } from './fields/standards-tables.js';
import { sentenceCandidates } from './fields/sentences.js';
import { separateRunOnLabels } from './fields/run-on-cells.js';
import { readTitles } from './fields/title.js';
import { buildLayout, layoutText } from './layout/document.js';
import type { Cell, DocumentLayout, PageText } from './layout/types.js';
import type { Candidate } from './fields/candidate.js';

export interface AnalysisContext {
  today: string;
  pageCount: number;
  /** Pages with no text layer but visible drawing (scans, outlined glyphs). */
  pagesNeedingOcr: number[];
  warnings: string[];
  method: ExtractionMethod;
}

function failure(
  errorType: ExtractionErrorType,
  text: string,
  pageCount: number,
): ExtractionOutcome {
  return { ok: false, errorType, message: EXTRACTION_ERROR_MESSAGES[errorType], text, pageCount };
}

/** The cell a candidate was read from, for the standards-section test. */
function cellOf(layout: DocumentLayout, candidate: Candidate): Pick<Cell, 'line' | 'x0' | 'x1'> {
  const cell = layout.lines[candidate.line]?.cells.find(
    (other) => Math.abs(other.x0 - candidate.x) < 1,
  );
  return cell ?? { line: candidate.line, x0: candidate.x, x1: candidate.x };
}

/**
 * Labelled methods: a value read beside or under its own caption (not prose, not a guess), or
 * after it in one cell without a colon ("N. di serie / Serial Number Y71299607": a scan ran the
 * caption and its value together).
 */
const CAPTIONED = new Set<Candidate['method']>(['inline', 'right', 'table', 'below', 'bare']);

/**
 * Per page, the certificate numbers printed with its title or under their caption and the
 * serials read under the instrument's captions, as compared across pages (letters and digits
 * only, upper case).
 */
function pageIdentities(candidates: readonly Candidate[]): Map<number, PageIdentity> {
  const key = (value: string) => value.toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const identities = new Map<number, { numbers: string[]; serials: string[] }>();
  for (const candidate of candidates) {
    const captioned = CAPTIONED.has(candidate.method) && !candidate.generic;
    const number =
      candidate.field === 'certificateNumber' && (candidate.method === 'title' || captioned);
    const serial = candidate.field === 'serialNumber' && captioned;
    if (!number && !serial) continue;
    const identity = identities.get(candidate.page) ?? { numbers: [], serials: [] };
    (number ? identity.numbers : identity.serials).push(key(candidate.value));
    identities.set(candidate.page, identity);
  }
  return identities;
}

function inSegment(page: number, segment: Segment): boolean {
  return page >= segment.from && page <= segment.to;
}

/**
 * One assembly per certificate in the file: the first gives the fields (nothing of a later
 * certificate leaks into them), every one gives its instruments to the items.
 */
function assembleCertificates(
  segments: Segment[],
  assembleSegment: (segment: Segment | null) => Assembly,
): Assembly {
  if (segments.length < 2) return assembleSegment(null);
  const assemblies = segments.map(assembleSegment);
  const first = assemblies[0]!;
  return {
    ...first,
    items: assemblies.flatMap((assembly) => assembly.items),
    itemConfidence: assemblies.flatMap((assembly) => assembly.itemConfidence),
    warnings: [...new Set(assemblies.flatMap((assembly) => assembly.warnings))],
  };
}

export function analysePages(pages: PageText[], context: AnalysisContext): ExtractionOutcome {
  const layout = buildLayout(pages);
  separateRunOnLabels(layout);
  const text = layoutText(layout);
  const needsOcr = context.pagesNeedingOcr.length > 0;
  if (layout.lines.length === 0) {
    return failure(
      needsOcr ? 'EXTRACTION_FAILED' : 'NOT_CALIBRATION_CERT',
      text,
      context.pageCount,
    );
  }
  const labels = findLabels(layout);
  const titles = readTitles(layout);
  if (!isCalibrationCertificate(layout, labels, titles.titleLines)) {
    return failure(
      needsOcr ? 'EXTRACTION_FAILED' : 'NOT_CALIBRATION_CERT',
      text,
      context.pageCount,
    );
  }
  const language = detectLanguage(text);
  const excluded = withStandardsTables(layout, labels, standardsSections(layout, labels));
  const todayYear = Number(context.today.slice(0, 4));
  const candidates = [
    ...pairCandidates(layout, labels, excluded),
    ...titles.candidates.filter((candidate) => !excluded.covers(cellOf(layout, candidate))),
    ...sentenceCandidates(layout, labels, excluded, todayYear),
    ...laboratoryCandidates(layout, labels, titles.titleLines, excluded),
    ...accreditationCandidates(layout, excluded),
    ...addressWindowCandidates(layout, labels, titles.titleLines),
    ...customerNameCandidates(layout, labels, excluded),
  ];
  candidates.push(
    ...labStatementCandidates(
      layout,
      excluded,
      candidates.filter((candidate) => candidate.field === 'customer').map((c) => c.value),
    ),
  );
  if (!candidates.some((candidate) => candidate.field === 'manufacturer')) {
    const maker = makerWithoutCaption(
      layout,
      excluded,
      titles.titleLines,
      context.method === 'ocr',
    );
    if (maker) candidates.push(maker);
  }
  const titlePages = new Set(titles.titleLines.map((line) => line.page));
  // Pages before the first one titled as a certificate: a customer's cover sheet (none when no
  // title could be read).
  const firstTitled = titlePages.size > 0 ? Math.min(...titlePages) : 0;
  const read = (
    context.method === 'ocr'
      ? withVotedNames(
          writtenAsDocumentPrints(candidates.map(closeOcrGaps), layout).map(withKnownMaker),
        )
      : candidates
  ).map((candidate) =>
    candidate.page < firstTitled ? { ...candidate, beforeCertificate: true } : candidate,
  );
  const table = findItemTable(layout, labels, excluded);
  const segments = certificateSegments(layout, titlePages, pageIdentities(read));
  const segmentMakers =
    segments.length < 2
      ? []
      : makersOfSegments(
          layout,
          excluded,
          titles.titleLines,
          context.method === 'ocr',
          segments.map((segment) => (page: number) => inSegment(page, segment)),
          read,
        );
  const assembly = assembleCertificates(segments, (segment) =>
    assemble({
      layout,
      excluded,
      candidates: segment
        ? [...read, ...segmentMakers].filter((c) => inSegment(c.page, segment))
        : read,
      table:
        table && (!segment || inSegment(layout.lines[table.headerLine]!.page, segment))
          ? table
          : null,
      today: context.today,
      language,
      pages: segment,
    }),
  );
  const { fields } = assembly;
  // A recognised certificate is never rejected for what we could not read: missing fields stay
  // empty (and are flagged for review). Only when neither the instrument's serial number or ID
  // nor the calibration's date can be read is there nothing to put in a register row (a blank
  // template prints captions where names go, and no date).
  const identified = fields.serialNumber ?? fields.equipmentId ?? fields.calibrationDate;
  if (!identified) {
    return failure('EXTRACTION_FAILED', text, context.pageCount);
  }
  const warnings = [...context.warnings, ...assembly.warnings];
  if (!fields.calibrationDate) {
    warnings.push('No calibration date was found; enter it before relying on the due date.');
  }
  if (needsOcr) {
    warnings.push(
      `Pages without a text layer were not read: ${context.pagesNeedingOcr.join(', ')}.`,
    );
  }
  return {
    ok: true,
    extraction: {
      fields,
      ...shareDocumentFields(assembly),
      confidence: assembly.confidence,
      sources: assembly.sources,
      method: context.method,
      text,
      pageCount: context.pageCount,
      language,
      warnings,
    },
  };
}
