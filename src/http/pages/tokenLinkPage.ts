/**
 * The frame of the pages a mailed link opens (the key link, GET /keys/confirm;
 * a held payment's link, GET /billing/accept): one constant document for every
 * token, so that opening it — as mail scanners and link previews do — changes
 * nothing; only its button sends the token to the API, in a POST.
 *
 * Self-contained (no external assets) under a strict Content-Security-Policy
 * that allows exactly the inline style and script, by their hashes. The token
 * stays in the address bar, never in the document; the page answers with
 * Referrer-Policy: no-referrer so it does not leak either, and drops it from
 * the address bar once used. Each page gives its words and what its script
 * does with the answer; the rest is here.
 */
import { KEY_LINK_TOKEN_PATTERN } from '../../accounts/keyLinkToken.js';
import { NO_STORE } from '../transport/cacheControl.js';
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

/** Korean first, English beneath it: every text of these pages is given in both. */
export interface BothLanguages {
  ko: string;
  en: string;
}

export interface TokenLinkPage {
  /** The page's own path (`keys/confirm`) and the API it posts the token to (`v1/keys/confirm`), relative to the service's base path. */
  pagePath: string;
  apiPath: string;
  title: BothLanguages;
  /** What pressing the button does (HTML), and the button's label. */
  intro: BothLanguages;
  button: BothLanguages;
  /** The section shown on success (HTML, inside `<section id="result">`). */
  result: string;
  /**
   * The script's part of the page's own, run inside the frame's function with
   * `token`, `$` (getElementById), `button`, `paragraph(text, className, lang)`
   * and `problem(ko, en, detail)` in scope; it defines `succeeded(data)`, which
   * shows an answer's `data`, and `failed(error, status)`, which explains an
   * error and says whether pressing again may help (true) or not.
   */
  script: string;
}

/** The script: the frame's start, the page's part, the frame's end (the POST and its answer). */
function pageScript(page: TokenLinkPage): string {
  return `
'use strict';
(function () {
  var token = new URLSearchParams(location.search).get('token') || '';
  var $ = function (id) { return document.getElementById(id); };
  var button = $('get');
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
${page.script}
  if (!/${KEY_LINK_TOKEN_PATTERN.source}/.test(token)) {
    button.disabled = true;
    problem('링크가 온전하지 않습니다. 메일의 링크 전체를 여세요.', 'The link is incomplete: open the whole link from the mail.');
    return;
  }
  button.addEventListener('click', function () {
    button.disabled = true;
    $('problem').hidden = true;
    var api = location.pathname.replace(/${page.pagePath.replace(/\//g, '\\/')}\\/?$/, '${page.apiPath}');
    fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: token }), cache: 'no-store', credentials: 'omit' })
      .then(function (res) { return res.json().then(function (body) { return { status: res.status, body: body }; }); })
      .then(function (r) {
        if (r.status === 200 && r.body.data) {
          succeeded(r.body.data);
          $('result').hidden = false;
          button.hidden = true;
          history.replaceState(null, '', location.pathname);
          return;
        }
        var error = (r.body && r.body.error) || { code: 'HTTP ' + r.status, message: '' };
        if (failed(error, r.status)) button.disabled = false;
      })
      .catch(function () {
        problem('서비스에 연결하지 못했습니다. 잠시 후 다시 누르세요.', 'The service could not be reached; press the button again shortly.');
        button.disabled = false;
      });
  });
})();
`;
}

/** The page's document and headers, built once. */
export function tokenLinkPage(page: TokenLinkPage): { html: string; headers: ReturnType<typeof inlinePageHeaders> } {
  const script = pageScript(page);
  const html = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${page.title.ko} · ${page.title.en} — tojeong-api</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${page.title.ko} <span class="en" lang="en">${page.title.en}</span></h1>
<p>${page.intro.ko}</p>
<p class="en" lang="en">${page.intro.en}</p>
<p><button id="get" type="button">${page.button.ko} · ${page.button.en}</button></p>
<section id="result" hidden>
${page.result}
</section>
<div id="problem" role="alert" hidden></div>
<noscript><p>이 페이지는 자바스크립트가 필요합니다. / This page needs JavaScript; without it, send POST /${page.apiPath} with the body {"token": "…"} (the token of the link).</p></noscript>
</main>
<script>${script}</script>
</body>
</html>
`;
  return { html, headers: inlinePageHeaders(script, PAGE_STYLE, NO_STORE) };
}
