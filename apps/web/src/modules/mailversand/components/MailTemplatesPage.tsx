import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Grid, Group, NativeSelect, Paper, Radio, Stack, TextInput } from '@mantine/core';
import {
  VORGANGSART,
  ZMailVorlageInput,
  type TMailVorlage,
  type TMailVorlageInput,
  type TMailVorschau,
  type TNetzart,
} from '@lap/contracts';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconAlertTriangle, IconDeviceFloppy, IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsFor } from '../../account/form-errors';
import { LoadGate } from '../../shell/components/LoadGate';
import { readableAlert } from '../../versorger-upload/alert-styles';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { idAusAuswahl, vorlageFormValues, type TVorlageFormOutput } from '../forms';
import { MAILVERSAND_UI } from '../messages';
import { vorlagePath } from '../paths';
import { MailtextField } from './MailtextField';
import { MailVorschauModal } from './MailVorschauModal';
import { UnsavedChangesPrompt } from '../../shell/components/UnsavedChangesPrompt';

const icon = { size: 16, 'aria-hidden': true } as const;
const FELDER = ['templateName', 'betreff', 'netzartId', 'vorgangsartId', 'mailtext'] as const;
const netzartLabel = (n: TNetzart): string => (n.sparte && n.sparte !== n.name ? `${n.name} (${n.sparte})` : n.name);

