/**
 * The page of the link that lets an owner accept a held payment
 * (GET /billing/accept?token=…), built as the key link's page is
 * (src/http/keyConfirmPage.ts): the same constant document for every token,
 * so opening it (as mail scanners do) changes nothing; only its button sends
 * POST /v1/billing/accept {token}. Same style, same strict headers.
 */
import { KEY_LINK_TOKEN_PATTERN } from '../accounts/keyLinkToken.js';
import { NO_STORE } from './cacheControl.js';
import { PAGE_STYLE } from './keyConfirmPage.js';
import { inlinePageHeaders } from './pageHeaders.js';

const SCRIPT = `
'use strict';
(function () {
  var token = new URLSearchParams(location.search).get('token') || '';
  var $ = function (id) { return document.getElementById(id); };
  var go = $('get');
  function problem(text, detail) {
    var box = $('problem');
    var p = document.createElement('p');
    p.textContent = text;
    box.replaceChildren(p);
    if (detail) { var d = document.createElement('p'); d.className = 'detail'; d.textContent = detail; box.appendChild(d); }
    box.hidden = false;
  }
  if (!/${KEY_LINK_TOKEN_PATTERN.source}/.test(token)) {
    go.disabled = true;
    problem('링크가 온전하지 않습니다. 메일의 링크 전체를 여세요. / The link is incomplete: open the whole link from the mail.');
    return;
  }
  go.addEventListener('click', function () {
    go.disabled = true;
    $('problem').hidden = true;
    var api = location.pathname.replace(/billing\\/accept\\/?$/, 'v1/billing/accept');
    fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: token }), cache: 'no-store', credentials: 'omit' })
      .then(function (res) { return res.json().then(function (body) { return { status: res.status, body: body }; }); })
      .then(function (r) {
        if (r.status === 200 && r.body.data) {
          $('plan').textContent = r.body.data.plan + ' (~' + r.body.data.planExpiresAt.slice(0, 10) + ')';
          $('result').hidden = false;
          go.hidden = true;
          history.replaceState(null, '', location.pathname);
          return;
        }
        var error = (r.body && r.body.error) || { code: 'HTTP ' + r.status, message: '' };
        problem('결제를 적용하지 못했습니다. / The payment could not be applied.', error.code + ': ' + error.message);
        if (r.status >= 500) go.disabled = false;
      })
      .catch(function () {
        problem('서비스에 연결하지 못했습니다. 잠시 후 다시 누르세요. / The service could not be reached; press the button again shortly.');
        go.disabled = false;
      });
  });
})();
`;

const HTML = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>보류된 결제 적용 · Apply a held payment — tojeong-api</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>보류된 결제 적용 <span class="en" lang="en">Apply a held payment</span></h1>
<p>아래 버튼을 누르면 메일에 적힌 결제의 플랜이 지금부터 적용되고, 지금의 플랜은 끝납니다. 이 페이지를 연 것만으로는 아무것도 바뀌지 않았습니다.</p>
<p class="en" lang="en">Press the button to apply the plan of the payment named in the mail from now on; your current plan ends. Opening this page changed nothing.</p>
<p><button id="get" type="button">결제 적용 · Apply the payment</button></p>
<section id="result" hidden>
<h2>적용되었습니다 <span class="en" lang="en">Applied</span></h2>
<p id="plan" class="detail"></p>
</section>
<div id="problem" role="alert" hidden></div>
<noscript><p>이 페이지는 자바스크립트가 필요합니다. / This page needs JavaScript; without it, send POST /v1/billing/accept with the body {"token": "…"} (the token of the link).</p></noscript>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;

/** The page and its headers, built once. */
export const HOLD_ACCEPT_PAGE = { html: HTML, headers: inlinePageHeaders(SCRIPT, PAGE_STYLE, NO_STORE) } as const;
