/**
 * The MCP tools: the pure answers of the service (gwae, name analysis,
 * character look-up, calendar day, solar terms, four pillars, calendar month),
 * each returning exactly the API's `data`.
 * Input schemas state types and enums; the values themselves (dates, years,
 * hanja) are checked by the same functions as the API, so a bad value comes
 * back with the API's error code and message.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { calendarDay, calendarMonth, CALENDAR_TABLE, FIRST_TERM_YEAR, fourPillarsAt, LAST_TERM_YEAR, solarTermYear, ZI_HOUR_RULES } from '../calendar/index.js';
import { type Clock, seoulDate } from '../clock.js';
import { nameCharAnswer } from '../hanja/index.js';
import { nameAnalysisAnswer, PHONETIC_SCHOOLS, type PhoneticSchool } from '../name/index.js';
import { BIRTH_CALENDARS, gwaeAnswer } from '../tojeong/index.js';
import { toolResult } from './toolResult.js';

const NO_INTERPRETATION =
  'The tool returns computed values and the original text only; it adds no interpretation, and none should be attributed to it.';
const YEARS = `${CALENDAR_TABLE.firstLunarYear}-${CALENDAR_TABLE.lastLunarYear}`;

const namePart = (what: string, example: string, max: number) =>
  z
    .union([z.string(), z.array(z.object({ hanja: z.string().describe('One hanja'), hangul: z.string().optional().describe('One hangul syllable to use instead of the dictionary reading') }))])
    .describe(`${what}: a string of 1 to ${max} hanja (${example}), or an array of {hanja, hangul?}`);

export function registerTools(server: McpServer, clock: Clock): void {
  server.registerTool(
    'tojeong_gwae',
    {
      title: '토정비결 gwae',
      description:
        `The 土亭祕訣 (Tojeong Bigyeol) gwae of a birth date for a year: the three digits and every calendar value they come from (calc), ` +
        `and the gwae's original text - title, nine yearly verses, twelve months of three verses - with hangul readings (gwae), and the sources. ` +
        `The same data as POST /v1/tojeong/gwae of tojeong-api. ${NO_INTERPRETATION}`,
      inputSchema: {
        birth: z.string().describe('Birth date YYYY-MM-DD in the calendar named by `calendar`'),
        calendar: z.enum(BIRTH_CALENDARS).optional().describe('Calendar of `birth`: solar (default) or lunar'),
        leapMonth: z.boolean().optional().describe('The lunar birth month is the leap month (윤달); ignored for a solar birth. Default false'),
        targetYear: z.number().int().optional().describe(`The year to read, ${YEARS}, not before the lunar birth year. Default: the current year in Korea`),
        reading: z.boolean().optional().describe('Verses as the hangul reading followed by the hanja in parentheses (default true), or hanja only'),
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    (input) =>
      toolResult(() => gwaeAnswer({ ...input, targetYear: input.targetYear ?? seoulDate(clock.now()).year })),
  );

  server.registerTool(
    'name_analyze',
    {
      title: '성명학 name analysis',
      description:
        `The 성명학 (Korean name numerology) values of a name in hanja: each character's reading and strokes (원획), the five grids (五格) and ` +
        `the four grids (元亨利貞) with their 81-numbers, names and ratings, yin-yang, the phonetic five elements, a score and a grade, and the sources. ` +
        `The same data as POST /v1/name/analyze of tojeong-api. ${NO_INTERPRETATION}`,
      inputSchema: {
        surname: namePart('The surname', '洪, 南宮', 2),
        given: namePart('The given name', '吉童', 3),
        school: z.enum(PHONETIC_SCHOOLS as [PhoneticSchool, ...PhoneticSchool[]]).optional().describe('Phonetic five-element school: unhae (운해, default) or haerye (해례)'),
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    (input) => toolResult(() => nameAnalysisAnswer(input)),
  );

  server.registerTool(
    'name_char',
    {
      title: 'Name-usable hanja',
      description:
        `One character of the Supreme Court's list of name-usable hanja (대법원 인명용 한자): its readings, the reading a name uses, its meaning (훈), ` +
        `radical, strokes as written and 원획 with the rule that gave them. The same data as GET /v1/name/char/{hanja} of tojeong-api. ${NO_INTERPRETATION}`,
      inputSchema: { hanja: z.string().describe('Exactly one character, looked up as given (no normalization)') },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ hanja }) => toolResult(() => nameCharAnswer(hanja)),
  );

  server.registerTool(
    'calendar_day',
    {
      title: 'Korean calendar day',
      description:
        `One day of the Korean lunisolar calendar (KASI's for lunar years 1900-2050, computed astronomically to 2100 and marked provisional), ` +
        `from its solar or its lunar date: both dates, the weekday, the year, month and day pillars (간지) with readings, the length of the lunar month ` +
        `and the leap month of the lunar year. The same data as GET /v1/calendar/day of tojeong-api. ${NO_INTERPRETATION}`,
      inputSchema: {
        solar: z.string().optional().describe('A solar date YYYY-MM-DD; give this or `lunar`'),
        lunar: z.string().optional().describe('A lunar date YYYY-MM-DD; give this or `solar`'),
        leap: z.boolean().optional().describe('With `lunar`: the month is the leap month (윤달). true with `solar` is an error; false changes nothing'),
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    (input) => toolResult(() => calendarDay(input)),
  );

  server.registerTool(
    'calendar_terms',
    {
      title: 'Solar terms of a year',
      description:
        `The 24 solar terms (절기) of a Gregorian year ${FIRST_TERM_YEAR}-${LAST_TERM_YEAR}, 소한 first and 동지 last: names in hangul and hanja, the Sun's longitude, ` +
        `and the instant to the minute in Korean civil time (with its UTC offset, summer time and +08:30 where Korea kept them) and in UTC. ` +
        `The same data as GET /v1/calendar/terms of tojeong-api. ${NO_INTERPRETATION}`,
      inputSchema: { year: z.number().int().describe(`A Gregorian year, ${FIRST_TERM_YEAR}-${LAST_TERM_YEAR}`) },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ year }) => toolResult(() => solarTermYear(year)),
  );

  server.registerTool(
    'calendar_pillars',
    {
      title: 'Four pillars (사주) at an instant',
      description:
        `The four pillars (year, month, day, hour) at an instant on Korean civil time: the year turns at 입춘's instant, the month at each 節, ` +
        `month stem by 五虎遁, hour by two-hour periods from 23:00 with stem by 五鼠遁; with the 띠 and the five elements of each pillar. ` +
        `The same data as GET /v1/calendar/pillars of tojeong-api. ${NO_INTERPRETATION}`,
      inputSchema: {
        at: z.string().describe('YYYY-MM-DDThh:mm[:ss] with an offset (Z, +09:00), or without one for Korean civil time of that date (a time the clocks skipped or showed twice is an error naming the offsets)'),
        ziHour: z.enum(ZI_HOUR_RULES).optional().describe('23:00-24:00: split (야자시/조자시, default; the day changes at midnight) or whole (자시 as one period; the day changes at 23:00)'),
        longitude: z.number().optional().describe('진태양시: degrees east of the birthplace (Seoul 126.98); day and hour then follow the true solar time there'),
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    (input) => toolResult(() => fourPillarsAt(input)),
  );

  server.registerTool(
    'calendar_month',
    {
      title: 'Korean calendar month',
      description:
        `Every day of a Gregorian month (1900-02 to 2100-12) with its lunar date, weekday, day pillar and the solar term beginning on it, and the month's terms. ` +
        `The same data as GET /v1/calendar/month of tojeong-api. ${NO_INTERPRETATION}`,
      inputSchema: { year: z.number().int().describe('A Gregorian year'), month: z.number().int().describe('A month, 1-12') },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ year, month }) => toolResult(() => calendarMonth(year, month)),
  );
}
