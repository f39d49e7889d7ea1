import {
  ABLEHN_GRUND_LABEL,
  ANTRAG_STATUS_ID,
  antragStatusLabel,
  KEINE_ANGABE,
  KEINE_AUSWAHL,
  type TAblehnGrund,
  type TAngebotView,
  VORKASSE_STATUS_ID,
} from '@lap/contracts';
import { formatDateTime } from '@lap/domain';

/** spec 001 §2 / §4: offers are priced, sent, reset or ended only while the request is below 5 (the server's rule too). */
export function isAngebotEditable(antragStatus: number): boolean {
  return antragStatus >= ANTRAG_STATUS_ID.neuerAntrag && antragStatus < ANTRAG_STATUS_ID.auftragErteilt;
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
  return `Angebot versendet am ${formatDateTime(view.angebotVersand)}${view.vorkasseStatus !== VORKASSE_STATUS_ID.normal ? ' (Vorkasse)' : ''}`;
}

/** The send-status banner of the offer edit page (001 §2 'a banner on send status'). */
export function angebotBanner(
  view: Pick<TAngebotView, 'antragStatus' | 'angebotVersand' | 'vorkasseStatus' | 'ablehnGrund'>,
): TAngebotBanner {
  const sent = view.angebotVersand ? versendetText(view) : undefined;
  switch (view.antragStatus) {
    case ANTRAG_STATUS_ID.neuerAntrag:
      return sent ? { tone: 'blue', title: sent } : { tone: 'gray', title: 'Noch nicht versendet' };
    case ANTRAG_STATUS_ID.angebotErstellt:
      return { tone: 'blue', title: sent ?? 'Angebot erstellt', detail: 'Die Entscheidung des Kunden steht noch aus.' };
    case ANTRAG_STATUS_ID.angebotAbgelehnt:
      return { tone: 'red', title: `Angebot abgelehnt: ${ablehnGrundText(view.ablehnGrund)}`, detail: sent };
    case ANTRAG_STATUS_ID.beendet:
      return { tone: 'dark', title: 'Vorgang durch Dienstleister beendet', detail: sent };
    default:
      return view.antragStatus >= ANTRAG_STATUS_ID.auftragErteilt
        ? {
            tone: 'teal',
            title: 'Auftrag erteilt',
            detail: [
              sent,
              view.antragStatus !== ANTRAG_STATUS_ID.auftragErteilt
                ? `Status: ${antragStatusLabel(view.antragStatus)}`
                : undefined,
            ]
              .filter(Boolean)
              .join(' · '),
          }
        : { tone: 'gray', title: antragStatusLabel(view.antragStatus) };
  }
}

/** Badge colour of a status in the offer list. */
export function statusColor(antragStatus: number): string {
  switch (antragStatus) {
    case ANTRAG_STATUS_ID.neuerAntrag:
      return 'gray';
    case ANTRAG_STATUS_ID.angebotErstellt:
      return 'blue';
    case ANTRAG_STATUS_ID.angebotAbgelehnt:
      return 'red';
    case ANTRAG_STATUS_ID.beendet:
      return 'dark';
    default:
      return antragStatus >= ANTRAG_STATUS_ID.auftragErteilt ? 'teal' : 'gray';
  }
}

/** Text colour of a light status badge: the darkest shade of its tone (teal's is too pale on its tint, WCAG AA). */
export function statusTextColor(antragStatus: number): string {
  const color = statusColor(antragStatus);
  return color === 'teal' ? 'dark.8' : `${color}.9`;
}
