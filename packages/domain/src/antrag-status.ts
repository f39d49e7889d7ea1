import type { TAntragStatus } from '@lap/contracts';

/** spec 000 §4: below 2 the request is a draft and editable; from 2 on everything is locked for everyone. */
export function isAntragEditable(status: number): boolean {
  return status < 2;
}

/** spec 000 §2: the one action the request list offers per row, by status. */
export type TAntragListAction = 'bearbeiten' | 'angebot' | 'dokumente' | 'ansehen';
export function antragListAction(status: TAntragStatus): TAntragListAction {
  if (status < 2) return 'bearbeiten';
  if (status === 3) return 'angebot';
  if (status > 4 && status !== 8) return 'dokumente';
  return 'ansehen';
}
