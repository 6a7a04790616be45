/**
 * The page of the link that lets an owner accept a held payment
 * (GET /billing/accept?token=…): its button sends POST /v1/billing/accept
 * {token}. The frame — a constant document that changes nothing when opened,
 * its strict headers — is src/http/pages/tokenLinkPage.ts, as for the key link.
 * It says what accepting does to the current plan and its days.
 */
import { PAID_PLAN_DAYS } from '../../accounts/plans.js';
import { tokenLinkPage } from './tokenLinkPage.js';

/** The page and its headers, built once. */
export const HOLD_ACCEPT_PAGE = tokenLinkPage({
  pagePath: 'billing/accept',
  apiPath: 'v1/billing/accept',
  title: { ko: '보류된 결제 적용', en: 'Apply a held payment' },
  // What accepting does (src/billing/paymentEffect.ts acceptanceEffect), said before the owner presses: the page is the same for every link.
  intro: {
    ko:
      `아래 버튼을 누르면 메일에 적힌 결제를 적용합니다. 같은 플랜이 적용 중이면 그 끝이 ${PAID_PLAN_DAYS}일 뒤로 늦춰집니다(남은 기간은 그대로 이어집니다). ` +
      `다른 플랜이 적용 중이면 결제한 플랜이 지금부터 ${PAID_PLAN_DAYS}일 동안 적용되고, 지금의 플랜은 바로 끝나며 그 남은 기간은 이어지지 않습니다. ` +
      '운영자와 맺은 계약은 결제로 바뀌지 않습니다. 이 페이지를 연 것만으로는 아무것도 바뀌지 않았습니다.',
    en:
      `Press the button to apply the payment named in the mail. If the same plan runs on the account, its end moves ${PAID_PLAN_DAYS} days later (the days left are kept). ` +
      `If another plan runs, the plan paid for applies from now for ${PAID_PLAN_DAYS} days: the current plan ends now, and the days it had left are given up. ` +
      'An operator-set contract is never replaced by a payment. Opening this page changed nothing.',
  },
  button: { ko: '결제 적용', en: 'Apply the payment' },
  result: `<h2>적용되었습니다 <span class="en" lang="en">Applied</span></h2>
<p id="plan" class="detail"></p>`,
  script: `
  function succeeded(d) {
    var extended = d.outcome === 'extended';
    $('plan').textContent = d.plan + ' ~' + d.planExpiresAt.slice(0, 10) + (extended ? ' (기간 연장 · term extended)' : ' (지금부터 · from now)');
  }
  // Only a failure of the service (5xx) may pass on a new press; a refusal of the link stays.
  function failed(error, status) {
    problem('결제를 적용하지 못했습니다.', 'The payment could not be applied.', error.code + ': ' + error.message);
    return status >= 500;
  }`,
});
