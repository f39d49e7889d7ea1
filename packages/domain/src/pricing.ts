// Money of offers and invoices (spec 000 §9: VAT 19 percent). All amounts are integer cents; rounding happens
// once per line (quantity × unit price) and once on the VAT of the net sum — the way a German invoice reads.

/** spec 000 §9. */
export const MWST_PROZENT = 19;

/** Half away from zero, so a credit line rounds like the matching charge. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** One line: quantity (may have decimals, e.g. 2,5 hours) × unit price in cents. */
export function lineTotalCents(anzahl: number, einzelpreisCent: number): number {
  return roundCents(anzahl * einzelpreisCent);
}

export interface TPriceLine {
  anzahl: number;
  einzelpreisCent: number;
}

export interface TTotals {
  nettoCent: number;
  mwstCent: number;
  bruttoCent: number;
}

/** Net = sum of rounded line totals; VAT = 19 % of the net, rounded; gross = net + VAT. */
export function totalsOf(lines: readonly TPriceLine[], mwstProzent: number = MWST_PROZENT): TTotals {
  const nettoCent = lines.reduce((sum, l) => sum + lineTotalCents(l.anzahl, l.einzelpreisCent), 0);
  const mwstCent = roundCents((nettoCent * mwstProzent) / 100);
  return { nettoCent, mwstCent, bruttoCent: nettoCent + mwstCent };
}

export interface TPreislistePosten {
  code: string;
  bezeichnung: string;
  einheit: string;
  preisCent: number;
  aktiv: boolean;
}

export interface TProposedPosition {
  sortierung: number;
  position: string;
  anzahl: number;
  beschreibung: string;
  einheit: string;
  einzelpreisCent: number;
  gesamtpreisCent: number;
}

/** The price-list codes the proposal knows (issue 6: base fee, per municipality, urgency surcharge). */
export const PREIS_CODE = { grundgebuehr: 'grundgebuehr', gemeinde: 'gemeinde', eilzuschlag: 'eilzuschlag' } as const;

/**
 * 'Übernahme alle Positionen': the positions proposed from the price list — base fee once, one line for the
 * affected (not disabled) municipalities, the urgency surcharge when Eilbearbeitung was asked for. Inactive
 * or missing price-list entries are left out.
 */
export function proposePositions(
  preisliste: readonly TPreislistePosten[],
  input: { gemeinden: number; eilbearbeitung: boolean },
): TProposedPosition[] {
  const wanted: Array<[string, number]> = [[PREIS_CODE.grundgebuehr, 1]];
  if (input.gemeinden > 0) wanted.push([PREIS_CODE.gemeinde, input.gemeinden]);
  if (input.eilbearbeitung) wanted.push([PREIS_CODE.eilzuschlag, 1]);
  const out: TProposedPosition[] = [];
  for (const [code, anzahl] of wanted) {
    const p = preisliste.find((e) => e.code === code && e.aktiv);
    if (!p) continue;
    const n = out.length + 1;
    out.push({
      sortierung: n,
      position: String(n),
      anzahl,
      beschreibung: p.bezeichnung,
      einheit: p.einheit,
      einzelpreisCent: p.preisCent,
      gesamtpreisCent: lineTotalCents(anzahl, p.preisCent),
    });
  }
  return out;
}
