import { z } from 'zod';
import { ZAddPositionInput, ZVersorgerToPositionFields, type TVersorgerToPosition } from '@lap/contracts';

// The forms use the procedures' own field schemas (STYLE 4); only the Netzart select hands its id around as text.

const positionShape = ZAddPositionInput.shape;

/** AddPositionZumAuftragById: positionName required. */
export const ZPositionForm = z.object({
  positionName: positionShape.positionName,
  position: positionShape.position,
  beschreibung: positionShape.beschreibung,
  netzartId: z
    .string()
    .nullable()
    .transform((v) => (v ? Number(v) : null)),
});
export type TPositionFormValues = z.input<typeof ZPositionForm>;
export type TPositionFormOutput = z.output<typeof ZPositionForm>;

export const leerePosition = (): TPositionFormValues => ({
  positionName: '',
  position: '',
  beschreibung: '',
  netzartId: null,
});

/** PostVersorgerToPosition / PutVersorgerToPosition: versorgerName required (spec 001 §5). */
export const ZPositionVersorgerForm = ZVersorgerToPositionFields;
export type TPositionVersorgerFormValues = z.input<typeof ZPositionVersorgerForm>;
export type TPositionVersorgerFormOutput = z.output<typeof ZPositionVersorgerForm>;

/** spec 001 §3: abfrageart empty, E-Mail, Portal or Eingabeformular. */
export const ABFRAGEART_OPTIONS = [
  { value: '', label: 'keine Angabe' },
  { value: 'E-Mail', label: 'E-Mail' },
  { value: 'Portal', label: 'Portal' },
  { value: 'Eingabeformular', label: 'Eingabeformular' },
];

export function positionVersorgerFormValues(v: TVersorgerToPosition | null): TPositionVersorgerFormValues {
  const abfrageart = ABFRAGEART_OPTIONS.some((o) => o.value === v?.abfrageart)
    ? (v?.abfrageart as TPositionVersorgerFormValues['abfrageart'])
    : '';
  return {
    versorgerName: v?.versorgerName ?? '',
    email: v?.email ?? '',
    portalLink: v?.portalLink ?? '',
    telefon: v?.telefon ?? '',
    kontakt: v?.kontakt ?? '',
    bemerkung: v?.bemerkung ?? '',
    abfrageart,
  };
}
