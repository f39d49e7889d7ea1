import type {
  TMailVersandJob,
  TMailVersandJobInput,
  TMailVorlage,
  TMailVorlageInput,
  ZMailVersandJobInput,
  ZMailVorlageInput,
} from '@lap/contracts';
import type { z } from 'zod';

/** The edit form's values: every text a string (the inputs are controlled), so 'reset' shows exactly what was stored. */
export type TJobFormValues = Required<Omit<TMailVersandJobInput, 'mailvorlageId'>> & { mailvorlageId: number | null };
export type TJobFormOutput = z.output<typeof ZMailVersandJobInput>;

/** The texts of the edit form, in the order of the page (server field errors land on these). */
export const JOB_FELDER = [
  'empfaenger',
  'betreff',
  'anrede',
  'ort',
  'bauausfuehrende',
  'auftraggeber',
  'bauBeschreibung',
  'kartenLink',
  'bearbeiter',
  'telefonBearbeiter',
  'mailBody',
] as const satisfies ReadonlyArray<keyof TJobFormValues>;

export function jobFormValues(job: TMailVersandJob): TJobFormValues {
  return {
    id: job.id,
    empfaenger: job.empfaenger ?? '',
    betreff: job.betreff ?? '',
    anrede: job.anrede ?? '',
    ort: job.ort ?? '',
    bauausfuehrende: job.bauausfuehrende ?? '',
    auftraggeber: job.auftraggeber ?? '',
    bauBeschreibung: job.bauBeschreibung ?? '',
    kartenLink: job.kartenLink ?? '',
    bearbeiter: job.bearbeiter ?? '',
    telefonBearbeiter: job.telefonBearbeiter ?? '',
    mailBody: job.mailBody ?? '',
    automatikVersand: job.automatikVersand,
    mailvorlageId: job.mailvorlageId,
  };
}

export type TVorlageFormValues = Required<Omit<TMailVorlageInput, 'id' | 'netzartId'>> & {
  id: number | null;
  netzartId: number | null;
};
export type TVorlageFormOutput = z.output<typeof ZMailVorlageInput>;

/** A template's form values; a new one starts as 'Baumaßnahme' for every Netzart. */
export function vorlageFormValues(vorlage: TMailVorlage | null): TVorlageFormValues {
  return {
    id: vorlage?.id ?? null,
    templateName: vorlage?.templateName ?? '',
    betreff: vorlage?.betreff ?? '',
    netzartId: vorlage?.netzartId ?? null,
    vorgangsartId: vorlage?.vorgangsartId === 2 ? 2 : 1,
    mailtext: vorlage?.mailtext ?? '',
  };
}

/** A select's value ('' = none) as the id it stands for. */
export const idAusAuswahl = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};
