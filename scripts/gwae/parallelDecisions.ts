/**
 * data/gwae/parallels.tsv: the decisions on the places the parallel searches
 * list (scripts/gwae/parallels.ts) where the served half stands. A finding a
 * reader judged a slip is mended by an erratum (errata.tsv) and so leaves the
 * list; every other finding has a row here, keyed by the served unit and its
 * variant, and the build refuses a finding without a row and a row without a
 * finding. confidence: distinct (another word, right in its verse), variant
 * (the same sense in the text's other wording), possible (the variant may be
 * right, the served form can be construed: listed, not applied), odd (the
 * served half reads wrong, but the variant is not its fix).
 */
import { findingKey, type ParallelFinding, placesLabel } from './parallels.js';

export const PARALLEL_CONFIDENCES = ['distinct', 'variant', 'possible', 'odd'] as const;
export type ParallelConfidence = (typeof PARALLEL_CONFIDENCES)[number];

export interface ParallelDecision {
  line: number;
  served: string;
  variant: string;
  confidence: ParallelConfidence;
  reason: string;
}

const HEADER = ['served', 'variant', 'confidence', 'reason'];

export function parseParallelDecisions(tsv: string): ParallelDecision[] {
  const rows: ParallelDecision[] = [];
  const seen = new Set<string>();
  let header = false;
  tsv.split('\n').forEach((text, i) => {
    const line = i + 1;
    if (text.startsWith('#') || text.trim() === '') return;
    const cells = text.split('\t');
    if (!header) {
      if (cells.join('\t') !== HEADER.join('\t')) throw new Error(`parallels.tsv:${line}: the header must be ${HEADER.join(', ')}`);
      header = true;
      return;
    }
    if (cells.length !== HEADER.length) throw new Error(`parallels.tsv:${line}: ${cells.length} columns, not ${HEADER.length}`);
    const [served, variant, confidence, reason] = cells as [string, string, string, string];
    if (!(PARALLEL_CONFIDENCES as readonly string[]).includes(confidence)) {
      throw new Error(`parallels.tsv:${line}: confidence must be one of ${PARALLEL_CONFIDENCES.join(', ')}`);
    }
    if (!served || !variant || !reason.trim()) throw new Error(`parallels.tsv:${line}: served, variant and reason are required`);
    const key = findingKey({ served, variant });
    if (seen.has(key)) throw new Error(`parallels.tsv:${line}: a second row for ${served} beside ${variant}`);
    seen.add(key);
    rows.push({ line, served, variant, confidence: confidence as ParallelConfidence, reason });
  });
  return rows;
}

export interface ParallelCheck {
  decided: Array<{ finding: ParallelFinding; decision: ParallelDecision }>;
  undecided: ParallelFinding[];
  unused: ParallelDecision[];
}

export function checkParallels(findings: readonly ParallelFinding[], decisions: readonly ParallelDecision[]): ParallelCheck {
  const byKey = new Map(decisions.map((row) => [findingKey(row), row]));
  const used = new Set<ParallelDecision>();
  const decided: ParallelCheck['decided'] = [];
  const undecided: ParallelFinding[] = [];
  for (const finding of findings) {
    const decision = byKey.get(findingKey(finding));
    if (decision) {
      used.add(decision);
      decided.push({ finding, decision });
    } else undecided.push(finding);
  }
  return { decided, undecided, unused: decisions.filter((row) => !used.has(row)) };
}

/** The build's refusal, as one message; null when every finding is decided and every row used. */
export function parallelProblems(check: ParallelCheck): string | null {
  if (check.undecided.length === 0 && check.unused.length === 0) return null;
  const undecided = check.undecided.map(
    (f) => `${f.served} (${placesLabel(f.servedAt, 3)}) beside ${f.variant} (${f.variantAt.length} places)`,
  );
  return (
    'the parallel searches list places nobody has decided (an erratum in errata.tsv, or a row of parallels.tsv), or parallels.tsv has rows no finding needs:' +
    (undecided.length > 0 ? `\n undecided:\n  ${undecided.slice(0, 30).join('\n  ')}${undecided.length > 30 ? `\n  … (${undecided.length} in all)` : ''}` : '') +
    (check.unused.length > 0 ? `\n rows that match no finding: lines ${check.unused.map((row) => row.line).join(', ')}` : '')
  );
}
