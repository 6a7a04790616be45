/*
 * The playground's script (served inline in the page, allowed by its hash in
 * the page's Content-Security-Policy: see src/http/pages/playgroundPage.ts). Plain
 * DOM, no framework: every value comes from the API's answer and is written
 * with textContent, never as HTML.
 */
'use strict';
(function () {
  // The API is the page's own origin and path prefix (/ here, /tojeong/ behind a proxy that adds one).
  var base = location.pathname.replace(/[^/]*$/, '');
  var KEY_STORAGE = 'tojeong-api.apiKey';

  function $(id) {
    return document.getElementById(id);
  }

  /** el('p', {className: 'note'}, 'text', child, …): an element with attributes and children (strings become text). */
  function el(tag, attributes) {
    var node = document.createElement(tag);
    if (attributes) {
      Object.keys(attributes).forEach(function (name) {
        node.setAttribute(name === 'className' ? 'class' : name, String(attributes[name]));
      });
    }
    for (var i = 2; i < arguments.length; i++) {
      var child = arguments[i];
      if (child === null || child === undefined || child === false) continue;
      node.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child);
    }
    return node;
  }

  /** A lunar date {year, month, day} written YYYY-MM-DD, as the API writes dates. */
  function lunarDateText(lunar) {
    return lunar.year + '-' + String(lunar.month).padStart(2, '0') + '-' + String(lunar.day).padStart(2, '0');
  }

  function code(text) {
    return el('code', null, text);
  }

  /** A two-column table of [label, value] rows; a label is [korean, field name]. */
  function fieldTable(caption, rows) {
    var body = el('tbody');
    rows.forEach(function (row) {
      if (!row) return;
      body.appendChild(el('tr', null, el('th', { scope: 'row' }, row[0][0], ' ', code(row[0][1])), el('td', null, row[1])));
    });
    return el('table', { className: 'fields' }, el('caption', null, caption), body);
  }

  /** A table with a header row and body rows (each cell a string or a node). */
  function gridTable(caption, headers, rows, className) {
    var head = el('tr');
    headers.forEach(function (h) {
      head.appendChild(el('th', { scope: 'col' }, h));
    });
    var body = el('tbody');
    rows.forEach(function (cells) {
      var tr = el('tr');
      cells.forEach(function (cell, i) {
        tr.appendChild(i === 0 ? el('th', { scope: 'row' }, cell) : el('td', null, cell));
      });
      body.appendChild(tr);
    });
    return el('div', { className: 'table-scroll' }, el('table', { className: className || 'grid' }, el('caption', null, caption), el('thead', null, head), body));
  }

  // ---- the API key -------------------------------------------------------

  var apiKey = '';
  try {
    apiKey = sessionStorage.getItem(KEY_STORAGE) || '';
  } catch (e) {
    apiKey = '';
  }

  function masked(key) {
    return key.length > 12 ? key.slice(0, 8) + '…' + key.slice(-4) : key;
  }

  function setKey(key) {
    apiKey = key;
    try {
      if (key) sessionStorage.setItem(KEY_STORAGE, key);
      else sessionStorage.removeItem(KEY_STORAGE);
    } catch (e) {
      // Storage refused (private mode): the key stays in this page's memory only.
    }
    var status = $('key-status');
    status.replaceChildren(key ? el('span', null, '사용 중인 키: ', code(masked(key))) : '키가 없습니다. 위에서 요청하거나 붙여 넣으세요.');
  }

  // ---- calling the API ---------------------------------------------------

  /** Sends a request to the API; resolves with {status, body, headers} (body null when not JSON), rejects only when the service cannot be reached. */
  function call(method, path, body, keyed) {
    // The page is Korean, so it asks for its error messages in Korean (the code stays the same; see the README, "Error codes").
    var headers = { 'accept-language': 'ko' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (keyed && apiKey) headers['x-api-key'] = apiKey;
    return fetch(base + path, {
      method: method,
      headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'omit',
    }).then(function (res) {
      return res.text().then(function (text) {
        var parsed = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch (e) {
          parsed = null;
        }
        if (keyed) showCallsLeft(res.headers);
        return { status: res.status, body: parsed, text: text, headers: res.headers };
      });
    });
  }

  // ---- the calls left ----------------------------------------------------

  /**
   * `RateLimit: "minute";r=7;t=42, "month";r=290;t=812345` (IETF
   * draft-ietf-httpapi-ratelimit-headers, structured fields) as
   * {minute: {r: 7, t: 42}, month: {…}}; RateLimit-Policy's `q` the same way.
   * A field this page cannot read gives {}.
   */
  function limitItems(field) {
    var items = {};
    (field || '').split(',').forEach(function (item) {
      var parts = item.trim().split(';');
      var name = parts[0].trim().replace(/^"|"$/g, '');
      if (!name) return;
      items[name] = {};
      parts.slice(1).forEach(function (param) {
        var pair = param.trim().split('=');
        if (pair.length === 2 && /^\d+$/.test(pair[1])) items[name][pair[0]] = Number(pair[1]);
      });
    });
    return items;
  }

  /**
   * The line that says how many calls the key has left: in this minute (the
   * limit a Sandbox key meets first, 10 a minute), from RateLimit, and in this
   * month, from X-RateLimit-Remaining-Month. The calendar sections cost none:
   * they are computed in the browser (below).
   */
  function showCallsLeft(headers) {
    var month = headers.get('x-ratelimit-remaining-month');
    var minute = limitItems(headers.get('ratelimit')).minute;
    var policy = limitItems(headers.get('ratelimit-policy')).minute;
    if (month === null && !minute) return;
    var line = $('calls-left');
    var parts = [el('strong', null, '남은 호출 '), el('span', { lang: 'en' }, '(calls left)'), ': '];
    if (minute && minute.r !== undefined) {
      parts.push('이번 1분 ', el('span', { id: 'calls-left-minute' }, String(minute.r)), policy && policy.q !== undefined ? '/' + policy.q : '');
      if (minute.t !== undefined) parts.push(' (' + minute.t + '초 뒤 다시 참)');
      if (month !== null) parts.push(' · ');
    }
    if (month !== null) parts.push('이번 달 ', el('span', { id: 'calls-left-month' }, month));
    line.replaceChildren.apply(line, parts);
    line.hidden = false;
  }

  // ---- computed in the browser -------------------------------------------

  /**
   * The calendar sections are pure calculation: the library, inlined beside
   * this script as `tojeongCore` (web/tojeong-core.js: tojeong-core's
   * calendarDay, calendarMonth, solarTermYear and fourPillarsAt), answers them
   * in the browser as the API would — the API's `data` is what these functions
   * return — at no cost to the key's minute. Each answer says so, with the
   * request that asks the API the same. A refusal is the library's, in Korean.
   */
  var core = window.tojeongCore;

  function computed(compute) {
    var headers = { get: function (name) { return name === 'content-language' ? 'ko' : null; } };
    try {
      var body = { data: compute(core) };
      return { status: 200, body: body, text: JSON.stringify(body), headers: headers, local: true };
    } catch (error) {
      var refusal = { error: { code: error.code || error.name || 'ERROR', message: error.text && error.text.ko ? error.text.ko : String(error.message || error) } };
      return { status: error.status || 400, body: refusal, text: JSON.stringify(refusal), headers: headers, local: true };
    }
  }

  /** A form's number as the library takes it (the API reads its query the same way): digits as a number, anything else as written, for the library to refuse. */
  function numberOf(text) {
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }

  /** The status line, quota and request id of an answer, and its raw JSON, collapsed. */
  function answerFooter(method, path, r) {
    var meta = r.local
      ? el('p', { className: 'meta local' }, el('strong', { className: 'computed' }, '브라우저에서 계산했습니다'), ' ', el('span', { lang: 'en' }, '(computed in your browser)'), ' · tojeong-core · API 호출 없음 · 같은 값을 API로: ', code(method + ' /' + path))
      : el('p', { className: 'meta' }, code(method + ' /' + path), ' → HTTP ' + r.status);
    var remaining = r.headers.get('x-ratelimit-remaining-month');
    if (remaining !== null) meta.append(' · ', code('X-RateLimit-Remaining-Month: ' + remaining));
    var requestId = r.headers.get('x-request-id');
    if (requestId) meta.append(' · ', code('X-Request-Id: ' + requestId));
    var raw = r.body !== null ? JSON.stringify(r.body, null, 2) : r.text;
    var details = el('details', { className: 'raw' }, el('summary', null, 'JSON 원문 보기 ', el('span', { lang: 'en' }, '(raw JSON)')), el('pre', null, el('code', null, raw)));
    return [meta, details];
  }

  function errorBox(r) {
    var error = r.body && r.body.error ? r.body.error : { code: 'HTTP ' + r.status, message: r.text || '(빈 응답)' };
    // The message is in the language the answer says (Content-Language): Korean, as this page asks, unless the service could not read the request.
    var language = r.headers.get('content-language') || 'en';
    return el('div', { className: 'error', role: 'alert' }, el('p', null, el('strong', null, error.code)), el('p', { className: 'error-message', lang: language }, error.message));
  }

  function unreachable(target, error) {
    target.replaceChildren(el('div', { className: 'error', role: 'alert' }, el('p', null, el('strong', null, '연결 실패')), el('p', null, '서비스에 연결하지 못했습니다. 잠시 뒤 다시 해 보세요. (' + String(error) + ')')));
  }

  function problemBox(text) {
    return el('div', { className: 'error', role: 'alert' }, el('p', null, text));
  }

  /**
   * Sends `spec` ([method, path, body, keyed, compute?]) — or, with a
   * `compute` and the library at hand, computes it here — and shows the answer in
   * `target`: by `render` (2xx) or as its error, then the raw JSON; `button`
   * is disabled meanwhile, and the answer's heading gets the focus.
   */
  function show(spec, target, render, button) {
    button.disabled = true;
    target.setAttribute('aria-busy', 'true');
    var answer = spec[4] && core ? Promise.resolve(computed(spec[4])) : call(spec[0], spec[1], spec[2], spec[3]);
    return answer
      .then(function (r) {
        var shown;
        try {
          shown = r.status >= 200 && r.status < 300 && r.body ? render(r) : [errorBox(r)];
        } catch (problem) {
          // An answer of a shape this page does not know: say so, and still show it raw.
          shown = [problemBox('이 응답을 표 모양으로 보여 주지 못했습니다. 아래 JSON 원문을 보세요. (' + String(problem) + ')')];
        }
        target.replaceChildren.apply(target, shown.concat(answerFooter(spec[0], spec[1], r)));
        var heading = target.querySelector('h3');
        if (heading) {
          heading.setAttribute('tabindex', '-1');
          heading.focus();
        }
      }, function (error) {
        unreachable(target, error);
      })
      .then(function () {
        button.disabled = false;
        target.removeAttribute('aria-busy');
      });
  }

  /**
   * Wires a form: on submit, `request()` gives [method, path, body, keyed] or
   * throws a message for the visitor, and the answer is shown (show above).
   */
  function wire(formId, resultId, request, render) {
    var form = $(formId);
    var target = $(resultId);
    var button = form.querySelector('button[type=submit]');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var spec;
      try {
        spec = request(form);
      } catch (problem) {
        target.replaceChildren(problemBox(String(problem.message || problem)));
        return;
      }
      show(spec, target, render, button);
    });
  }

  /** An instant as people in Korea read it: "2026. 11. 21. 오후 12:30". */
  function koreanTime(iso) {
    return new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' });
  }

  function required(form, name, what) {
    var value = form.elements[name].value.trim();
    if (!value) throw new Error(what + '을(를) 입력하세요.');
    return value;
  }

  // ---- 1. key request ----------------------------------------------------

  wire(
    'key-form',
    'key-result',
    function (form) {
      var body = { email: required(form, 'email', '메일 주소') };
      var purpose = form.elements.purpose.value.trim();
      if (purpose) body.purpose = purpose;
      return ['POST', 'v1/keys/request', body, false];
    },
    function (r) {
      var d = r.body.data;
      if (r.status === 202) {
        return [
          el('h3', null, '메일을 보냈습니다 ', el('span', { className: 'en', lang: 'en' }, 'A key link was mailed')),
          el('p', null, '이 주소에는 이미 계정이 있어서, 키를 받는 일회용 링크를 메일로 보냈습니다(한국 시각 ', koreanTime(d.expiresAt), '까지 유효). 메일의 링크에서 키를 받은 뒤 아래 ', code('X-API-Key'), ' 칸에 붙여 넣으세요. 지금 쓰던 키는 링크를 누르기 전까지 그대로 쓸 수 있습니다.'),
        ];
      }
      setKey(d.apiKey);
      var copied = el('span', { role: 'status' });
      var copy = el('button', { type: 'button', className: 'secondary' }, '복사 · Copy');
      copy.addEventListener('click', function () {
        navigator.clipboard.writeText(d.apiKey).then(
          function () {
            copied.textContent = '복사했습니다';
          },
          function () {
            copied.textContent = '복사하지 못했습니다. 키를 직접 선택해 복사하세요.';
          },
        );
      });
      return [
        el('h3', null, '새 API 키 ', el('span', { className: 'en', lang: 'en' }, 'Your new API key')),
        el('p', null, el('code', { id: 'new-key', className: 'key' }, d.apiKey)),
        el('p', null, copy, ' ', copied),
        el('p', null, code(d.email), ' · 요금제 ', code(d.plan), d.planExpiresAt ? ' (' + d.planExpiresAt + '까지)' : ''),
        el('p', { className: 'note' }, '이 키는 다시 볼 수 없습니다. 지금 안전한 곳에 저장하세요. 이 탭에서는 아래 요청에 자동으로 쓰입니다.'),
      ];
    },
  );

  $('key-use-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var input = $('key-input');
    setKey(input.value.trim());
    input.value = '';
  });
  $('key-forget').addEventListener('click', function () {
    setKey('');
  });
  setKey(apiKey);

  // ---- 2. gwae -----------------------------------------------------------

  /** A leap-month box is usable only while the lunar radio of its group is checked. */
  function leapOnlyWhenLunar(radioName, leap) {
    Array.prototype.forEach.call(document.querySelectorAll('input[name=' + radioName + ']'), function (radio) {
      radio.addEventListener('change', function () {
        leap.disabled = radio.value !== 'lunar' || !radio.checked;
        if (leap.disabled) leap.checked = false;
      });
    });
  }

  leapOnlyWhenLunar('calendar', $('gwae-leap'));

  /** "동풍해동 고목봉춘(東風解凍 枯木逢春)" → {hanja, reading}; a verse without a reading is hanja only. */
  function verseParts(verse) {
    var m = /^([^(]+)\((.+)\)$/.exec(verse);
    return m ? { hanja: m[2], reading: m[1] } : { hanja: verse, reading: '' };
  }

  function verse(text) {
    var parts = verseParts(text);
    return el('span', { className: 'verse' }, el('span', { className: 'hanja' }, parts.hanja), parts.reading ? el('span', { className: 'reading' }, parts.reading) : null);
  }

  function gapja(hanja, reading) {
    return el('span', null, el('span', { className: 'hanja' }, hanja), ' (' + reading + ')');
  }

  function yesNo(value) {
    return value ? '예 (true)' : '아니오 (false)';
  }

  function renderGwae(r) {
    var calc = r.body.data.calc;
    var gwae = r.body.data.gwae;
    var source = r.body.data.source;
    var lunar = calc.lunar;
    var shown = [
      el('h3', null, '괘 ', el('span', { className: 'gwae-id' }, calc.gwaeId)),
      fieldTable('작괘 계산 (calc)', [
        [['괘 번호', 'gwaeId'], el('strong', null, calc.gwaeId)],
        [['상괘 · 중괘 · 하괘', 'upper · middle · lower'], calc.upper + ' · ' + calc.middle + ' · ' + calc.lower],
        [['나이 (세는나이)', 'koreanAge'], calc.koreanAge + '세'],
        [['해의 간지', 'yearGapja'], gapja(calc.yearGapja, calc.yearGapjaReading)],
        [['달의 간지', 'monthGapja'], gapja(calc.monthGapja, calc.monthGapjaReading)],
        [['날의 간지', 'dayGapja'], gapja(calc.dayGapja, calc.dayGapjaReading)],
        [['생월의 날수', 'monthDayCount'], calc.monthDayCount + '일'],
        [['양력 생일', 'solar'], calc.solar],
        [['음력 생일', 'lunar'], lunarDateText(lunar) + (lunar.leap ? ' (윤달)' : '')],
        [['태세수 · 월건수 · 일진수', 'basis'], calc.basis.taeseSu + ' · ' + calc.basis.wolgeonSu + ' · ' + calc.basis.iljinSu],
        [['그해의 음력 생일 · 양력', 'basis.target…Date'], calc.basis.targetLunarDate + ' · ' + calc.basis.targetSolarDate],
        calc.dayAdjusted ? [['30일 → 29일로 계산', 'dayAdjusted'], yesNo(true)] : null,
        [['잠정 (2051년 이후 천문 계산)', 'provisional'], yesNo(calc.provisional)],
      ]),
    ];
    if (!gwae) {
      shown.push(el('p', { className: 'note' }, '이 서버는 괘 본문 없이 운영 중입니다 (', code('gwae: null'), ').'));
      return shown;
    }
    shown.push(
      el('article', { className: 'gwae-text', lang: 'ko' },
        el('h4', { className: 'gwae-title' }, el('span', { className: 'hanja' }, gwae.title.hanja), gwae.title.reading ? el('span', { className: 'reading' }, gwae.title.reading) : null),
        el('h5', null, '한 해의 운 ', el('span', { className: 'en', lang: 'en' }, '(yearly)')),
        (function () {
          var list = el('ol', { className: 'yearly' });
          gwae.yearly.forEach(function (v) {
            list.appendChild(el('li', null, verse(v)));
          });
          return list;
        })(),
        el('h5', null, '달마다의 운 ', el('span', { className: 'en', lang: 'en' }, '(monthly)')),
        gridTable(
          '열두 달의 운: 달마다 세 구절',
          ['달', '첫째 구절', '둘째 구절', '셋째 구절'],
          Object.keys(gwae.monthly)
            .sort(function (a, b) {
              return Number(a) - Number(b);
            })
            .map(function (month) {
              return [month + '월'].concat(gwae.monthly[month].map(verse));
            }),
          'months',
        ),
      ),
      el('p', { className: 'source' }, '본문 출처 ', code('source.text'), ': ', source.text),
    );
    return shown;
  }

  wire(
    'gwae-form',
    'gwae-result',
    function (form) {
      var birth = required(form, 'birth', '생년월일');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(birth)) throw new Error('생년월일은 YYYY-MM-DD로 적습니다 (예: 1976-08-26).');
      var body = { birth: birth, calendar: form.elements.calendar.value, reading: form.elements.reading.checked };
      if (body.calendar === 'lunar') body.leapMonth = form.elements.leapMonth.checked;
      var target = form.elements.targetYear.value.trim();
      if (target) body.targetYear = Number(target);
      return ['POST', 'v1/tojeong/gwae', body, true];
    },
    renderGwae,
  );

  // ---- 3. name -----------------------------------------------------------

  var GRID_LABELS = { heaven: '천격', person: '인격', earth: '지격', outer: '외격', total: '총격', won: '원격 元', hyeong: '형격 亨', i: '이격 利', jeong: '정격 貞' };
  var VERDICT_LABELS = { good: '좋음', ordinary: '보통', bad: '나쁨' };
  var PART_LABELS = { surname: '성', given: '이름', person: '인격', earth: '지격', outer: '외격', total: '총격', yinYang: '음양', phoneticElements: '발음오행' };

  function verdict(value) {
    return (VERDICT_LABELS[value] || value) + ' (' + value + ')';
  }

  function rating(grid) {
    return el('span', { className: 'rating rating-' + grid.rating }, grid.rating);
  }

  function gridRows(grids) {
    return Object.keys(grids).map(function (key) {
      var g = grids[key];
      var notes = [];
      if (g.judged === false) notes.push('점수에 넣지 않음');
      if (g.disputed) notes.push('출처마다 다름');
      return [el('span', null, GRID_LABELS[key] || key, ' ', code(key)), String(g.value), String(g.number), g.name, el('span', null, rating(g), notes.length ? ' (' + notes.join(', ') + ')' : '')];
    });
  }

  function renderName(r) {
    var result = r.body.data.result;
    var name = result.chars.map(function (c) {
      return c.hanja;
    }).join('');
    var reading = result.chars.map(function (c) {
      return c.reading;
    }).join('');
    var yy = result.yinYang;
    var pe = result.phoneticElements;
    return [
      el('h3', null, el('span', { className: 'hanja' }, name), ' ', reading),
      el('p', { className: 'score' }, '점수 ', code('score'), ' ', el('strong', { id: 'name-score' }, String(result.score)), ' / 100 · 등급 ', code('grade'), ' ', el('strong', { id: 'name-grade' }, result.grade)),
      // Seven columns at phone width: short Korean headers that do not break mid-word; the fields are named in the caption.
      gridTable('글자 (chars: reading, strokes, yinYang, element, strokeElement, resourceElement)', ['글자', '읽기', '획수', '음양', '발음오행', '수리오행', '자원오행'], result.chars.map(function (c) {
        return [el('span', { className: 'hanja' }, c.hanja), c.reading, String(c.strokes), c.yinYang, c.element, c.strokeElement, resourceCell(c.resourceElement)];
      }), 'grid chars'),
      gridTable('오행의 흐름 (flows, ' + result.strokeElements.rule + ')', ['오행', '배열 elements', '상생 · 상극 pairs', '판단 verdict'], flowRows(result), 'grid flows'),
      gridTable('오격 五格 (fiveGrids)', ['격', '수 value', '81수 number', '이름 name', '길흉 rating'], gridRows(result.fiveGrids), 'grid five-grids'),
      gridTable('원형이정 元亨利貞 (fourGrids)', ['격', '수 value', '81수 number', '이름 name', '길흉 rating'], gridRows(result.fourGrids), 'grid four-grids'),
      fieldTable('음양과 발음오행', [
        [['음양 배열', 'yinYang.parities'], yy.parities.join(' ') + (yy.arrangement !== 'mixed' ? ' (' + yy.arrangement + ')' : ' (섞임 mixed)')],
        [['음양 판단', 'yinYang.verdict'], verdict(yy.verdict)],
        [['발음오행', 'phoneticElements.elements'], pe.elements.join(' ') + ' (' + pe.school + ')'],
        [['상생 · 상극', 'phoneticElements.pairs'], pe.pairs.map(function (p) {
          return p.from + '→' + p.to + ' ' + p.relation;
        }).join(', ') || '—'],
        [['발음오행 판단', 'phoneticElements.verdict'], verdict(pe.verdict)],
        [['길 · 반길 · 흉', 'summary'], result.summary.good + ' · ' + result.summary.halfGood + ' · ' + result.summary.bad + ' (' + result.summary.judged + '격 중)'],
      ]),
      gridTable('점수 내역 (scoreBreakdown)', ['부분 part', '비중 weight', '몫 share', '점수 points'], result.scoreBreakdown.map(function (b) {
        return [el('span', null, PART_LABELS[b.part] || b.part, ' ', code(b.part)), String(b.weight), String(b.share), String(b.points)];
      })),
      result.saju ? sajuTables(result.saju) : null,
      warningList(result.warnings),
    ].filter(Boolean);
  }

  var FLOW_LABELS = { phoneticElements: '발음오행', strokeElements: '수리오행', samwon: '삼원오행', samjae: '三才 (천·인·지)', resourceElements: '자원오행' };
  var ELEMENT_ORDER = ['木', '火', '土', '金', '水'];

  function resourceCell(r) {
    if (r.value === null) return '— (정하는 규칙 없음)';
    return r.value + (r.disputed ? ' (학파 · 자료에 따라 ' + r.alternatives.join(' · ') + ')' : '');
  }

  function flowRows(result) {
    return Object.keys(FLOW_LABELS).map(function (key) {
      var flow = result[key];
      var label = el('span', null, FLOW_LABELS[key], ' ', code(key));
      var elements = flow.elements.map(function (e) {
        return e === null ? '?' : e;
      }).join(' ') + (key === 'samwon' || key === 'samjae' ? ' (' + flow.grids.join(' · ') + ')' : '');
      var pairs = flow.pairs.map(function (p) {
        return p.relation === null ? '—' : p.from + '→' + p.to + ' ' + p.relation;
      }).join(', ') || '—';
      return [label, elements, pairs, flow.verdict === null ? '판단하지 않음' : verdict(flow.verdict)];
    });
  }

  function countText(counts) {
    return ELEMENT_ORDER.map(function (e) {
      return e + ' ' + counts[e];
    }).join(' · ');
  }

  var STRENGTH_KO = { strong: '신강', weak: '신약', balanced: '중화' };
  var STEP_KO = { transform: '화기격', follow: '종격', climate: '조후', restrain: '억부 (억제)', support: '억부 (부조)', mediate: '통관', balanced: '중화 (월령의 격)' };

  function readingText(r) {
    return '득령 ' + r.deukryeong.points + '/' + r.deukryeong.of + ' · 득지 ' + r.deukji.points + '/' + r.deukji.of + ' · 득세 ' + r.deukse.points + '/' + r.deukse.of +
      ' (월령 사령 ' + r.stemInForce + (r.daysIntoMonth === null ? ', 본기로 봄' : ', 절입 ' + r.daysIntoMonth + '일째') + ')';
  }

  /** The classical books the passages of needs.sources come from, once each; the passages themselves are in the JSON. */
  function sourceBooks(sources) {
    var seen = [];
    sources.forEach(function (x) {
      (x.match(/子平眞詮|滴天髓|窮通寶鑑/g) || []).forEach(function (book) {
        if (seen.indexOf(book) < 0) seen.push(book);
      });
    });
    return (seen.join(' · ') || '—') + ' (구절 ' + sources.length + '개: needs.sources)';
  }

  function combinationText(list) {
    return list.map(function (c) {
      var chars = c.members.map(function (m) { return m.char; }).join('');
      if (c.kind === '충') return chars + ' 충' + (c.transforms ? ' (' + c.element + ' 약화)' : '');
      return chars + ' ' + c.kind + (c.element ? ' ' + c.element : '') + (c.transforms ? ' (화)' : ' (불화)');
    }).join(', ');
  }

  function sajuTables(saju) {
    var p = saju.pillars;
    var needs = saju.needs;
    var supply = saju.supply.map(function (c) {
      var what = c.supplies ? '필요한 오행을 채움' : c.bringsGisin ? '기신을 더함' : '영향 없음';
      return c.hanja + ' ' + (c.element || '?') + ': ' + what;
    }).join(', ');
    return fieldTable('사주 보완 (saju, ' + needs.method + ')', [
      [['사주', 'saju.pillars'], [p.year, p.month, p.day, p.hour].map(function (x) {
        return x ? x.hanja : '(시 모름)';
      }).join(' ')],
      [['오행 개수', 'saju.counts'], countText(saju.counts)],
      [['지장간 포함', 'saju.countsWithHidden'], countText(saju.countsWithHidden)],
      needs.strength ? [['신강·신약', 'needs.strength'], (STRENGTH_KO[needs.strength] || needs.strength) + (needs.score === undefined ? '' : ' (' + needs.score + '점)')] : null,
      needs.reading ? [['득령 · 득지 · 득세', 'needs.reading'], readingText(needs.reading)] : null,
      needs.reading && needs.reading.combinations.length ? [['합 · 충', 'needs.reading'], combinationText(needs.reading.combinations)] : null,
      needs.reading && needs.reading.pattern ? [['외격', 'needs.reading'], needs.reading.pattern] : null,
      [['필요한 오행', 'saju.needs.needed'], needs.needed.join(' ') || '—'],
      [['용신 · 희신 · 기신', 'saju.needs'], (needs.yongsin || '—') + ' · ' + (needs.huisin || '—') + ' · ' + (needs.gisin.join(' ') || '—')],
      needs.step ? [['정한 단계', 'needs.step'], (STEP_KO[needs.step] || needs.step) + (needs.reason ? ': ' + needs.reason.ko : '')] : null,
      needs.sources ? [['근거', 'needs.sources'], sourceBooks(needs.sources)] : null,
      [['이름이 채우는 것', 'saju.supply'], supply || '—'],
      saju.uncertain.length ? [['확실하지 않음', 'saju.uncertain'], saju.uncertain.join(', ') + ' (절기가 든 날: 시각을 넣으면 정해집니다)'] : null,
    ]);
  }

  function warningList(warnings) {
    if (!warnings.length) return null;
    var list = el('ul', { className: 'warnings' });
    warnings.forEach(function (w) {
      list.appendChild(el('li', null, el('span', { className: 'hanja' }, w.hanja), ' ', w.list === 'avoid' ? '불용한자' : '속설로 피하는 글자', ': ', w.reason.ko, ' (', w.source, ')'));
    });
    return el('div', { className: 'name-warnings' }, el('h4', null, '불용한자 ', el('span', { className: 'en', lang: 'en' }, '(warnings)')), list);
  }

  /** The birth of a form with birthDate, birthTime, birthCalendar and birthLeap, or undefined; a message for the visitor when it is malformed. */
  function birthOfForm(form) {
    var date = form.elements.birthDate.value.trim();
    var time = form.elements.birthTime.value.trim();
    if (!date) {
      if (time) throw new Error('태어난 시각만으로는 사주를 세울 수 없습니다. 생년월일도 넣어 주세요.');
      return undefined;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error('생년월일은 YYYY-MM-DD로 적습니다 (예: 2026-03-01).');
    if (time && !/^\d{2}:\d{2}$/.test(time)) throw new Error('태어난 시각은 HH:MM으로 적습니다 (예: 09:30). 모르면 비워 두세요.');
    var birth = { date: date, calendar: form.elements.birthCalendar.value };
    if (time) birth.time = time;
    if (birth.calendar === 'lunar') birth.leapMonth = form.elements.birthLeap.checked;
    return birth;
  }

  wire(
    'name-form',
    'name-result',
    function (form) {
      var body = { surname: required(form, 'surname', '성'), given: required(form, 'given', '이름'), school: form.elements.school.value, flowRule: form.elements.flowRule.value,
        resourceSchool: form.elements.resourceSchool.value, samwonBasis: form.elements.samwonBasis.value };
      var birth = birthOfForm(form);
      if (birth) {
        body.birth = birth;
        body.needMethod = form.elements.needMethod.value;
      }
      return ['POST', 'v1/name/analyze', body, true];
    },
    renderName,
  );

  // ---- 3-1. 작명: recommended names ----------------------------------------

  var RANK_LABELS = { hanja: '한자', popularity: '요즘 이름', grids: '격', elements: '자원오행·사주', flows: '오행 흐름', yinYang: '음양' };

  /** "2022년 딸 이름 3위" from a name's popularity, or null. */
  function popularityLabel(p) {
    if (!p) return null;
    var who = p.sex === 'f' ? (p.of === 'births' ? '딸 ' : '여성 ') : p.sex === 'm' ? (p.of === 'births' ? '아들 ' : '남성 ') : '';
    return p.year + '년 ' + (p.of === 'births' ? '' : '개명 ') + who + '이름 ' + (p.rank === null ? '' : p.rank + '위');
  }

  /** The names put on the shortlist, to compare side by side (kept in the page only). */
  var shortlist = [];

  function renderShortlist() {
    var box = document.getElementById('recommend-shortlist');
    box.replaceChildren();
    if (!shortlist.length) return;
    var rows = [
      ['한자', function (n) { return el('span', { className: 'hanja' }, n.surname + n.hanja); }],
      ['뜻', function (n) { return n.meaning; }],
      ['로마자', function (n) { return n.romanized.passport; }],
      ['인기', function (n) { return popularityLabel(n.popularity) || '목록 밖'; }],
      ['점수', function (n) { return n.score + '점'; }],
    ];
    var table = el('table', { className: 'grid shortlist' });
    table.append(el('caption', null, '후보 비교 ', el('span', { className: 'en', lang: 'en' }, '(shortlist)')));
    var head = el('tr', null, el('th', { scope: 'col' }, ''));
    shortlist.forEach(function (n) { head.append(el('th', { scope: 'col' }, n.hangul)); });
    table.append(head);
    rows.forEach(function (row) {
      var tr = el('tr', null, el('th', { scope: 'row' }, row[0]));
      shortlist.forEach(function (n) { tr.append(el('td', null, row[1](n))); });
      table.append(tr);
    });
    box.append(table);
  }

  /** One recommended name: its line (meaning, romanization, popularity, why), a shortlist button, and on opening its full analysis. */
  function recommendedItem(n, surname) {
    var details = el('details', { className: 'recommended' });
    var popularity = popularityLabel(n.popularity);
    var summary = el('summary', null, el('strong', null, n.hangul), ' ', n.hanja ? el('span', { className: 'hanja' }, surname + n.hanja) : null, ' · ', el('span', { className: 'score' }, n.score + '점'));
    var add = el('button', { type: 'button', className: 'shortlist-add' }, '후보에 담기');
    add.addEventListener('click', function () {
      if (!shortlist.some(function (s) { return s.hangul === n.hangul && s.hanja === n.hanja; })) shortlist.push(Object.assign({ surname: surname }, n));
      renderShortlist();
    });
    details.append(
      summary,
      el('p', { className: 'meaning' }, n.meaning, ' · ', n.romanized.passport, popularity ? ' · ' + popularity : '', n.unisex ? ' · 남녀 모두' : ''),
      el('p', null, n.why.ko),
      add,
    );
    var filled = false;
    details.addEventListener('toggle', function () {
      if (!details.open || filled) return;
      filled = true;
      details.append(gridTable('추천 점수 내역 (parts)', ['부분 part', '점수 points'], Object.keys(n.parts).map(function (part) {
        return [el('span', null, RANK_LABELS[part] || part, ' ', code(part)), String(n.parts[part])];
      }), 'grid parts'));
      if (!n.analysis) return;
      renderName({ body: { data: { result: n.analysis } } }).forEach(function (node) {
        details.append(node);
      });
      // The analysis's tables carry the ids of the analysis section; here they would be duplicates.
      Array.prototype.forEach.call(details.querySelectorAll('[id]'), function (node) {
        node.removeAttribute('id');
      });
    });
    return el('li', null, details);
  }

  function renderRecommend(r) {
    var d = r.body.data;
    var surname = d.input.surname.hanja;
    var list = el('ol', { className: 'recommended-names' });
    d.names.forEach(function (n) {
      list.append(recommendedItem(n, surname));
    });
    var others = d.input.surname.choices.length > 1 ? el('p', { className: 'note' }, '성 ' + d.input.surname.hangul + '을(를) ' + surname + '(으)로 보았습니다. 다른 한자: ' + d.input.surname.choices.slice(1).map(function (c) { return c.hanja; }).join(' ') + ' — 성 칸에 한자로 넣으면 그 한자로 짓습니다.') : null;
    var excluded = null;
    if (d.excluded.length) {
      excluded = el('div', { className: 'excluded' }, el('h4', null, '빠진 인기 이름 ', el('span', { className: 'en', lang: 'en' }, '(excluded)')));
      var items = el('ul');
      d.excluded.forEach(function (e) {
        items.append(el('li', null, el('strong', null, e.name), e.rank ? ' (' + e.year + '년 ' + e.rank + '위)' : '', ': ', e.why.ko, e.admittedBy ? ' — ' + JSON.stringify(e.admittedBy) + '(으)로 요청하면 나옵니다' : ''));
      });
      excluded.append(items);
    }
    return [
      el('h3', null, el('span', { className: 'hanja' }, surname), ' ', d.input.surname.hangul, ' · ', String(d.names.length), '개 ', el('span', { className: 'en', lang: 'en' }, 'of ' + d.total)),
      others,
      d.notice ? el('p', { className: 'note', role: 'status' }, d.notice.ko) : null,
      d.names.length ? list : null,
      excluded,
    ].filter(Boolean);
  }

  wire(
    'recommend-form',
    'recommend-result',
    function (form) {
      // include analysis: opening a name shows its full analysis without a second call (the free plan's minute is short).
      var body = { surname: required(form, 'surname', '성'), popularity: form.elements.popularity.value, era: form.elements.era.value, kind: form.elements.kind.value, include: ['analysis'], limit: 20 };
      if (form.elements.sex.value) body.sex = form.elements.sex.value;
      if (form.elements.otherSex.checked) body.otherSex = true;
      var candidates = form.elements.candidates.value.split(/[,，\s]+/).filter(Boolean);
      if (candidates.length) body.candidates = candidates;
      var birth = birthOfForm(form);
      if (birth) body.birth = birth;
      var pattern = form.elements.pattern.value.trim();
      if (pattern) body.pattern = pattern;
      var fixed = form.elements.fixed.value.trim();
      if (fixed) {
        body.fixed = { position: Number(form.elements.fixedPosition.value) };
        body.fixed[/^[가-힣]$/.test(fixed) ? 'hangul' : 'hanja'] = fixed;
      }
      return ['POST', 'v1/name/recommend', body, true];
    },
    renderRecommend,
  );

  // ---- 3a. a name in hangul, written in hanja (the picker) ----------------

  var PART_NAMES = { surname: '성', given: '이름' };
  var ORDINALS = ['첫째', '둘째', '셋째'];

  /** The syllables of the hangul name, each with its part and place; a message for the visitor when the name is not hangul. */
  function pickerSyllables(form) {
    var parts = { surname: [required(form, 'surname', '한글 성'), 2], given: [required(form, 'given', '한글 이름'), 3] };
    var syllables = [];
    Object.keys(parts).forEach(function (part) {
      var text = parts[part][0];
      if (!/^[가-힣]+$/.test(text) || text.length > parts[part][1]) {
        throw new Error('한글 ' + PART_NAMES[part] + '은 한글 1–' + parts[part][1] + '자로 넣으세요. 한자를 알면 아래 칸에 바로 넣으면 됩니다.');
      }
      Array.from(text).forEach(function (syllable, index) {
        syllables.push({ part: part, index: index, syllable: syllable });
      });
    });
    return syllables;
  }

  /** One choice of a syllable: the hanja, its meaning and reading, its strokes (원획, what 성명학 counts). */
  function choiceOf(c, name, syllable) {
    var input = el('input', { type: 'radio', name: name, value: c.hanja });
    input.dataset.hangul = syllable;
    return el(
      'label',
      { className: 'hanja-choice' },
      input,
      el('span', { className: 'hanja big' }, c.hanja),
      // A long meaning (some are whole English sentences) is cut to two lines; the whole of it is the tooltip.
      el('span', { className: 'choice-text' }, el('span', { className: 'choice-meaning', title: (c.meaning || '') + ' ' + c.reading }, (c.meaning ? c.meaning + ' ' : '') + c.reading), el('span', null, '원획 ' + c.strokes + '획')),
    );
  }

  /** The choices of one syllable, from its answer of GET /v1/name/chars. */
  function syllableChoices(s, i, r) {
    var legend = el('legend', null, PART_NAMES[s.part] + ' ' + ORDINALS[s.index] + ' 글자 ', el('strong', null, s.syllable));
    var box = el('fieldset', { className: 'syllable', 'data-part': s.part, 'data-index': s.index }, legend);
    if (r.status !== 200 || !r.body) {
      box.append(errorBox(r));
    } else if (r.body.data.chars.length === 0) {
      box.append(el('p', { className: 'note', role: 'status' }, '인명용 한자 가운데 독음이 "' + s.syllable + '"인 글자가 없습니다. 이름의 한글을 확인하세요.'));
    } else {
      legend.append(' (' + r.body.data.total + '자, 많이 쓰는 순)');
      var list = el('div', { className: 'choice-list' });
      r.body.data.chars.forEach(function (c) {
        list.append(choiceOf(c, 'pick-' + i, s.syllable));
      });
      box.append(list);
    }
    box.append.apply(box, answerFooter('GET', 'v1/name/chars?reading=' + s.syllable, r));
    return box;
  }

  /**
   * The analysis is sent by its own button once every syllable has its hanja,
   * not on the last pick: a visitor may still change a pick, and the answer
   * should come when they ask for it. Each character is sent with the hangul
   * the visitor typed, so the name is read as they say it (樂 in 樂善 as 낙,
   * not as the dictionary's first reading).
   */
  function wirePicker() {
    var form = $('picker-form');
    var target = $('picker-result');
    var button = form.querySelector('button[type=submit]');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var syllables;
      try {
        syllables = pickerSyllables(form);
      } catch (problem) {
        target.replaceChildren(problemBox(String(problem.message || problem)));
        return;
      }
      button.disabled = true;
      target.setAttribute('aria-busy', 'true');
      Promise.all(syllables.map(function (s) {
        return call('GET', 'v1/name/chars?reading=' + encodeURIComponent(s.syllable), undefined, true);
      }))
        .then(function (answers) {
          var chosen = el('p', { id: 'picker-chosen', role: 'status' }, '음절마다 한자를 하나씩 고르세요.');
          var analyze = el('button', { type: 'button', id: 'picker-analyze', disabled: 'disabled' }, '고른 한자로 이름 풀기 ', code('POST /v1/name/analyze'));
          // The choices of this answer, listened to on their own element: a new search replaces them, listeners and all.
          var choices = el('div', { className: 'syllables' });
          syllables.forEach(function (s, i) {
            choices.append(syllableChoices(s, i, answers[i]));
          });
          target.replaceChildren(el('h3', null, '한자 고르기: ', syllables.map(function (s) {
            return s.syllable;
          }).join('')), choices, chosen, el('p', null, analyze));
          var heading = target.querySelector('h3');
          heading.setAttribute('tabindex', '-1');
          heading.focus();
          function picks() {
            return syllables.map(function (s, i) {
              var checked = choices.querySelector('input[name="pick-' + i + '"]:checked');
              return checked ? { part: s.part, hanja: checked.value, hangul: checked.dataset.hangul } : null;
            });
          }
          choices.addEventListener('change', function () {
            var now = picks();
            var done = now.every(Boolean);
            chosen.textContent = done
              ? '고른 이름: ' + now.map(function (p) { return p.hanja; }).join('') + ' — 아래 성·이름 칸에도 채웠습니다.'
              : '고른 한자: ' + now.map(function (p) { return p ? p.hanja : '○'; }).join('') + ' (아직 고르지 않은 음절이 있습니다)';
            if (done) {
              $('name-surname').value = now.filter(function (p) { return p.part === 'surname'; }).map(function (p) { return p.hanja; }).join('');
              $('name-given').value = now.filter(function (p) { return p.part === 'given'; }).map(function (p) { return p.hanja; }).join('');
            }
            analyze.disabled = !done;
          });
          analyze.addEventListener('click', function () {
            var now = picks();
            var of = function (part) {
              return now.filter(function (p) { return p.part === part; }).map(function (p) { return { hanja: p.hanja, hangul: p.hangul }; });
            };
            show(['POST', 'v1/name/analyze', { surname: of('surname'), given: of('given'), school: $('name-school').value }, true], $('name-result'), renderName, analyze);
          });
        }, function (error) {
          unreachable(target, error);
        })
        .then(function () {
          button.disabled = false;
          target.removeAttribute('aria-busy');
        });
    });
  }

  wirePicker();

  // ---- 4. character ------------------------------------------------------

  var RULE_LABELS = {
    'radical-full-form': '부수를 본래 글자로 (radical-full-form)',
    'written-count': '쓰는 획수 기준 (written-count)',
    'numeral-value': '수를 나타내는 글자 (numeral-value)',
    'radical-itself': '부수 글자 그대로 (radical-itself)',
    override: '검토한 예외 (override)',
  };

  function renderChar(r) {
    var d = r.body.data;
    var meanings = Object.keys(d.meanings || {}).map(function (reading) {
      return reading + ': ' + d.meanings[reading].join(', ');
    });
    return [
      el('h3', null, el('span', { className: 'hanja big' }, d.hanja), ' ', d.nameReading || ''),
      fieldTable('인명용 한자 (record)', [
        [['코드', 'codePoint'], d.codePoint],
        [['인명용 음', 'readings'], d.readings.length ? d.readings.join(', ') : '(법원 목록에 음 없음)'],
        [['이름에 쓰는 음', 'nameReading'], d.nameReading],
        d.initialReadings.length ? [['두음법칙 음', 'initialReadings'], d.initialReadings.join(', ')] : null,
        [['뜻', 'meaning'], (d.meaning || '—') + (d.meaningSource ? ' (' + d.meaningSource + (d.meaningLang ? ', ' + d.meaningLang : '') + ')' : '')],
        meanings.length ? [['음마다의 뜻', 'meanings'], meanings.join(' / ')] : null,
        [['부수', 'radical'], d.radical.char + ' (' + d.radical.number + '번, ' + d.radical.strokes + '획)'],
        [['원획 (성명학 획수)', 'strokes'], el('strong', null, String(d.strokes))],
        [['원획 규칙', 'strokesRule'], RULE_LABELS[d.strokesRule] || d.strokesRule],
        [['쓰는 획수', 'strokesWritten'], String(d.strokesWritten)],
        [['부수 밖 획수', 'residualStrokes'], String(d.residualStrokes)],
        d.disputed ? [['이견', 'disputed'], d.disputed.values.join(' / ') + ' — ' + d.disputed.note] : null,
      ]),
    ];
  }

  wire(
    'char-form',
    'char-result',
    function (form) {
      var hanja = required(form, 'hanja', '한자');
      return ['GET', 'v1/name/char/' + encodeURIComponent(hanja), undefined, true];
    },
    renderChar,
  );

  // ---- 5. calendar day ---------------------------------------------------

  leapOnlyWhenLunar('side', $('calendar-leap'));

  function lunarText(lunar) {
    return lunarDateText(lunar) + (lunar.leap ? ' (윤달 leap)' : '');
  }

  function pillarText(pillar) {
    return pillar.hanja + ' (' + pillar.reading + ')';
  }

  function renderCalendar(r) {
    var d = r.body.data;
    return [
      el('h3', null, '양력 ', d.solar, ' · 음력 ', lunarText(d.lunar)),
      fieldTable('그날 (day)', [
        [['양력', 'solar'], d.solar],
        [['음력', 'lunar'], lunarText(d.lunar)],
        [['요일', 'weekday'], d.weekday.ko + ' (' + d.weekday.en + ')'],
        [['세차 (해의 간지)', 'pillars.year'], pillarText(d.pillars.year)],
        [['월건 (달의 간지)', 'pillars.month'], pillarText(d.pillars.month)],
        [['일진 (날의 간지)', 'pillars.day'], pillarText(d.pillars.day)],
        [['음력 달의 날수', 'lunarMonthLength'], String(d.lunarMonthLength)],
        [['그해의 윤달', 'leapMonthOfYear'], d.leapMonthOfYear === null ? '없음 (none)' : '윤' + d.leapMonthOfYear + '월'],
        d.solarTerm ? [['드는 절기', 'solarTerm'], d.solarTerm.name + ' ' + d.solarTerm.hanja + ' ' + d.solarTerm.at] : null,
        d.provisional ? [['천문 계산 값', 'provisional'], '한국천문연구원이 발표한 범위(2050년) 밖이라 천문 계산으로 정한 값입니다'] : null,
      ]),
    ];
  }

  wire(
    'calendar-form',
    'calendar-result',
    function (form) {
      var side = form.elements.side.value;
      var query = side + '=' + encodeURIComponent(required(form, 'date', '날짜'));
      var date = required(form, 'date', '날짜');
      var leap = side === 'lunar' && form.elements.leap.checked;
      if (leap) query += '&leap=true';
      var input = side === 'lunar' ? { lunar: date, leap: leap } : { solar: date };
      return ['GET', 'v1/calendar/day?' + query, undefined, true, function (lib) {
        return lib.calendarDay(input);
      }];
    },
    renderCalendar,
  );

  // ---- 6. four pillars ---------------------------------------------------

  function elementText(pillar) {
    return pillar.elements.stem.hanja + pillar.elements.branch.hanja + ' (' + pillar.elements.stem.reading + pillar.elements.branch.reading + ')';
  }

  function renderPillars(r) {
    var d = r.body.data;
    var order = [['시 hour', d.hour], ['일 day', d.day], ['월 month', d.month], ['년 year', d.year]];
    return [
      el('h3', null, d.at),
      gridTable('네 기둥 (year, month, day, hour)', [''].concat(order.map(function (o) {
        return o[0];
      })), [
        ['간지'].concat(order.map(function (o) {
          return el('span', { className: 'hanja' }, o[1].hanja);
        })),
        ['읽기 reading'].concat(order.map(function (o) {
          return o[1].reading;
        })),
        ['오행 elements'].concat(order.map(function (o) {
          return elementText(o[1]);
        })),
      ], 'grid pillars'),
      fieldTable('무엇으로 세웠나', [
        [['띠', 'zodiac'], d.zodiac.reading + ' (' + d.zodiac.hanja + ', ' + d.zodiac.en + ')'],
        [['달을 연 절', 'monthTerm'], d.monthTerm.name + ' ' + d.monthTerm.hanja + ' ' + d.monthTerm.at],
        [['UTC', 'utc'], d.utc],
        [['일·시를 읽은 시계', 'clock'], (d.clock.basis === 'civil' ? '한국 시각 (civil) ' : '진태양시 (trueSolar) ') + d.clock.time +
          (d.clock.longitude === null ? '' : ' · 동경 ' + d.clock.longitude + '° · 균시차 ' + d.clock.equationOfTimeSeconds + '초')],
        [['23시–24시', 'ziHour'], d.ziHour === 'split' ? '야자시·조자시 (split)' : '자시 하나로 (whole)'],
      ]),
    ];
  }

  wire(
    'pillars-form',
    'pillars-result',
    function (form) {
      var query = 'at=' + encodeURIComponent(required(form, 'at', '시각')) + '&ziHour=' + form.elements.ziHour.value;
      var longitude = form.elements.longitude.value.trim();
      if (longitude !== '') query += '&longitude=' + encodeURIComponent(longitude);
      var input = { at: form.elements.at.value.trim(), ziHour: form.elements.ziHour.value };
      if (longitude !== '') input.longitude = numberOf(longitude);
      return ['GET', 'v1/calendar/pillars?' + query, undefined, true, function (lib) {
        return lib.fourPillarsAt(input);
      }];
    },
    renderPillars,
  );

  // ---- 7. the solar terms of a year --------------------------------------

  /**
   * An instant as the answer writes it, "2026-02-04T05:02:00+09:00", shown as
   * its date and minute with the offset after it: the terms are rounded to the
   * minute, and the offset is not always +09:00 (summer time, +08:30, +08:28).
   * Only the answer's own text is cut up: no clock arithmetic in the browser.
   */
  function termInstant(term) {
    var at = term.at;
    return el(
      'span',
      { className: 'instant' },
      el('span', { className: 'nowrap' }, at.slice(0, 10)),
      ' ',
      el('span', { className: 'nowrap' }, at.slice(11, 16)),
      ' ',
      el('span', { className: 'offset' }, at.slice(19)),
      // Before 1908-04-01 Seoul kept its own mean time, which an RFC 3339 offset cannot write.
      term.localMeanTime ? ' ' : null,
      term.localMeanTime ? el('span', { className: 'lmt' }, '서울 지방평균시 ' + term.localMeanTime.slice(11)) : null,
    );
  }

  function termName(term) {
    return el('span', null, term.name, ' ', el('span', { className: 'hanja' }, term.hanja));
  }

  function renderTerms(r) {
    var d = r.body.data;
    return [
      el('h3', null, d.year + '년의 24절기'),
      gridTable('24절기 (terms: name, hanja, at, longitude)', ['절기', '한국 시각', '황경'], d.terms.map(function (term) {
        return [termName(term), termInstant(term), term.longitude + '°'];
      }), 'grid terms'),
      el('p', { className: 'source' }, '출처 ', code('source'), ': ', d.source.calc + ' · ' + d.source.terms),
    ];
  }

  wire(
    'terms-form',
    'terms-result',
    function (form) {
      var year = required(form, 'year', '해');
      return ['GET', 'v1/calendar/terms?year=' + encodeURIComponent(year), undefined, true, function (lib) {
        return lib.solarTermYear(numberOf(year));
      }];
    },
    renderTerms,
  );

  // ---- 8. a month, day by day --------------------------------------------

  /** A lunar date in a month's list: YYYY-MM-DD, 윤달 marked, and marked when the day rests on astronomy rather than KASI's table. */
  function monthLunar(day) {
    return el(
      'span',
      null,
      el('span', { className: 'nowrap' }, lunarDateText(day.lunar)),
      day.lunar.leap ? el('span', { className: 'leap' }, ' 윤달') : null,
      day.provisional ? el('span', { className: 'provisional' }, ' (잠정)') : null,
    );
  }

  function renderMonth(r) {
    var d = r.body.data;
    var rows = d.days.map(function (day) {
      // Four columns, the weekday beside its date, so that a month fits a phone's width without scrolling.
      return [
        el('span', null, el('span', { className: 'nowrap' }, day.solar), ' ', el('span', { className: 'weekday weekday-' + day.weekday.index }, '(' + day.weekday.ko + ')')),
        monthLunar(day),
        el('span', null, el('span', { className: 'hanja' }, day.dayPillar.hanja), ' ', el('span', { className: 'nowrap' }, '(' + day.dayPillar.reading + ')')),
        day.solarTerm ? el('span', null, termName(day.solarTerm), ' ', el('span', { className: 'nowrap' }, day.solarTerm.at.slice(11, 16))) : '',
      ];
    });
    var provisional = d.days.some(function (day) {
      return day.provisional;
    });
    return [
      el('h3', null, d.year + '년 ' + d.month + '월 · ' + d.days.length + '일'),
      d.solarTerms.length
        ? el('p', null, '이달의 절기: ', d.solarTerms.map(function (term) {
          return term.name + ' ' + term.hanja + ' ' + term.at.slice(0, 10) + ' ' + term.at.slice(11, 16);
        }).join(', '))
        : el('p', null, '이달에 드는 절기가 없습니다.'),
      gridTable('날마다 (days: solar, weekday, lunar, dayPillar, solarTerm)', ['양력 (요일)', '음력', '일진', '절기'], rows, 'grid month-days'),
      provisional ? el('p', { className: 'note' }, '(잠정): 한국천문연구원이 발표한 범위(2050년) 밖이라 천문 계산으로 정한 음력 값입니다 (provisional).') : null,
      el('p', { className: 'source' }, '출처 ', code('source'), ': ', d.source.calc + ' · ' + d.source.calendar + ' · ' + d.source.terms),
    ].filter(Boolean);
  }

  wire(
    'month-form',
    'month-result',
    function (form) {
      // What is not a month is the library's to refuse, in its own words (BAD_INPUT, CALC_ERROR).
      var month = required(form, 'month', '달');
      var year = required(form, 'year', '해');
      return ['GET', 'v1/calendar/month?year=' + encodeURIComponent(year) + '&month=' + encodeURIComponent(month), undefined, true, function (lib) {
        return lib.calendarMonth(numberOf(year), numberOf(month));
      }];
    },
    renderMonth,
  );
})();
