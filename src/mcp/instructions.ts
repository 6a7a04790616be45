/**
 * The `instructions` of the initialize result: what a client may add to its
 * model's context to use the tools well — what they do, which to call first,
 * and over HTTP the key and the limits and what a refused call looks like.
 * Korean first, then English, both short (a client keeps them on every turn).
 */

/** The free plan's limits, as the HTTP transport is given them (mcp/ does not read the plans: docs/architecture.md). */
export interface KeyedAccess {
  callsPerMinute: number;
  monthlyCalls: number;
}

const KO_TOOLS =
  '토정 API의 도구입니다. 계산한 값과 원문만 돌려주고 해석은 더하지 않습니다. ' +
  'tojeong_gwae: 생년월일(양력 또는 음력)로 그해 토정비결의 괘와 원문. tojeong_gwae_text: 괘 번호(111–863)로 원문. ' +
  'name_analyze: 한자 이름의 성명학 값(오격, 수리, 음양, 오행, birth가 있으면 사주 보완). name_recommend: 성씨에 맞는 이름 추천. ' +
  'name_char / name_chars: 인명용 한자 한 글자 / 한글 음으로 한자 찾기. calendar_day, calendar_month, calendar_terms, calendar_pillars: 만세력(음양력, 절기, 사주). ' +
  '먼저 부를 도구: 생년월일이 있으면 tojeong_gwae, 이름이 한자로 있으면 name_analyze, 한글로만 있으면 name_chars로 글자마다 한자를 고른 뒤 name_analyze.';

const EN_TOOLS =
  'Tools of the Tojeong API; they return computed values and original texts only, no interpretation. ' +
  'tojeong_gwae: the year\'s 토정비결 gwae and its text from a birth date (solar or lunar). tojeong_gwae_text: a gwae\'s text by id (111-863). ' +
  'name_analyze: the 성명학 values of a name in hanja (grids, numbers, yin-yang, elements; with birth, the 사주 complement). name_recommend: given names for a surname. ' +
  'name_char / name_chars: one name-usable hanja / the hanja of a hangul reading. calendar_day, calendar_month, calendar_terms, calendar_pillars: the Korean calendar. ' +
  'Call first: tojeong_gwae for a birth date; name_analyze for a name in hanja; for a name in hangul only, name_chars per syllable, then name_analyze.';

export function serverInstructions(access?: KeyedAccess): string {
  if (!access) {
    return `${KO_TOOLS} 이 서버(tojeong mcp, stdio)는 이 컴퓨터에서 계산하므로 키도 호출 한도도 없습니다.\n\n${EN_TOOLS} This server (tojeong mcp, stdio) computes on this machine: no key, no limit.`;
  }
  const { callsPerMinute, monthlyCalls } = access;
  return (
    `${KO_TOOLS} 키: X-API-Key 헤더나 Authorization: Bearer로 보냅니다. 도구 호출 한 번이 요금제의 호출 한 번이고(Sandbox: 1분에 ${callsPerMinute}번, 한 달에 ${monthlyCalls}번), ` +
    'tools/list와 오류로 끝난 호출은 세지 않습니다. 한도에 걸린 호출은 isError 결과로 오며 structuredContent.error.code가 RATE_LIMIT(1분 한도) 또는 QUOTA_EXCEEDED(월 한도)이고 retryAfter초 뒤에 다시 부르면 됩니다.\n\n' +
    `${EN_TOOLS} Key: the X-API-Key header or Authorization: Bearer. Each tool call is one call of the key's plan (Sandbox: ${callsPerMinute} a minute, ${monthlyCalls} a month); ` +
    'tools/list and calls that end in an error count nothing. A call refused for a limit comes back as an isError result whose structuredContent.error.code is RATE_LIMIT (the minute) or QUOTA_EXCEEDED (the month): call again after retryAfter seconds.'
  );
}
