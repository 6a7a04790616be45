/**
 * The prose of /docs in Korean (issue 50): the document's description and the
 * description of each operation that has one, by operationId, shown by /docs
 * to a browser that prefers Korean (pages/docsPage.ts) beside the Korean
 * summaries (koreanSummaries.ts). /openapi.json keeps the English.
 * test/http/docsKorean.test.ts holds every operation with an English
 * description to its Korean here, and the two to the same figures.
 */
import { PLANS } from '../../accounts/plans.js';

/** "sandbox 월 300 / 분 10, starter 1,000 / 60, …", from the plan table, as the English says it. */
const LIMITS_KO = Object.entries(PLANS)
  .map(([name, plan], i) => `${name} ${i === 0 ? '월 ' : ''}${plan.monthlyCalls.toLocaleString('en-US')} / ${i === 0 ? '분 ' : ''}${plan.callsPerMinute}`)
  .join(', ');

export const INFO_DESCRIPTION_KO =
  '한국 음양력(1900-2050은 한국천문연구원, 2051-2100은 천문 계산)으로 짓는 토정비결 괘, 한국 표준시 1900-2100의 24절기와 사주 네 기둥, 성명학 이름 풀이를 ' +
  '언제나 같은 답으로 계산합니다. 오류는 `{error: {code, message}}`이고, 잘못이 한 필드에 있으면 `param`(본문 안을 가리키는 JSON Pointer, 또는 쿼리·경로 매개변수의 이름)이 붙습니다. 작업마다 상태별로 답할 수 있는 코드를 적었습니다. `Accept-Language`가 영어보다 ' +
  '한국어를 선호하면(`ko`) 메시지가 한국어이고, 아니면 영어입니다. 코드는 바뀌지 않으며 `Content-Language`가 어느 쪽인지 알려 줍니다. ' +
  '키가 필요한 엔드포인트는 `X-API-Key` 또는 `Authorization: Bearer KEY`를 받습니다(키가 없거나 틀린 401에는 `WWW-Authenticate`가 그렇게 알려 줍니다. POST /v1/keys/request가 계정이 없는 주소에 바로 발급하고, 계정이 있는 주소에는 메일로 보낸 일회용 링크로 ' +
  `줍니다: GET /keys/confirm, POST /v1/keys/confirm). 답에는 \`X-RateLimit-Remaining-Month\`와 함께 분과 달의 IETF \`RateLimit-Policy\`, \`RateLimit\` 필드가 붙고, 요금제별 한도는 ${LIMITS_KO}입니다 ` +
  '(넘으면 Retry-After와 함께 429 RATE_LIMIT 또는 QUOTA_EXCEEDED). `x-storable-text: true`인 문자열은 서비스가 저장하므로 NUL 문자나 짝 없는 UTF-16 ' +
  '대리 코드를 담을 수 없습니다(400). 모든 경로에서: 엔드포인트가 받지 않는 쿼리 매개변수는 400 BAD_INPUT, 아는 경로의 다른 메서드는 `Allow`와 함께 ' +
  '405 METHOD_NOT_ALLOWED(OPTIONS는 `Allow`와 함께 204, 모든 GET에 HEAD 제공), 모르는 경로는 404 NOT_FOUND입니다. 제시간에 다 도착하지 않은 요청' +
  '(기본값: 헤더 10초, 요청 30초)은 408 REQUEST_TIMEOUT, 16 KiB를 넘는 헤더는 431 HEADERS_TOO_LARGE, 형식이 틀린 HTTP 요청은 400 BAD_INPUT입니다' +
  '(모두 Connection: close, X-Request-Id 없음). 데이터베이스가 답하지 않는 동안 그것을 쓰는 엔드포인트는 Retry-After: 5와 함께 ' +
  '503 DATABASE_UNAVAILABLE입니다. 모든 답에 `X-Content-Type-Options: nosniff`와 `X-Frame-Options: DENY`가 붙습니다. 키가 필요한 엔드포인트의 답과 ' +
  '`X-API-Key`를 담은 요청의 답은, 자체 정책이 이미 공유 캐시를 막지 않는 한(`no-store`, 결정적인 GET 응답의 `private, max-age=86400`과 강한 `ETag`: If-None-Match를 보내면 304이고, 304는 호출로 세지 않습니다) ' +
  '`Cache-Control: private, no-store`입니다. 1 KiB 이상의 응답은 Accept-Encoding이 허락하면 압축합니다(br 또는 gzip). 에이전트용 작업 요약은 `GET /llms.txt`입니다. CORS는 운영자가 CORS_ORIGINS에 출처를 적은 경우에만 있습니다. 인터페이스 명세 2026.10.18과 다른 점은 ' +
  '모두 남이 다른 사람의 계정을 건드리지 못하게 하려는 것입니다(표는 docs/decisions.md): 계정이 있는 주소의 키 재요청은 링크를 메일로 보내고(202) 링크를 쓸 ' +
  '때만 옛 키를 폐기합니다. 결제는 진행 중인 요금제를 낮추거나 줄이지 않습니다(보류, 202). 진행 중인 요금제의 결제는 31일 연장합니다. 증명되지 않은 주소의 ' +
  '결제는 그 키를 폐기하고 키 링크를 메일로 보냅니다. 환불은 그 결제가 준 것만 되돌립니다. 결제가 준비되지 않은 동안 GET /v1/billing/plans는 온라인으로 살 수 ' +
  '있는 요금제를 하나도 표시하지 않고, 메일로 협의할 곳을 알려 줍니다.';

