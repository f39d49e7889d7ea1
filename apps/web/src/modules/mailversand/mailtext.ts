/** The text with `insert` put in place of the selection [start, end), and where the caret goes after it. */
export function einfuegenAnCursor(
  value: string,
  start: number | null | undefined,
  end: number | null | undefined,
  insert: string,
): { value: string; caret: number } {
  const clamp = (n: number) => Math.min(Math.max(n, 0), value.length);
  const from = clamp(start ?? value.length);
  const to = Math.max(from, clamp(end ?? from));
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}
