/**
 * An installed edition, ready to serve: each gwae is rendered once per
 * (id, reading) on first use and kept, so requests never re-render.
 */
import { refuse, shown } from '../../args.js';
import type { Edition, EditionMeta } from './edition.js';
import { type Gwae, renderGwae } from './render.js';

export class GwaeText {
  readonly meta: EditionMeta;
  /** `source.text`: which edition the verses come from. */
  readonly sourceText: string;
  private readonly edition: Edition;
  private readonly rendered = new Map<string, Gwae | undefined>();

  constructor(edition: Edition) {
    // An edition is checked whole by its loader (edition.ts); here only that one was given.
    if (typeof edition?.edition !== 'object' || edition.edition === null || typeof edition.gwae !== 'object' || edition.gwae === null) {
      refuse({ en: `new GwaeText takes an edition, e.g. new GwaeText(DEFAULT_EDITION); got ${shown(edition)}`, ko: `new GwaeText에는 판본 객체를 주세요. 예: new GwaeText(DEFAULT_EDITION). 받은 값: ${shown(edition)}` });
    }
    this.edition = edition;
    this.meta = edition.edition;
    this.sourceText = `${edition.edition.id}@${edition.edition.version}: ${edition.edition.title} (${edition.edition.source})`;
  }

  gwae(id: string, withReading: boolean): Gwae | undefined {
    const key = `${id}:${withReading ? 1 : 0}`;
    if (!this.rendered.has(key)) this.rendered.set(key, renderGwae(this.edition, id, withReading));
    return this.rendered.get(key);
  }
}
