/**
 * The page a mailed key link opens (GET /keys/confirm?token=…). Mail scanners
 * and link previews fetch links on their own, so the page changes nothing: it
 * is the same constant document for every token, and only its button sends
 * POST /v1/keys/confirm {token}, which issues the key and shows it once.
 *
 * Self-contained (no external assets) under a strict Content-Security-Policy
 * that allows exactly the inline style and script below, by their hashes. The
 * token stays in the address bar, never in the document; the page answers with
 * Referrer-Policy: no-referrer so it does not leak either, and drops it from
 * the address bar once used.
 */
import { KEY_LINK_TOKEN_PATTERN, KEY_LINK_TTL_MINUTES } from '../accounts/keyLinkToken.js';
import { NO_STORE } from './cacheControl.js';
import { inlinePageHeaders } from './pageHeaders.js';

export const PAGE_STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", sans-serif; line-height: 1.55; }
body { margin: 0; padding: 2rem 1rem; word-break: keep-all; overflow-wrap: anywhere; }
main { max-width: 36rem; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; }
.en { display: block; font-size: 0.9em; opacity: 0.75; font-weight: normal; }
button { font: inherit; font-size: 1.05rem; padding: 0.6rem 1.4rem; border-radius: 0.4rem; border: 1px solid #1f5fbf; background: #1f5fbf; color: #fff; cursor: pointer; }
button:disabled { opacity: 0.5; cursor: default; }
button.secondary { background: transparent; color: inherit; font-size: 0.95rem; padding: 0.3rem 0.9rem; }
code { font-family: ui-monospace, "SFMono-Regular", Consolas, monospace; }
#key { display: block; padding: 0.75rem; border: 1px solid #888; border-radius: 0.4rem; word-break: break-all; user-select: all; font-size: 1rem; }
#problem { margin-top: 1.5rem; padding: 0.75rem; border-left: 4px solid #c0392b; }
.detail { font-size: 0.85em; opacity: 0.75; }
`;

const SCRIPT = `
'use strict';
(function () {
  var token = new URLSearchParams(location.search).get('token') || '';
  var $ = function (id) { return document.getElementById(id); };
  var get = $('get');
  var KNOWN = {
    TOKEN_USED: ['이 링크는 이미 사용되었습니다. 링크 하나로 키 하나를 받습니다. 키를 받지 못했다면 키를 다시 요청하세요.', 'This link was used already: one link gives one key. If you did not get the key, request a key again.'],
    TOKEN_EXPIRED: ['이 링크는 만료되었습니다(${KEY_LINK_TTL_MINUTES}분). 키를 다시 요청하면 새 링크가 메일로 옵니다.', 'This link has expired (${KEY_LINK_TTL_MINUTES} minutes). Request a key again: a new link comes by mail.'],
    TOKEN_UNKNOWN: ['이 링크는 서비스가 보낸 것이 아닙니다. 메일의 링크 전체가 열렸는지 확인하세요.', 'This link is not one the service sent: check that the whole link from the mail was opened.']
  };
  function paragraph(text, className, lang) {
    var p = document.createElement('p');
    p.textContent = text;
    if (className) p.className = className;
    if (lang) p.lang = lang;
    return p;
  }
  function problem(ko, en, detail) {
    var box = $('problem');
    box.replaceChildren(paragraph(ko), paragraph(en, 'en', 'en'));
    if (detail) box.appendChild(paragraph(detail, 'detail'));
    box.hidden = false;
  }
  if (!/${KEY_LINK_TOKEN_PATTERN.source}/.test(token)) {
    get.disabled = true;
    problem('링크가 온전하지 않습니다. 메일의 링크 전체를 여세요.', 'The link is incomplete: open the whole link from the mail.');
    return;
  }
  get.addEventListener('click', function () {
    get.disabled = true;
    $('problem').hidden = true;
    var api = location.pathname.replace(/keys\\/confirm\\/?$/, 'v1/keys/confirm');
    fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: token }), cache: 'no-store', credentials: 'omit' })
      .then(function (res) { return res.json().then(function (body) { return { status: res.status, body: body }; }); })
      .then(function (r) {
        if (r.status === 200 && r.body.data) {
          var d = r.body.data;
          $('key').textContent = d.apiKey;
          $('account').textContent = d.email + ' · ' + d.plan + (d.planExpiresAt ? ' (~' + d.planExpiresAt.slice(0, 10) + ')' : '');
          $('result').hidden = false;
          get.hidden = true;
          history.replaceState(null, '', location.pathname);
          return;
        }
        var error = (r.body && r.body.error) || { code: 'HTTP ' + r.status, message: '' };
        var known = KNOWN[error.code];
        problem(known ? known[0] : '키를 받지 못했습니다. 잠시 후 다시 누르세요.', known ? known[1] : 'The key could not be issued; press the button again shortly.', error.code + ': ' + error.message);
        if (!known) get.disabled = false;
      })
      .catch(function () {
        problem('서비스에 연결하지 못했습니다. 잠시 후 다시 누르세요.', 'The service could not be reached; press the button again shortly.');
        get.disabled = false;
      });
  });
  $('copy').addEventListener('click', function () {
    navigator.clipboard.writeText($('key').textContent).then(function () { $('copied').textContent = '복사했습니다 · Copied'; }, function () { $('copied').textContent = '직접 선택해 복사하세요 · Select the key to copy it'; });
  });
})();
`;

const HTML = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>API 키 받기 · Get your API key — tojeong-api</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>tojeong-api API 키 받기 <span class="en" lang="en">Get your tojeong-api API key</span></h1>
<p>아래 버튼을 누르면 이 메일 주소 계정의 새 API 키가 이 화면에 <strong>한 번만</strong> 표시되고, 지금까지의 키는 폐기됩니다. 이 페이지를 연 것만으로는 아무것도 바뀌지 않았습니다.</p>
<p class="en" lang="en">Press the button to get the new API key of this e-mail address's account. It is shown on this page <strong>once</strong>, and the previous key is revoked. Opening this page changed nothing.</p>
<p><button id="get" type="button">키 받기 · Get the key</button></p>
<section id="result" hidden>
<h2>새 API 키 <span class="en" lang="en">Your new API key</span></h2>
<code id="key"></code>
<p><button id="copy" class="secondary" type="button">복사 · Copy</button> <span id="copied" role="status"></span></p>
<p id="account" class="detail"></p>
<p>이 키는 다시 볼 수 없습니다. 지금 안전한 곳에 저장하고, 요청마다 <code>X-API-Key</code> 헤더로 보내세요.</p>
<p class="en" lang="en">This key cannot be shown again: store it safely now, and send it in the <code>X-API-Key</code> header of every request.</p>
</section>
<div id="problem" role="alert" hidden></div>
<noscript><p>이 페이지는 자바스크립트가 필요합니다. / This page needs JavaScript; without it, send POST /v1/keys/confirm with the body {"token": "…"} (the token of the link).</p></noscript>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;

/** The page and its headers, built once. */
export const KEY_CONFIRM_PAGE = { html: HTML, headers: inlinePageHeaders(SCRIPT, PAGE_STYLE, NO_STORE) } as const;

/** A query parameter's name as the query parser reads it (percent-decoded, `+` a space); the raw text when it does not decode. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A request URL as logged: the value of every `token` parameter replaced,
 * since the access log is no place for a secret. The names are compared as the
 * query parser reads them, so `?%74oken=…` or `?TOKEN=…` is redacted as well as
 * `?token=…`; the rest of the URL is logged as sent.
 */
export function urlForLog(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    return decodedName(name).trim().toLowerCase() === 'token' ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}
