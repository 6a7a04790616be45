/**
 * Which of a character's court readings a name uses when the request gives
 * no hangul. The court lists readings in 가나다 order, so its first is often
 * not the one names use (若 야,약: 야 is the Buddhist 般若 reading; 丁若鏞 is
 * 정약용). The reading table (data/hanja/readings.json) ranks readings by
 * Unihan's E mark — the reading the Ministry of Education's 1,800 basic hanja
 * teach — then by use in libhangul's word list: its first reading that the
 * court allows is the name's. Pure; the build stores the result in each record.
 */
import { wordInitialForm } from '../hangul.js';

/**
 * @param court  the court's readings, in its order
 * @param ranked the reading table's readings, default first (두음 spellings folded into their 본음)
 */
export function nameReadingOf(court: readonly string[], ranked: readonly string[]): string | null {
  for (const reading of ranked) {
    if (court.includes(reading)) return reading;
    // The court may list only the word-initial spelling (여 for a 려 of the table).
    const initial = wordInitialForm(reading);
    if (court.includes(initial)) return initial;
  }
  return courtOrderReading(court) ?? ranked[0] ?? null;
}

/**
 * The rule before the reading table was consulted: the court's first reading,
 * or the 본음 it is the 두음법칙 spelling of (羅 나,라 → 라). Kept to report
 * which characters the table changes, and as the fallback when the table ranks
 * none of the court's readings.
 */
export function courtOrderReading(court: readonly string[]): string | undefined {
  const first = court[0];
  if (first === undefined) return undefined;
  return court.find((reading) => reading !== first && wordInitialForm(reading) === first) ?? first;
}