/** One template (new without `vorlage`): name, subject, Netzart, Vorgangsart and text; preview of the unsaved text. */
function VorlageForm({ vorlage, netzarten }: { vorlage: TMailVorlage | null; netzarten: readonly TNetzart[] }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const save = trpc.mailversand.saveVorlage.useMutation();
  const vorschauMutation = trpc.mailversand.vorlageVorschau.useMutation();
  const [vorschau, setVorschau] = useState<TMailVorschau | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    trigger,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TMailVorlageInput, unknown, TVorlageFormOutput>({
    resolver: zodResolver(ZMailVorlageInput),
    defaultValues: vorlageFormValues(vorlage),
  });
  const busy = isSubmitting || vorschauMutation.isPending;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(values);
        notifySuccess(MAILVERSAND_UI.vorlageGespeichert);
        await utils.mailversand.vorlagen.invalidate();
        if (vorlage) reset(vorlageFormValues(saved));
        else await navigate(vorlagePath(saved.id), { replace: true });
      } catch (error) {
        for (const fe of fieldErrorsFor(fieldErrorsOf(error), FELDER)) setError(fe.field, { message: fe.message });
        notifyError(MAILVERSAND_UI.speichernFehler(errorMessage(error)));
      }
    },
    () => notifyError(MAILVERSAND_UI.pruefen),
  );

  const zeigeVorschau = async () => {
    // the preview needs the text (and a subject within its limit), not a complete template
    if (!(await trigger(['mailtext', 'betreff'], { shouldFocus: true }))) return;
    const { betreff, mailtext } = getValues();
    try {
      setVorschau(await vorschauMutation.mutateAsync({ betreff: betreff || null, mailtext }));
    } catch (error) {
      notifyError(MAILVERSAND_UI.vorgangFehler(errorMessage(error)));
    }
  };

  const netzartOptionen = [
    { value: '', label: MAILVERSAND_UI.alleNetzarten },
    ...netzarten.map((n) => ({ value: String(n.id), label: netzartLabel(n) })),
  ];
  // a template may name a Netzart the request form no longer offers: it stays selectable
  if (vorlage?.netzartId && !netzarten.some((n) => n.id === vorlage.netzartId))
    netzartOptionen.push({ value: String(vorlage.netzartId), label: `Netzart ${vorlage.netzartId}` });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      noValidate
      aria-label={vorlage ? `Vorlage ${vorlage.templateName}` : MAILVERSAND_UI.neueVorlage}
      onSubmit={(e) => void onSubmit(e)}
    >
      <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} />
      <Stack gap="sm">
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label="Vorlagename"
              required
              autoComplete="off"
              error={errors.templateName?.message}
              {...register('templateName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="Betreff" autoComplete="off" error={errors.betreff?.message} {...register('betreff')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Controller
              control={control}
              name="netzartId"
              render={({ field }) => (
                <NativeSelect
                  label="Netzart"
                  description="Leer: die Vorlage gilt für alle Netzarten."
                  data={netzartOptionen}
                  value={field.value ? String(field.value) : ''}
                  onChange={(e) => field.onChange(idAusAuswahl(e.currentTarget.value))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.netzartId?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Controller
              control={control}
              name="vorgangsartId"
              render={({ field }) => (
                <Radio.Group
                  label="Vorgangsart"
                  value={String(field.value ?? 1)}
                  onChange={(v) => field.onChange(v === '2' ? 2 : 1)}
                  error={errors.vorgangsartId?.message}
                >
                  <Group gap="lg" mt={8}>
                    <Radio value="1" label={VORGANGSART[1]} onBlur={field.onBlur} />
                    <Radio value="2" label={VORGANGSART[2]} onBlur={field.onBlur} />
                  </Group>
                </Radio.Group>
              )}
            />
          </Grid.Col>
        </Grid>
        <Controller
          control={control}
          name="mailtext"
          render={({ field }) => (
            <MailtextField
              label="Mailtext"
              required
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.mailtext?.message}
            />
          )}
        />
        <Group gap="sm">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy {...icon} />}
            loading={isSubmitting}
            disabled={busy && !isSubmitting}
          >
            Speichern
          </Button>
          <Button
            variant="light"
            leftSection={<IconEye {...icon} />}
            onClick={() => void zeigeVorschau()}
            loading={vorschauMutation.isPending}
            disabled={busy && !vorschauMutation.isPending}
          >
            {MAILVERSAND_UI.vorschau}
          </Button>
        </Group>
      </Stack>
      <MailVorschauModal vorschau={vorschau} onClose={() => setVorschau(null)} />
    </Paper>
  );
}

/** /editMailTemplates/{mailvorlageId?} (spec 001 §2): the mail templates; choose one or start a new one. */
export function MailTemplatesPage() {
  const { mailvorlageId } = useParams();
  const navigate = useNavigate();
  const vorlagen = trpc.mailversand.vorlagen.useQuery();
  const netzarten = trpc.stammdaten.netzarten.useQuery();
  const id = idAusAuswahl(mailvorlageId);
  const liste = vorlagen.data;
  const vorlage = liste?.find((v) => v.id === id) ?? null;
  const unbekannt = mailvorlageId !== undefined && liste !== undefined && vorlage === null;

  return (
    <Box maw={1100}>
      <PageTitle title={MAILVERSAND_UI.vorlagenTitel} />
      <LoadGate
        error={vorlagen.error ?? netzarten.error}
        ready={liste !== undefined && netzarten.data !== undefined}
        loadingLabel="Vorlagen werden geladen"
      >
        {() =>
          liste &&
          netzarten.data && (
            <Stack gap="md">
              <Group align="flex-end" gap="sm">
                <NativeSelect
                  label="Vorlage"
                  w={420}
                  value={vorlage ? String(vorlage.id) : ''}
                  onChange={(e) => void navigate(vorlagePath(idAusAuswahl(e.currentTarget.value)))}
                  data={[
                    {
                      value: '',
                      label: vorlage ? MAILVERSAND_UI.vorlageWaehlen : `${MAILVERSAND_UI.neueVorlage} (ungespeichert)`,
                    },
                    ...liste.map((v) => ({ value: String(v.id), label: v.templateName })),
                  ]}
                />
                <Button
                  variant="light"
                  leftSection={<IconPlus {...icon} />}
                  onClick={() => void navigate(vorlagePath())}
                  disabled={mailvorlageId === undefined}
                >
                  {MAILVERSAND_UI.neueVorlage}
                </Button>
              </Group>
              {unbekannt && (
                <Alert
                  color="orange"
                  variant="light"
                  icon={<IconAlertTriangle aria-hidden />}
                  styles={readableAlert('orange')}
                >
                  {MAILVERSAND_UI.vorlageNichtGefunden}
                </Alert>
              )}
              {!unbekannt && <VorlageForm key={vorlage?.id ?? 'neu'} vorlage={vorlage} netzarten={netzarten.data} />}
            </Stack>
          )
        }
      </LoadGate>
    </Box>
  );
}
