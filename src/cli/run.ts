/**
 * The `tojeong` command line: picks the command, runs it, and turns what
 * went wrong into a message on stderr and an exit code — 2 for a command
 * line or an input the service would refuse (its 4xx), 1 for anything else.
 */
import type { Clock } from '../clock.js';
import { type ErrorLanguage, TojeongError } from 'tojeong-core/errors';
import { PACKAGE } from '../version.js';
import { errorMessage } from '../errorPointer.js';
import type { Command } from './command.js';
import { UsageError } from './usage.js';

/**
 * The commands, each loaded only when it is run: a command's module loads the
 * data of its domain (the name dictionary alone is 3.2 MB), which the others,
 * `--help` and `--version` do not need.
 */
export const COMMANDS: ReadonlyArray<{ name: string; summary: string; summaryKo: string; load: () => Promise<Command> }> = [
  {
    name: 'gwae',
    summaryKo: '생일과 해로 본 토정비결 괘, 그 계산과 원문',
    summary: 'the 토정비결 gwae of a birth date for a year, with its calculation and its text',
    load: async () => (await import('./commands/gwae.js')).gwaeCommand,
  },
  {
    name: 'name',
    summaryKo: '한자 이름의 성명학 분석: 획수, 격, 81수, 오행, 점수',
    summary: 'the 성명학 analysis of a name in hanja: strokes, grids, 81-numbers, elements, score',
    load: async () => (await import('./commands/name.js')).nameCommand,
  },
  {
    name: 'recommend',
    summaryKo: '성에 맞는 이름을 순위와 이유와 함께(작명), 발표된 이름 목록에서',
    summary: 'given names for a surname, ranked and explained (작명), from the published name lists',
    load: async () => (await import('./commands/recommend.js')).recommendCommand,
  },
  {
    name: 'char',
    summaryKo: '인명용 한자 한 글자: 음, 뜻, 부수, 원획',
    summary: 'one name-usable hanja: readings, meaning, radical, strokes (원획)',
    load: async () => (await import('./commands/char.js')).charCommand,
  },
  {
    name: 'chars',
    summaryKo: '한글 한 음절의 인명용 한자, 많이 쓰는 것부터(한글 이름을 한자로)',
    summary: 'the name-usable hanja of a hangul syllable, most used first (a name in hangul, in hanja)',
    load: async () => (await import('./commands/chars.js')).charsCommand,
  },
  {
    name: 'calendar',
    summaryKo: '한국 달력의 하루: 양력 ↔ 음력, 요일, 간지',
    summary: 'one day of the Korean calendar: solar ↔ lunar, weekday, pillars (간지)',
    load: async () => (await import('./commands/calendar.js')).calendarCommand,
  },
  {
    name: 'terms',
    summaryKo: '한 해의 24절기, 한국 표준시의 시각',
    summary: 'the 24 solar terms (절기) of a year, their instants in Korean civil time',
    load: async () => (await import('./commands/terms.js')).termsCommand,
  },
  {
    name: 'month',
    summaryKo: '한 달의 모든 날: 음력 날짜, 요일, 일진, 그달에 드는 절기',
    summary: 'every day of a month: lunar date, weekday, 일진, and the solar terms that begin in it',
    load: async () => (await import('./commands/month.js')).monthCommand,
  },
  {
    name: 'pillars',
    summaryKo: '한 순간의 사주: 해는 입춘, 달은 각 節, 일, 시',
    summary: 'the four pillars (사주) at an instant: year at 입춘, month at each 節, day, hour',
    load: async () => (await import('./commands/pillars.js')).pillarsCommand,
  },
  {
    name: 'mcp',
    summaryKo: 'MCP 서버를 stdio로 실행(MCP 클라이언트가 띄우는 용도)',
    summary: 'serve the tools over MCP on stdio, for an MCP client to start',
    load: async () => (await import('./commands/mcp.js')).mcpCommand,
  },
];

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_BAD_INPUT = 2;

export interface CliIo {
  clock: Clock;
  /** The language of the messages of refused input (the API's two texts), of the labels and of the help: src/cli/language.ts. */
  language: ErrorLanguage;
  stdout(text: string): void;
  stderr(text: string): void;
}

const HELP = `Usage: tojeong COMMAND [ARGUMENTS] [--json]

${PACKAGE.name} ${PACKAGE.version}: 토정비결 and 성명학 values and the Korean calendar,
computed offline. Values and the original text only; no interpretation.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`).join('\n')}

  tojeong COMMAND --help   the command's arguments and options
  tojeong --version        the version

--json prints the data the HTTP API answers for the same request.
Exit status: 0 done, 2 a bad command line or input (the message says what to change), 1 anything else.
In Korean with LANG=ko_KR.UTF-8 or TOJEONG_LANG=ko.`;

/** The same in Korean (LANG=ko_KR.UTF-8 or TOJEONG_LANG=ko: src/cli/language.ts). */
const HELP_KO = `사용법: tojeong COMMAND [ARGUMENTS] [--json]

${PACKAGE.name} ${PACKAGE.version}: 토정비결과 성명학의 값, 한국 달력을 오프라인으로
계산합니다. 값과 원문만 주며 해석은 하지 않습니다.

명령:
${COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summaryKo}`).join('\n')}

  tojeong COMMAND --help   그 명령의 인자와 옵션
  tojeong --version        판

--json은 같은 요청에 HTTP API가 답하는 data를 출력합니다.
종료 코드: 0 완료, 2 잘못된 명령줄이나 입력(무엇을 고칠지 메시지가 알려 줌), 1 그 밖의 모든 경우.
TOJEONG_LANG=en이면 영어로 나옵니다.`;

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  const help = io.language === 'ko' ? HELP_KO : HELP;
  if (name === undefined) {
    io.stderr(`${help}\n`);
    return EXIT_BAD_INPUT;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout(`${help}\n`);
    return EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${PACKAGE.version}\n`);
    return EXIT_OK;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  // --version after any command too (tojeong name --version), before the command's module loads.
  if (entry && (args.includes('--version') || args.includes('-v'))) {
    io.stdout(`${PACKAGE.version}\n`);
    return EXIT_OK;
  }
  if (!entry) {
    io.stderr(`tojeong: unknown command "${name}"; the commands are ${COMMANDS.map((c) => c.name).join(', ')} (tojeong --help)\n`);
    return EXIT_BAD_INPUT;
  }
  try {
    const command = await entry.load();
    await command.run(args, { clock: io.clock, language: io.language, write: io.stdout });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`tojeong ${entry.name}: ${error.message} (tojeong ${entry.name} --help)\n`);
      return EXIT_BAD_INPUT;
    }
    if (error instanceof TojeongError && error.status < 500) {
      io.stderr(`tojeong ${entry.name}: ${error.code}: ${errorMessage(error, io.language, 'cli')}\n`);
      return EXIT_BAD_INPUT;
    }
    io.stderr(`tojeong ${entry.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT_FAILED;
  }
}
