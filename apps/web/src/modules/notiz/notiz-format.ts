// spec 001 §9: note timestamps read dd.mm.yy hh:mm (Berlin time, 24 hours).
const fmt = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant → `05.03.26 23:30`; empty when it is no date. */
export function formatNotizZeit(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => fmt.formatToParts(d).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}
