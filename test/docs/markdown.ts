/** What the Korean-docs test reads of a Markdown page: its sections, its fenced examples, how much of its prose is hangul. */

const FENCE = /^```[^\n]*\n[\s\S]*?^```$/gm;

/** Each fenced block, its info string and body exactly as written. */
export function fencedBlocks(markdown: string): string[] {
  return [...markdown.matchAll(FENCE)].map((match) => match[0]);
}

export interface Section {
  level: number;
  title: string;
  /** What a heading in either language must name alike: its code spans and HTTP routes (`POST /v1/name/analyze`). */
  tokens: string[];
}

/** The ## and deeper headings outside fenced blocks (the # title is the page's name, in its own language). */
export function sections(markdown: string): Section[] {
  return markdown
    .replace(FENCE, '')
    .split('\n')
    .flatMap((line) => {
      const match = /^(#{2,6}) (.+)$/.exec(line);
      if (!match) return [];
      const title = match[2]!;
      const tokens = [...title.matchAll(/`[^`]+`|\b(?:GET|POST) \/\S+/g)].map((m) => m[0]);
      return [{ level: match[1]!.length, title, tokens }];
    });
}

/** Hangul syllables among the letters of the prose: code, links' targets and inline code taken out. */
export function hangulShare(markdown: string): number {
  const prose = markdown
    .replace(FENCE, '')
    .replace(/`[^`]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]*>/g, '');
  const hangul = (prose.match(/[가-힣]/g) ?? []).length;
  const latin = (prose.match(/[A-Za-z]/g) ?? []).length;
  return hangul / Math.max(1, hangul + latin);
}
