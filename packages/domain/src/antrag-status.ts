import { ANTRAG_STATUS_ID as S, type TAntragStatus } from '@lap/contracts';

/** spec 000 §4: below 2 the request is a draft and editable; from 2 on everything is locked for everyone. */
export function isAntragEditable(status: number): boolean {
  return status < S.neuerAntrag;
}

/** spec 000 §2: the one action the request list offers per row, by status. */
export type TAntragListAction = 'bearbeiten' | 'angebot' | 'dokumente' | 'ansehen';
export function antragListAction(status: TAntragStatus): TAntragListAction {
  if (isAntragEditable(status)) return 'bearbeiten';
  if (status === S.angebotErstellt) return 'angebot';
  if (istBeauftragt(status)) return 'dokumente';
  return 'ansehen';
}

/** From 5 'Auftrag erteilt' on the request is an order (invoiced, paid, dunned …), unless the provider ended it (8). */
export function istBeauftragt(status: number): boolean {
  return status >= S.auftragErteilt && status !== S.beendet;
}
