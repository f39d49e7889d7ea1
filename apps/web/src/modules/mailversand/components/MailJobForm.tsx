import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Grid, Group, NativeSelect, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import {
  ZMailVersandJobInput,
  type TMailVersandJob,
  type TMailVersandJobInput,
  type TMailVorlage,
  type TMailVorschau,
} from '@lap/contracts';
import { ConfirmDialog, notifyError, notifySuccess } from '@lap/ui';
import { IconDeviceFloppy, IconEye, IconInfoCircle, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { fieldErrorsFor } from '../../account/form-errors';
import { SectionCard } from '../../antrag/components/AntragSummary';
import { readableAlert } from '../../versorger-upload/alert-styles';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { idAusAuswahl, JOB_FELDER, jobFormValues, type TJobFormOutput } from '../forms';
import { useMailversandRefresh } from '../hooks/useMailversandRefresh';
import { MAILVERSAND_UI } from '../messages';
import { AnhaengeSection } from './AnhaengeSection';
import { MailtextField } from './MailtextField';
import { MailVorschauModal } from './MailVorschauModal';
import { UnsavedChangesPrompt } from '../../shell/components/UnsavedChangesPrompt';

type TAktion = 'speichern' | 'vorschau' | 'senden' | 'loeschen';

const icon = { size: 16, 'aria-hidden': true } as const;
const FORM_ID = 'mail-job-form';

/**
 * One operator mail (spec 001 §2 /editEmailJob, §5): the placeholder values, the template, the text, the attachments;
 * 'Speichern', 'Vorschau-Mailansicht', 'Senden', 'Löschen'. The contract schema checks here as on the server; a sent
 * mail is shown read-only (only the preview stays). While one action runs, the others wait (no double send).
 */
export function MailJobForm({
  job,
  vorlagen,
  zurueck,
}: {
  job: TMailVersandJob;
  vorlagen: readonly TMailVorlage[];
  zurueck: string;
}) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const refresh = useMailversandRefresh();
  const update = trpc.mailversand.update.useMutation();
  const send = trpc.mailversand.send.useMutation();
  const remove = trpc.mailversand.delete.useMutation();
  const readOnly = job.versendet;

  const [busy, setBusy] = useState<TAktion | null>(null);
  const [frage, setFrage] = useState<'senden' | 'loeschen' | null>(null);
  const [vorlageFrage, setVorlageFrage] = useState<TMailVorlage | null>(null);
  const [vorschau, setVorschau] = useState<TMailVorschau | null>(null);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm<TMailVersandJobInput, unknown, TJobFormOutput>({
    resolver: zodResolver(ZMailVersandJobInput),
    defaultValues: jobFormValues(job),
  });

  const serverFehlerAnFelder = (error: unknown) => {
    for (const fe of fieldErrorsFor(fieldErrorsOf(error), JOB_FELDER))
      setError(fe.field, { message: fe.message }, { shouldFocus: true });
  };

  const speichere = async (values: TJobFormOutput): Promise<void> => {
    const saved = await update.mutateAsync(values);
    reset(jobFormValues(saved));
  };

  const zeigeVorschau = async () => setVorschau(await utils.client.mailversand.vorschau.query({ id: job.id }));

  /** Runs an action; with `values` after the form passed the schema (an invalid form is neither saved nor sent). */
  const ausfuehren = (aktion: TAktion, tun: (values?: TJobFormOutput) => Promise<void>, pruefen = true) => {
    setBusy(aktion);
    const lauf = pruefen
      ? handleSubmit(
          (values) => tun(values),
          () => notifyError(MAILVERSAND_UI.pruefen),
        )()
      : tun();
    void lauf.finally(() => setBusy(null));
  };

  const speichern = () =>
    ausfuehren('speichern', async (values) => {
      if (!values) return;
      try {
        await speichere(values);
        notifySuccess(MAILVERSAND_UI.gespeichert);
        void refresh(job.auftragId);
      } catch (error) {
        serverFehlerAnFelder(error);
        notifyError(MAILVERSAND_UI.speichernFehler(errorMessage(error)));
      }
    });

  const vorschauOeffnen = () =>
    ausfuehren(
      'vorschau',
      async (values) => {
        try {
          if (values) await speichere(values);
          await zeigeVorschau();
        } catch (error) {
          serverFehlerAnFelder(error);
          notifyError(MAILVERSAND_UI.vorgangFehler(errorMessage(error)));
        }
      },
      !readOnly,
    );

  const senden = () => {
    setFrage(null);
    ausfuehren('senden', async (values) => {
      if (!values) return;
      try {
        await speichere(values);
        const result = await send.mutateAsync({ id: job.id });
        notifySuccess(result.message);
        await navigate(zurueck);
      } catch (error) {
        serverFehlerAnFelder(error);
        notifyError(MAILVERSAND_UI.sendenFehlerText(errorMessage(error)));
      }
      // sent or refused (e.g. already sent by a colleague): every list reads the job again
      await refresh(job.auftragId);
    });
  };

  /** Validates first: the question 'Wollen Sie das Mail senden?' comes only for a form that may be sent. */
  const sendenFragen = () =>
    void handleSubmit(
      () => setFrage('senden'),
      () => notifyError(MAILVERSAND_UI.pruefen),
    )();

  const loeschen = () => {
    setFrage(null);
    ausfuehren(
      'loeschen',
      async () => {
        try {
          await remove.mutateAsync({ id: job.id });
          notifySuccess(MAILVERSAND_UI.geloescht);
          await navigate(zurueck);
          await refresh(job.auftragId);
        } catch (error) {
          notifyError(MAILVERSAND_UI.loeschenFehler(errorMessage(error)));
        }
      },
      false,
    );
  };

  const vorlageUebernehmen = () => {
    const v = vorlageFrage;
    setVorlageFrage(null);
    if (!v) return;
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    setValue('mailvorlageId', v.id, { shouldDirty: true });
    if (v.betreff) setValue('betreff', v.betreff, opts);
    setValue('mailBody', v.mailtext, opts);
  };

  const aktionProps = (aktion: TAktion) => ({ loading: busy === aktion, disabled: busy !== null && busy !== aktion });
  const text = (
    name:
      | 'empfaenger'
      | 'betreff'
      | 'anrede'
      | 'ort'
      | 'bauausfuehrende'
      | 'auftraggeber'
      | 'kartenLink'
      | 'bearbeiter'
      | 'telefonBearbeiter',
    label: string,
    extra: { required?: boolean; description?: string; type?: string } = {},
  ) => (
    <TextInput
      label={label}
      autoComplete="off"
      readOnly={readOnly}
      error={errors[name]?.message}
      {...extra}
      {...(readOnly ? { required: false, description: undefined } : {})}
      {...register(name)}
    />
  );

  return (
    <>
      {readOnly && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          mb="md"
          role="status"
          styles={readableAlert('blue')}
        >
          {MAILVERSAND_UI.bereitsVersendet}
        </Alert>
      )}
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <form
            id={FORM_ID}
            noValidate
            aria-label="E-Mail"
            onSubmit={(e) => {
              e.preventDefault();
              // Enter in a field saves, unless the mail is sent or another action runs
              if (!readOnly && busy === null) speichern();
            }}
          >
            <UnsavedChangesPrompt dirty={!readOnly && isDirty && busy === null} />
            <Stack gap="md">
              <SectionCard level={2} title="Empfänger und Angaben">
                <Grid gutter="sm">
                  <Grid.Col span={12}>
                    {text('empfaenger', 'Empfänger', { description: 'Mehrere Adressen durch Semikolon (;) trennen.' })}
                  </Grid.Col>
                  <Grid.Col span={12}>{text('betreff', 'Betreff', { required: true })}</Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>{text('anrede', 'Anrede', { required: true })}</Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>{text('ort', 'Ort', { required: true })}</Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>{text('bauausfuehrende', 'Bauausführende')}</Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>{text('auftraggeber', 'Auftraggeber')}</Grid.Col>
                  <Grid.Col span={12}>
                    <Textarea
                      label="Beschreibung"
                      required={!readOnly}
                      readOnly={readOnly}
                      autosize
                      minRows={2}
                      maxRows={8}
                      error={errors.bauBeschreibung?.message}
                      {...register('bauBeschreibung')}
                    />
                  </Grid.Col>
                  <Grid.Col span={12}>{text('kartenLink', 'Kartenlink', { type: 'url' })}</Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>{text('bearbeiter', 'Bearbeiter')}</Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    {text('telefonBearbeiter', 'Telefon Bearbeiter', { type: 'tel' })}
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <Checkbox
                      label="Automatikversand"
                      description={readOnly ? undefined : 'Wird mit „Alle automatisch versenden“ verschickt.'}
                      disabled={readOnly}
                      {...register('automatikVersand')}
                    />
                  </Grid.Col>
                </Grid>
              </SectionCard>
              <SectionCard level={2} title="Mailtext">
                <Stack gap="sm">
                  <Controller
                    control={control}
                    name="mailvorlageId"
                    render={({ field }) => (
                      <NativeSelect
                        label="Vorlage"
                        description={
                          readOnly
                            ? undefined
                            : 'Beim Wechsel können Betreff und Mailtext aus der Vorlage übernommen werden.'
                        }
                        disabled={readOnly}
                        value={field.value ? String(field.value) : ''}
                        onChange={(e) => {
                          const id = idAusAuswahl(e.currentTarget.value);
                          const v = vorlagen.find((x) => x.id === id);
                          if (v) setVorlageFrage(v);
                          else field.onChange(null);
                        }}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        data={[
                          { value: '', label: MAILVERSAND_UI.keineVorlage },
                          ...vorlagen.map((v) => ({ value: String(v.id), label: v.templateName })),
                        ]}
                        maw={480}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="mailBody"
                    render={({ field }) => (
                      <MailtextField
                        label="Mailtext"
                        name={field.name}
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                        error={errors.mailBody?.message}
                        readOnly={readOnly}
                      />
                    )}
                  />
                </Stack>
              </SectionCard>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SectionCard level={2} title="Anhänge">
            <AnhaengeSection
              jobId={job.id}
              readOnly={readOnly}
              onChanged={() => void utils.mailversand.auftrag.invalidate()}
            />
          </SectionCard>
        </Grid.Col>
      </Grid>
      <Paper
        withBorder
        radius="md"
        p="sm"
        shadow="sm"
        role="group"
        aria-label="Aktionen zur E-Mail"
        mt="md"
        style={{ position: 'sticky', bottom: 'var(--mantine-spacing-xs)', zIndex: 3 }}
      >
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {!readOnly && (
              <Button
                type="submit"
                form={FORM_ID}
                leftSection={<IconDeviceFloppy {...icon} />}
                {...aktionProps('speichern')}
              >
                Speichern
              </Button>
            )}
            <Button
              variant="light"
              leftSection={<IconEye {...icon} />}
              onClick={vorschauOeffnen}
              {...aktionProps('vorschau')}
            >
              {MAILVERSAND_UI.vorschau}
            </Button>
            {!readOnly && (
              <Button
                color="lapBlue.8"
                leftSection={<IconSend {...icon} />}
                onClick={sendenFragen}
                {...aktionProps('senden')}
              >
                Senden
              </Button>
            )}
          </Group>
          <Group gap="sm">
            {!readOnly && (
              <Button
                variant="outline"
                color="red.9"
                leftSection={<IconTrash {...icon} />}
                onClick={() => setFrage('loeschen')}
                {...aktionProps('loeschen')}
              >
                Löschen
              </Button>
            )}
            <Button component={Link} to={zurueck} variant="default">
              Zurück
            </Button>
          </Group>
        </Group>
      </Paper>
      <ConfirmDialog
        opened={frage === 'senden'}
        title="E-Mail senden"
        message={MAILVERSAND_UI.sendenBestaetigen}
        confirmLabel="Senden"
        confirmColor="lapBlue.6"
        onConfirm={senden}
        onClose={() => setFrage(null)}
      />
      <ConfirmDialog
        opened={frage === 'loeschen'}
        title="E-Mail löschen"
        message={MAILVERSAND_UI.loeschenBestaetigen}
        confirmLabel="Löschen"
        onConfirm={loeschen}
        onClose={() => setFrage(null)}
      />
      <ConfirmDialog
        opened={vorlageFrage !== null}
        title={`Vorlage „${vorlageFrage?.templateName ?? ''}“`}
        message={MAILVERSAND_UI.vorlageUebernehmen}
        confirmLabel="Übernehmen"
        confirmColor="lapBlue.6"
        onConfirm={vorlageUebernehmen}
        onClose={() => setVorlageFrage(null)}
      />
      <MailVorschauModal vorschau={vorschau} onClose={() => setVorschau(null)} />
    </>
  );
}
