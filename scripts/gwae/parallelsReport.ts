/**
 * REPORT.md's section on the parallel searches (issue 49): what the two
 * searches list on the edition as served, how each listing was decided, and
 * the words the rules read two ways.
 */
import type { Erratum } from './errata.js';
import type { ParallelCheck, ParallelConfidence } from './parallelDecisions.js';
import { PARALLEL_CONFIDENCES } from './parallelDecisions.js';
import { type ParallelFinding, placesLabel } from './parallels.js';

export interface ParallelsReportInput {
  units: number;
  pairs: number;
  pairFindings: ParallelFinding[];
  concordance: ParallelFinding[];
  check: ParallelCheck;
  /** Errata whose evidence names the parallel searches (issue 49). */
  errataOfIssue: Erratum[];
  readingsTwoWays: string[];
}

const WHAT: Record<ParallelConfidence, string> = {
  distinct: 'another word, right in its verse',
  variant: "the same sense in the text's other wording",
  possible: 'the variant may be right; the served form can be construed (not applied)',
  odd: 'the served half reads wrong, but the variant is not its fix',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function formatParallelsReport(input: ParallelsReportInput): string {
  const { check } = input;
  const places = (list: ParallelFinding[]) => list.reduce((sum, f) => sum + f.servedAt.length, 0);
  const counts = new Map(PARALLEL_CONFIDENCES.map((c) => [c, check.decided.filter((d) => d.decision.confidence === c).length]));
  const doubtful = check.decided.filter((d) => d.decision.confidence === 'possible' || d.decision.confidence === 'odd');
  const lines = [
    '## The text held against itself (issue 49)',
    '',
    `Two searches over the ${input.units.toLocaleString('en')} units of the served text (verse halves, and the titles' four characters before 之意), ` +
      'run by every build (scripts/gwae/parallels.ts); the build refuses a listing that is neither mended by an erratum nor decided in data/gwae/parallels.tsv.',
    '',
    `- **Errata pairs**: the ${input.pairs} character pairs of the homophone and look-alike errata, tried wherever the "from" character stands: ` +
      `${input.pairFindings.length} units at ${places(input.pairFindings)} places where the same correction would give a unit the text writes elsewhere, or the very word the erratum made.`,
    `- **Concordance**: ${input.concordance.length} units written once while a unit differing in one homophone or look-alike character is written at least twice.`,
    `- Both searches list ${check.decided.length + check.undecided.length} units in all on the edition as served. On edition 1.2.0, before this issue's errata, ` +
      'they listed 97 units at 326 places and 185 units, 274 in all.',
    `- Mended by errata of this issue: ${input.errataOfIssue.length} places (errata.tsv rows whose evidence begins "Issue 49").`,
    '',
    '| decision | units | meaning |',
    '|---|---|---|',
    ...PARALLEL_CONFIDENCES.map((c) => `| ${c} | ${counts.get(c)} | ${WHAT[c]} |`),
    '',
  ];
  if (doubtful.length > 0) {
    lines.push('Left as written with a doubt:', '', '| served | places | variant (places) | decision | reason |', '|---|---|---|---|---|');
    for (const { finding, decision } of doubtful) {
      lines.push(
        `| ${finding.served} | ${placesLabel(finding.servedAt, 3)} | ${finding.variant} (${finding.variantAt.length}) | ${decision.confidence} | ${cell(decision.reason)} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '**Readings.** A reading erratum needs no search: the rules read every place. One two-character word read two ways at the same place of a half, ' +
      'which only the rules of context may do (a word inside a longer word, 不 before ㄷ and ㅈ):',
    '',
    ...(input.readingsTwoWays.length > 0 ? input.readingsTwoWays.map((line) => `- ${line}`) : ['- none']),
    '',
  );
  return `${lines.join('\n')}\n`;
}
