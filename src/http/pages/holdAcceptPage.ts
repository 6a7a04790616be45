/**
 * The page of the link that lets an owner accept a held payment
 * (GET /billing/accept?token=…): its button sends POST /v1/billing/accept
 * {token}. The frame — a constant document that changes nothing when opened,
 * its strict headers — is src/http/pages/tokenLinkPage.ts, as for the key link.
 */
import { tokenLinkPage } from './tokenLinkPage.js';

/** The page and its headers, built once. */
export const HOLD_ACCEPT_PAGE = tokenLinkPage({
  pagePath: 'billing/accept',
  apiPath: 'v1/billing/accept',
  title: { ko: '보류된 결제 적용', en: 'Apply a held payment' },
  intro: {
    ko: '아래 버튼을 누르면 메일에 적힌 결제의 플랜이 지금부터 적용되고, 지금의 플랜은 끝납니다. 이 페이지를 연 것만으로는 아무것도 바뀌지 않았습니다.',
    en: 'Press the button to apply the plan of the payment named in the mail from now on; your current plan ends. Opening this page changed nothing.',
  },
  button: { ko: '결제 적용', en: 'Apply the payment' },
  result: `<h2>적용되었습니다 <span class="en" lang="en">Applied</span></h2>
<p id="plan" class="detail"></p>`,
  script: `
  function succeeded(d) {
    $('plan').textContent = d.plan + ' (~' + d.planExpiresAt.slice(0, 10) + ')';
  }
  // Only a failure of the service (5xx) may pass on a new press; a refusal of the link stays.
  function failed(error, status) {
    problem('결제를 적용하지 못했습니다.', 'The payment could not be applied.', error.code + ': ' + error.message);
    return status >= 500;
  }`,
});
