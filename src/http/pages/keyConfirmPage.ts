/**
 * The page a mailed key link opens (GET /keys/confirm?token=…): its button
 * sends POST /v1/keys/confirm {token}, which issues the key and shows it once.
 * The frame — a constant document that changes nothing when opened, its
 * strict headers — is src/http/pages/tokenLinkPage.ts.
 */
import { KEY_LINK_TTL_MINUTES } from '../../accounts/keyLinkToken.js';
import { tokenLinkPage } from './tokenLinkPage.js';

/** The page and its headers, built once. */
export const KEY_CONFIRM_PAGE = tokenLinkPage({
  pagePath: 'keys/confirm',
  apiPath: 'v1/keys/confirm',
  title: { ko: 'tojeong-api API 키 받기', en: 'Get your tojeong-api API key' },
  intro: {
    ko: '아래 버튼을 누르면 이 메일 주소 계정의 새 API 키가 이 화면에 <strong>한 번만</strong> 표시되고, 지금까지의 키는 폐기됩니다. 이 페이지를 연 것만으로는 아무것도 바뀌지 않았습니다.',
    en: "Press the button to get the new API key of this e-mail address's account. It is shown on this page <strong>once</strong>, and the previous key is revoked. Opening this page changed nothing.",
  },
  button: { ko: '키 받기', en: 'Get the key' },
  result: `<h2>새 API 키 <span class="en" lang="en">Your new API key</span></h2>
<code id="key"></code>
<p><button id="copy" class="secondary" type="button">복사 · Copy</button> <span id="copied" role="status"></span></p>
<p id="account" class="detail"></p>
<p>이 키는 다시 볼 수 없습니다. 지금 안전한 곳에 저장하고, 요청마다 <code>X-API-Key</code> 헤더로 보내세요.</p>
<p class="en" lang="en">This key cannot be shown again: store it safely now, and send it in the <code>X-API-Key</code> header of every request.</p>`,
  script: `
  // The refusals a new press cannot mend, said in the page's words; any other may pass, so the button is given back.
  var KNOWN = {
    TOKEN_USED: ['이 링크는 이미 사용되었습니다. 링크 하나로 키 하나를 받습니다. 키를 받지 못했다면 키를 다시 요청하세요.', 'This link was used already: one link gives one key. If you did not get the key, request a key again.'],
    TOKEN_EXPIRED: ['이 링크는 만료되었습니다(${KEY_LINK_TTL_MINUTES}분). 키를 다시 요청하면 새 링크가 메일로 옵니다.', 'This link has expired (${KEY_LINK_TTL_MINUTES} minutes). Request a key again: a new link comes by mail.'],
    TOKEN_UNKNOWN: ['이 링크는 서비스가 보낸 것이 아닙니다. 메일의 링크 전체가 열렸는지 확인하세요.', 'This link is not one the service sent: check that the whole link from the mail was opened.']
  };
  function succeeded(d) {
    $('key').textContent = d.apiKey;
    $('account').textContent = d.email + ' · ' + d.plan + (d.planExpiresAt ? ' (~' + d.planExpiresAt.slice(0, 10) + ')' : '');
  }
  function failed(error) {
    var known = KNOWN[error.code];
    problem(known ? known[0] : '키를 받지 못했습니다. 잠시 후 다시 누르세요.', known ? known[1] : 'The key could not be issued; press the button again shortly.', error.code + ': ' + error.message);
    return !known;
  }
  $('copy').addEventListener('click', function () {
    navigator.clipboard.writeText($('key').textContent).then(function () { $('copied').textContent = '복사했습니다 · Copied'; }, function () { $('copied').textContent = '직접 선택해 복사하세요 · Select the key to copy it'; });
  });`,
});
