/**
 * Deterministic JSON with one array item or object entry per line, so that a
 * change to one character shows as a one-line diff. The result is plain JSON.
 */
export function jsonWithItemLines(head: Record<string, unknown>, key: string, body: unknown[] | Record<string, unknown>): string {
  const lines = ['{'];
  for (const [k, v] of Object.entries(head)) lines.push(`  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  if (Array.isArray(body)) {
    lines.push(`  ${JSON.stringify(key)}: [`);
    body.forEach((item, i) => lines.push(`    ${JSON.stringify(item)}${i < body.length - 1 ? ',' : ''}`));
    lines.push('  ]');
  } else {
    const entries = Object.entries(body);
    lines.push(`  ${JSON.stringify(key)}: {`);
    entries.forEach(([k, v], i) => lines.push(`    ${JSON.stringify(k)}: ${JSON.stringify(v)}${i < entries.length - 1 ? ',' : ''}`));
    lines.push('  }');
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}