export const KOREAN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  requestKey:
    '계정이 없는 주소: 새 sandbox 계정과 키를 바로 줍니다(200). 계정이 있는 주소: 키도 주지 않고 아무것도 폐기하지 않습니다. 일회용 링크를 그 주소로 ' +
    '메일로 보내고(202), 링크의 페이지가 키를 받을 때(POST /v1/keys/confirm) 비로소 옛 키를 폐기합니다. 클라이언트 주소 하나에 하루 3번(서울 기준, ' +
    'IPv6 클라이언트는 /64 단위), 메일 주소 하나에 한 시간 3통(키 요청과 결제의 키 링크, 보류된 결제의 알림을 합쳐)까지입니다. BAD_EMAIL, BAD_INPUT, ' +
    '메일 한도로 거절된 요청은 세지 않고, 메일을 보내지 못한 요청(503 MAIL_NOT_SENT)은 그 메일까지 셉니다. `email`이 없거나 비었거나 문자열이 아니어도 ' +
    'BAD_EMAIL이고, JSON 객체가 아닌 본문은 BAD_INPUT입니다.',
  confirmKey:
    '예시 토큰은 자리표시자입니다. POST /v1/keys/request가 메일로 보낸 링크의 토큰으로 바꾸기 전까지 *Try it out*은 404 TOKEN_UNKNOWN으로 답합니다. ' +
    '링크 페이지의 버튼이 이것을 보냅니다. 토큰은 30분 동안 한 번만 쓸 수 있습니다: 계정의 키를 폐기하고, 새 키를 발급하고(한 번만 보여 줌), 주소를 ' +
    '증명된 것으로 표시합니다. 같은 토큰으로 동시에 시도하면 정확히 하나만 키를 받습니다.',
  getKeyConfirmPage:
    '버튼이 주소 표시줄의 `token`으로 POST /v1/keys/confirm을 보내고 키를 한 번 보여 주는 독립된 페이지입니다. 페이지를 여는 것만으로는 아무것도 바뀌지 ' +
    '않습니다(메일 검사기가 링크를 열기 때문). 엄격한 Content-Security-Policy, Cache-Control: no-store, Referrer-Policy: no-referrer와 함께 보냅니다.',
  confirmPayment:
    '결제 제공자가 설정되어 있어야 합니다. PORTONE_API_SECRET이 설정되기 전까지는 503 PAYMENT_NOT_READY로 답하므로 예시로 *Try it out*을 하면 그 답이 ' +
    '나옵니다. 결제는 customData `{"plan": "starter" | "growth", "email": "<계정 메일>"}`로 시작했고 요금제 가격과 정확히 같은 원화로 PAID여야 합니다. ' +
    '결제는 주소 증명 없이 계정에 닿으므로 더할 수만 있고 낮추거나 줄이거나 끝낼 수 없습니다: 진행 중인 요금제의 결제는 31일 연장(200, outcome extended), ' +
    '더 좋은 요금제나 진행 중인 것이 없을 때의 결제는 지금부터 31일 적용(200, outcome applied, 계정이 없으면 만듦), 더 좋은 요금제가 진행 중일 때의 낮은 ' +
    '요금제 결제, 진행 중인 요금제를 기한 전에 끝낼 결제, 운영자가 정한 business 계약 중의 결제는 기록만 하고 보류합니다(202): 주소에 메일로 알리고 링크로 ' +
    '수락할 수 있습니다(POST /v1/billing/accept, 계약 중에는 불가). 같은 paymentId를 다시 확인해도 바뀌는 것 없이 같은 답을 줍니다. 환불 웹훅' +
    '(Transaction.Cancelled, Transaction.PartialCancelled)이 먼저 닿은 결제는 PortOne이 아직 PAID라 해도 아무것도 적용하지 않습니다(422 PAYMENT_NOT_PAID). ' +
    '클라이언트 주소마다 여기 기록되지 않은 paymentId를 분당 10개까지 PortOne에 조회합니다(넘으면 Retry-After와 함께 429 RATE_LIMIT). PortOne이 모른 id는 ' +
    '60초 동안 기억으로 422를 답합니다. PortOne은 5초 안에 답해야 합니다(아니면 502 PAYMENT_PROVIDER_ERROR, 바뀐 것 없음). 계정 주소가 증명된 적 없으면' +
    '(키가 메일 링크가 아니라 키 요청에서 왔으면) 그 키를 폐기하고 일회용 키 링크를 메일로 보냅니다(`keyDelivery`): 유료 요금제의 키는 그 메일을 읽는 사람만 받습니다.',
  acceptHeldPayment:
    '예시 토큰은 자리표시자입니다. 메일로 받은 수락 링크의 토큰으로 바꾸기 전까지 *Try it out*은 404 TOKEN_UNKNOWN으로 답합니다. 링크 페이지의 버튼이 ' +
    '이것을 보냅니다. 확인할 때처럼 진행 중인 요금제의 결제는 31일 연장하고(outcome extended: 같은 요금제의 보류된 결제 둘을 수락하면 두 기간), 그 밖에는 ' +
    '보류된 결제의 요금제를 지금부터 31일 적용해 진행 중인 요금제를 바꿉니다. 남은 날은 포기합니다(주인의 선택이며, 페이지와 메일이 그렇게 알립니다). 토큰은 ' +
    '7일 동안 한 번만 쓸 수 있습니다. 계정 주소가 증명된 적 없으면 다른 결제처럼 키를 폐기하고 키 링크를 메일로 보냅니다(keyDelivery).',
  getHeldPaymentPage:
    '버튼이 주소 표시줄의 `token`으로 POST /v1/billing/accept를 보내는 독립된 페이지입니다. 페이지를 여는 것만으로는 아무것도 바뀌지 않습니다(메일 검사기가 ' +
    '링크를 열기 때문). 엄격한 Content-Security-Policy, Cache-Control: no-store, Referrer-Policy: no-referrer와 함께 보냅니다.',
  receivePaymentWebhook:
    '설정된 제공자와 PortOne만 만들 수 있는 서명이 필요합니다. PORTONE_WEBHOOK_SECRET이 설정되기 전까지는 503 PAYMENT_NOT_READY, 설정된 뒤에는 서명 없는 ' +
    '*Try it out*을 거절합니다(400 WEBHOOK_SIGNATURE_MISSING). Standard Webhooks 방식으로 서명합니다: webhook-id, webhook-timestamp, webhook-signature 헤더, ' +
    'PORTONE_WEBHOOK_SECRET으로 만든 HMAC-SHA256, 서비스 시계와 5분 안의 시각. 확인된 결제의 첫 Transaction.Cancelled 또는 Transaction.PartialCancelled는 ' +
    '그 결제가 준 것만 되돌립니다: 보류된 결제는 준 것이 없고(effect recorded), 진행 중인 요금제를 연장한 결제는 그 31일을 요금제 끝에서 되돌리고(shortened), ' +
    '다른 것 없이 그 결제의 요금제가 진행 중이면 끝내고 전의 요금제로, 그것도 끝났으면 sandbox로 돌아갑니다(downgraded). 그 뒤 다른 결제나 운영자가 요금제를 ' +
    '바꿨으면 그대로 둡니다(recorded). 아직 확인되지 않은 결제의 환불은 기록만 하고(recorded), 그 결제의 확인은 아무것도 적용하지 않습니다. 다른 이벤트는 ' +
    '효과 없이 기록합니다. 본 적 있는 webhook-id는 effect "duplicate"로 200을 답하고 아무것도 바꾸지 않습니다.',
  listNameCharsByReading:
    '대법원 인명용 한자 가운데 이 음으로 읽히거나, 두음법칙으로 이름 첫머리에서 그렇게 쓰는 글자를 모두 줍니다(이는 음이 리인 李와 利도 찾고, 리도 그것을 찾음). ' +
    '순서는 많이 쓰는 것부터: libhangul 한자 사전에서 그 음으로 읽히는 단어 수, 같으면 코드 포인트 순입니다. 글자마다 음, 이름 음, 뜻, 획수(원획과 쓰는 획수), ' +
    '발음오행을 줍니다.',
  getCalendarDay:
    '`solar`와 `lunar` 가운데 정확히 하나를 주세요. 범위는 달력 표의 범위인 음력 1900-2100년(양력 1900-01-31부터 2101-01-28)이고, 밖이면 ' +
    '422 CALC_ERROR입니다. 형식이 틀리거나, 실제 날짜가 아니거나, 없는 음력 날짜(29일까지인 달의 30일, 그해에 없는 윤달)는 괘의 생일처럼 400 BAD_BIRTH, ' +
    '그 밖의 실수는 400 BAD_INPUT입니다.',
  getSolarTerms:
    '1900-2100년. 밖이면 422 CALC_ERROR, 정수가 아닌 해는 400 BAD_INPUT입니다. 시각은 astronomy-engine(VSOP87, IAU 2006/2000B, Espenak-Meeus ΔT)으로 ' +
    '계산해 분 단위로 반올림하며, 찾은 한국천문연구원 발표 시각과 모두 1분 안에서 일치합니다(docs/calendar.md, "Solar terms and the four pillars").',
  getFourPillars:
    '`at`은 new Date().toISOString()이 쓰는 것 같은 RFC 3339 시각입니다: YYYY-MM-DDThh:mm[:ss[.fraction]]에 시차(Z 또는 ±hh:mm. URL에서는 +를 %2B로 쓰고, ' +
    '공백으로 온 +는 +로 읽음. 초의 소수는 버림)를 붙이거나, 시차 없이 그날의 한국 표준시로 씁니다. 시계가 건너뛰거나 두 번 보인 시각(일광 절약 시간, ' +
    '1908, 1912, 1954, 1961년의 변경)은 고를 시차를 알려 주며 400 BAD_INPUT입니다. 범위: 한국 표준시로 1900년 소한(1900-01-06)부터 2100-12-31, ' +
    '밖이면 422 CALC_ERROR.',
  getCalendarMonth:
    '1900-02부터 2100-12까지의 달(모든 날이 음력 표 안에 있는 달). 밖이면 422 CALC_ERROR, 1-12가 아닌 달은 400 BAD_INPUT입니다.',
};
