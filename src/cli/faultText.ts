/**
 * The words of a refused request on a surface that names each place itself:
 * the command line by its arguments and options (`--year must be >= 1900`),
 * an MCP tool by its arguments (src/mcp/tools.ts). What is wrong is said
 * as HTTP says it (src/http/validation.ts), from the same structured fault;
 * only the place is named differently, never the HTTP request's part, field
 * or path.
 */
import type { ErrorText } from 'tojeong-core/errors';
import { type FaultText, saidOf } from '../http/validation.js';
import { type CommandContract, spellingOf } from './contract.js';

/** `name(path)`: the field at `path` as the subject of a message; `[]` is the whole of what was given. */
export function namedFaultText(name: (path: readonly string[]) => ErrorText): FaultText {
  return ({ where, fault }) => {
    const subject = name(where.path);
    switch (fault.kind) {
      case 'value':
        return saidOf(subject, fault.says);
      case 'missing':
        return saidOf(subject, { en: 'is required', ko: '꼭 주어야 합니다' });
      case 'unknown': {
        const known = fault.known.join(', ');
        return saidOf(subject, {
          en: `is unknown; ${known ? `it must be one of ${known}` : 'none is taken here'}`,
          ko: `모르는 이름입니다. ${known ? `다음 중 하나여야 합니다: ${known}` : '여기에는 아무것도 받지 않습니다'}`,
        });
      }
      case 'repeated':
        return saidOf(subject, { en: `is given ${fault.times} times; give it once`, ko: `${fault.times}번 왔습니다. 한 번만 주세요` });
      case 'invalid':
        return saidOf(subject, { en: 'is not valid', ko: '올바르지 않습니다' });
    }
  };
}

/** A path below an option, as a reader of the command line counts: `(position)`, `(item 2)`. */
function below(path: readonly string[]): ErrorText {
  const en = path.map((s) => (/^\d+$/.test(s) ? `item ${Number(s) + 1}` : s)).join(' ');
  const ko = path.map((s) => (/^\d+$/.test(s) ? `${Number(s) + 1}번째 항목` : s)).join(' ');
  return { en: ` (${en})`, ko: ` (${ko})` };
}

/** A command's words: each field named by the argument or option its contract spells it with (contract.ts, as the help does). */
export function commandFaultText(contract: CommandContract): FaultText {
  return namedFaultText((path) => {
    if (path.length === 0) return { en: 'the command line', ko: '명령줄' };
    const spelled = spellingOf(contract, path);
    // A field with no spelling cannot come from the command line; named as it is, should one ever be refused.
    if (!spelled) return { en: `"${path.join('.')}"`, ko: `"${path.join('.')}"` };
    const rest = spelled.below.length > 0 ? below(spelled.below) : { en: '', ko: '' };
    return { en: `${spelled.name}${rest.en}`, ko: `${spelled.name}${rest.ko}` };
  });
}
