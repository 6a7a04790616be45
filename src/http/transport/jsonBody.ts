/**
 * The JSON body parser: Fastify's own, whose guard refuses a body holding a
 * `__proto__` key or a `constructor` object with a `prototype` key (prototype
 * poisoning), but reports that as "not valid JSON" — which a caller sending
 * valid JSON cannot act on. This parser gives that case its own message; the
 * extra JSON.parse runs only on a refused body.
 */
import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { ServiceError } from '../../errors.js';

export const POISONED_BODY_MESSAGE = {
  en: 'the request body holds a "__proto__" key or a "constructor" object with a "prototype" key, which this API refuses (no field has such a name); remove it',
  ko: '요청 본문에 "__proto__" 키나 "prototype" 키를 가진 "constructor" 객체가 있습니다. 이 API는 이를 거절합니다(그런 이름의 필드는 없습니다). 빼고 보내 주세요',
} as const;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export const NOT_UTF8_MESSAGE = {
  en: 'the request body is not valid UTF-8: JSON is sent as UTF-8 (RFC 8259); nothing was done',
  ko: '요청 본문이 올바른 UTF-8이 아닙니다. JSON은 UTF-8로 보냅니다(RFC 8259). 아무것도 처리하지 않았습니다',
} as const;

/**
 * The body as text, refusing bytes that are not UTF-8: decoded leniently they
 * would become U+FFFD, and `a\xFF@x.test` an account `a\uFFFD@x.test` no mail
 * reaches (issue 25).
 */
export function utf8Body(body: Buffer): string {
  try {
    return UTF8.decode(body);
  } catch {
    throw new ServiceError('BAD_INPUT', NOT_UTF8_MESSAGE);
  }
}

export function jsonBodyParser(app: FastifyInstance): FastifyBodyParser<Buffer> {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request, raw, done) => {
    let body: string;
    try {
      body = utf8Body(raw);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parse(request, body, (error, value) => {
      // Fastify's parser refuses only two kinds of text: invalid JSON, and valid JSON its guard rejects.
      if (error && (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isJson(body)) {
        done(new ServiceError('BAD_INPUT', POISONED_BODY_MESSAGE), undefined);
      } else {
        done(error, value);
      }
    });
  };
}
