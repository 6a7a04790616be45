/**
 * TSV import for operators who keep the text in a spreadsheet. Columns:
 * gwae, section (title|yearly|month), month (1-12, for month rows), index
 * (1-based verse number; 1 or empty for the title), hanja. A header row
 * starting with "gwae" and lines starting with "#" are skipped.
 */
import { type Edition, type EditionGwae, type EditionMeta, type EditionProblem, GWAE_IDS, MONTH_KEYS, VERSES_PER_MONTH, YEARLY_VERSES } from 'tojeong-core/text';
import { EDITION_FORMAT } from './editionSchema.js';
import { validateEdition } from './validate.js';

const IDS = new Set(GWAE_IDS);

function emptyGwae(): EditionGwae {
  return { title: { hanja: '' }, yearly: [], monthly: Object.fromEntries(MONTH_KEYS.map((m) => [m, []])) };
}

export function tsvToEdition(tsv: string, meta: EditionMeta): { edition: Edition | null; problems: EditionProblem[] } {
  const problems: EditionProblem[] = [];
  const gwae: Record<string, EditionGwae> = {};
  const seen = new Set<string>();
  const lines = tsv.split(/\r?\n/);
  lines.forEach((line, i) => {
    const place = `line ${i + 1}`;
    if (line.trim() === '' || line.startsWith('#') || (i === 0 && line.startsWith('gwae\t'))) return;
    const cells = line.split('\t');
    if (cells.length !== 5) {
      problems.push({ place, message: `has ${cells.length} columns, must have 5 (gwae, section, month, index, hanja)` });
      return;
    }
    const [id, section, month, index, hanja] = cells.map((c) => c.trim()) as [string, string, string, string, string];
    if (!IDS.has(id)) return void problems.push({ place, message: `gwae "${id}" is not an id 111…863` });
    const entry = (gwae[id] ??= emptyGwae());
    const number = Number(index || (section === 'title' ? '1' : ''));
    if (section === 'title') {
      if (number !== 1) return void problems.push({ place, message: 'a title has index 1 or none' });
      entry.title.hanja = hanja;
    } else if (section === 'yearly' || section === 'month') {
      const max = section === 'yearly' ? YEARLY_VERSES : VERSES_PER_MONTH;
      if (!Number.isInteger(number) || number < 1 || number > max) {
        return void problems.push({ place, message: `index must be 1 to ${max} for a ${section} verse, got "${index}"` });
      }
      if (section === 'month' && !MONTH_KEYS.includes(month)) {
        return void problems.push({ place, message: `month must be 1 to 12, got "${month}"` });
      }
      const verses = section === 'yearly' ? entry.yearly : entry.monthly[month]!;
      verses[number - 1] = hanja;
    } else {
      return void problems.push({ place, message: `section must be title, yearly or month, got "${section}"` });
    }
    const key = `${id}/${section}/${section === 'month' ? month : ''}/${number}`;
    if (seen.has(key)) problems.push({ place, message: `repeats gwae ${id} ${section}${section === 'month' ? ` ${month}` : ''} ${number}` });
    seen.add(key);
  });
  // Verses never given leave holes; as empty strings they are reported by place.
  for (const entry of Object.values(gwae)) {
    entry.yearly = Array.from({ length: Math.max(entry.yearly.length, YEARLY_VERSES) }, (_, i) => entry.yearly[i] ?? '');
    for (const m of MONTH_KEYS) {
      const verses = entry.monthly[m]!;
      entry.monthly[m] = Array.from({ length: Math.max(verses.length, VERSES_PER_MONTH) }, (_, i) => verses[i] ?? '');
    }
  }
  const sorted = Object.fromEntries(GWAE_IDS.filter((id) => gwae[id]).map((id) => [id, gwae[id]!]));
  const edition: Edition = { format: EDITION_FORMAT, edition: meta, gwae: sorted };
  const checked = validateEdition(edition);
  problems.push(...checked.problems);
  return { edition: problems.length === 0 ? edition : null, problems };
}
