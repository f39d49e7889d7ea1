import { ABFRAGEART, type TNetzbetreiber, type TNetzbetreiberInput } from '@lap/contracts';

/** The edit form's values of a stored operator (null → ''), or of a new one. */
export function netzbetreiberFormValues(
  nb: TNetzbetreiber | null,
): Required<Omit<TNetzbetreiberInput, 'id'>> & { id?: number } {
  return {
    ...(nb ? { id: nb.id } : {}),
    schluessel: nb?.schluessel ?? '',
    name: nb?.name ?? '',
    email: nb?.email ?? '',
    telefon: nb?.telefon ?? '',
    kontakt: nb?.kontakt ?? '',
    abfrageart: (ABFRAGEART as readonly string[]).includes(nb?.abfrageart ?? '')
      ? ((nb?.abfrageart as TNetzbetreiberInput['abfrageart']) ?? '')
      : '',
    portalLink: nb?.portalLink ?? '',
    netzbetreiberUrl: nb?.netzbetreiberUrl ?? '',
    netzbetreiberAktionUrl: nb?.netzbetreiberAktionUrl ?? '',
    emailGenerierungAktionUrl: nb?.emailGenerierungAktionUrl ?? '',
    bemerkung: nb?.bemerkung ?? '',
    automatikVersand: nb?.automatikVersand ?? false,
  };
}

/** Select options of 'Abfrageart' ('' = keine Angabe). */
export const ABFRAGEART_OPTIONS = ABFRAGEART.map((value) => ({ value, label: value === '' ? 'keine Angabe' : value }));
