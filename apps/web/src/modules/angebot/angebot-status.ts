import {
  ABLEHN_GRUND_LABEL,
  KEINE_ANGABE,
  KEINE_AUSWAHL,
  antragStatusLabel,
  type TAblehnGrund,
  type TAngebotView,
} from '@lap/contracts';
import { formatDateTime } from '@lap/domain';

/** spec 001 §2 / §4: offers are priced, sent, reset or ended only while the request is below 5 (the server's rule too). */
export function isAngebotEditable(antragStatus: number): boolean {
  return antragStatus >= 2 && antragStatus < 5;
}

export type TBannerTone = 'gray' | 'blue' | 'red' | 'teal' | 'dark';

export interface TAngebotBanner {
  tone: TBannerTone;
  title: string;
  detail?: string;
}

/** The stored rejection 'grund: text' (server) → 'Zu teuer – text'; the placeholders of an empty choice read as words. */
export function ablehnGrundText(stored: string | null): string {
  if (!stored) return 'Kein Grund angegeben';
  const at = stored.indexOf(': ');
  const grund = at < 0 ? stored : stored.slice(0, at);
  const text = at < 0 ? '' : stored.slice(at + 2);
  const grundText =
    grund === KEINE_AUSWAHL ? 'Kein Grund ausgewählt' : (ABLEHN_GRUND_LABEL[grund as TAblehnGrund] ?? grund);
  return text && text !== KEINE_ANGABE ? `${grundText} – ${text}` : grundText;
}

function versendetText(view: Pick<TAngebotView, 'angebotVersand' | 'vorkasseStatus'>): string {
  return `Angebot versendet am ${formatDateTime(view.angebotVersand)}${view.vorkasseStatus !== 0 ? ' (Vorkasse)' : ''}`;
}

/** The send-status banner of the offer edit page (001 §2 'a banner on send status'). */
export function angebotBanner(
  view: Pick<TAngebotView, 'antragStatus' | 'angebotVersand' | 'vorkasseStatus' | 'ablehnGrund'>,
): TAngebotBanner {
  const sent = view.angebotVersand ? versendetText(view) : undefined;
  switch (view.antragStatus) {
    case 2:
      return sent ? { tone: 'blue', title: sent } : { tone: 'gray', title: 'Noch nicht versendet' };
    case 3:
      return { tone: 'blue', title: sent ?? 'Angebot erstellt', detail: 'Die Entscheidung des Kunden steht noch aus.' };
    case 4:
      return { tone: 'red', title: `Angebot abgelehnt: ${ablehnGrundText(view.ablehnGrund)}`, detail: sent };
    case 8:
      return { tone: 'dark', title: 'Vorgang durch Dienstleister beendet', detail: sent };
    default:
      return view.antragStatus >= 5
        ? {
            tone: 'teal',
            title: 'Auftrag erteilt',
            detail: [sent, view.antragStatus !== 5 ? `Status: ${antragStatusLabel(view.antragStatus)}` : undefined]
              .filter(Boolean)
              .join(' · '),
          }
        : { tone: 'gray', title: antragStatusLabel(view.antragStatus) };
  }
}

/** Badge colour of a status in the offer list. */
export function statusColor(antragStatus: number): string {
  switch (antragStatus) {
    case 2:
      return 'gray';
    case 3:
      return 'blue';
    case 4:
      return 'red';
    case 8:
      return 'dark';
    default:
      return antragStatus >= 5 ? 'teal' : 'gray';
  }
}

/** Text colour of a light status badge: the darkest shade of its tone (teal's is too pale on its tint, WCAG AA). */
export function statusTextColor(antragStatus: number): string {
  const color = statusColor(antragStatus);
  return color === 'teal' ? 'dark.8' : `${color}.9`;
}
