/** `tojeong pillars AT [--zi-hour split|whole] [--longitude DEG] [--json]`: the four pillars at an instant (GET /v1/calendar/pillars). */
import { type FourPillarsInput, fourPillarsAt } from '../../calendar/index.js';
import { fourPillarsRouteSchema } from '../../http/routes/pillarsSchemas.js';
import { type Command, writeJson } from '../command.js';
import { pillarsLayout } from '../layout/pillars.js';
import { expectPositionals, parseCommand } from '../options.js';
import { commandRequest } from '../request.js';

const OPTIONS = { 'zi-hour': { type: 'string' }, longitude: { type: 'string' } } as const;

export const pillarsCommand: Command = {
  help: `Usage: tojeong pillars AT [--zi-hour split|whole] [--longitude DEG] [--json]

The four pillars (사주: year, month, day, hour) at an instant on Korean civil
time, 1900-01-06 to 2100-12-31: the year turns at 입춘, the month at each 節,
the hour by two-hour periods from 23:00; with the 띠 and the five elements.

  AT                 YYYY-MM-DDThh:mm[:ss], with an offset (Z, +09:00) or without
                     one for Korean civil time (a time the clocks skipped or showed
                     twice is refused, naming the offsets to choose from)
  --zi-hour RULE     23:00-24:00: split (야자시/조자시, default: the day changes at
                     midnight) or whole (자시 as one period: it changes at 23:00)
  --longitude DEG    진태양시: read day and hour from the true solar time at DEG
                     degrees east (Seoul 126.98) instead of the civil clock
  --json             print the API's data as JSON, as GET /v1/calendar/pillars answers
  -h, --help         this text

Examples: tojeong pillars 2024-02-04T17:30
          tojeong pillars 1988-07-01T12:30+10:00 --longitude 126.98`,
  run(args, context) {
    const { values, positionals } = parseCommand(args, OPTIONS);
    if (values.help) return context.write(`${this.help}\n`);
    const [at] = expectPositionals(positionals, ['AT']) as [string];
    const query = { at, ziHour: values['zi-hour'], longitude: values.longitude };
    const pillars = fourPillarsAt(commandRequest<FourPillarsInput>(fourPillarsRouteSchema.querystring, query, 'querystring'));
    if (values.json) return writeJson(context, pillars);
    context.write(`${pillarsLayout(pillars)}\n`);
  },
};
