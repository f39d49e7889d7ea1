import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  ANFRAGE_STATUS,
  VERSORGER_DATUM_LABEL,
  type TAnfrageStatus,
  type TVersorgerDatumFeld,
  type TVersorgerPosition,
} from '@lap/contracts';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconArrowLeft, IconClipboardList } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadGate } from '../../shell/components/LoadGate';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import {
  DATUM_FELDER,
  normalisiereDatum,
  positionFormSchema,
  positionFormValues,
  type TPositionFormValues,
} from '../forms';
import { WIEDERVORLAGE_UI } from '../messages';
import { UnsavedChangesPrompt } from '../../shell/components/UnsavedChangesPrompt';

const FIELDS: readonly FieldPath<TPositionFormValues>[] = [...DATUM_FELDER, 'abgeschlossen', 'bemerkung'];

/** spec 001 §5: the rule of each date, as a hint under the field. */
const REGEL: Record<TVersorgerDatumFeld, string> = {
  angefragtDatum: 'Zwischen heute vor einem Monat und heute.',
  auskunftDatum: 'Zwischen heute vor einem Monat und heute.',
  vorlageDatum: 'Heute oder später.',
};

function Angabe({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

function PositionForm({ position }: { position: TVersorgerPosition }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const update = trpc.wiedervorlage.updatePosition.useMutation();
  const schema = useMemo(() => positionFormSchema(position), [position]);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TPositionFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: positionFormValues(position),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: position.id, ...values });
      notifySuccess(WIEDERVORLAGE_UI.speichernErfolgreich, 1500);
      await utils.wiedervorlage.invalidate();
      void navigate('/wiedervorlagen');
    } catch (error) {
      // the server's field errors at their fields (its rules are the same; 'today' may have moved on)
      for (const fe of fieldErrorsOf(error)) {
        const field = FIELDS.find((f) => f === fe.field);
        if (field) setError(field, { message: fe.message });
      }
      notifyError(WIEDERVORLAGE_UI.datenUpdateFehler(errorMessage(error)));
    }
  });

  const datumFeld = (feld: TVersorgerDatumFeld) => {
    const reg = register(feld);
    return (
      <TextInput
        label={VERSORGER_DATUM_LABEL[feld]}
        placeholder="TT.MM.JJJJ HH:mm"
        description={`${REGEL[feld]} Format ${WIEDERVORLAGE_UI.datumHinweis}.`}
        autoComplete="off"
        inputMode="numeric"
        maxLength={40}
        error={errors[feld]?.message}
        {...reg}
        onBlur={(e) => {
          void reg.onBlur(e);
          // spec 001 §5: a date without a time means 08:00 — shown completed once the field is left
          const completed = normalisiereDatum(e.currentTarget.value);
          if (completed !== e.currentTarget.value) setValue(feld, completed, { shouldValidate: !!errors[feld] });
        }}
      />
    );
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Versorger-Position">
      <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} />
      <Stack gap="md">
        <Grid gutter="md">
          {DATUM_FELDER.map((feld) => (
            <Grid.Col key={feld} span={{ base: 12, sm: 4 }}>
              {datumFeld(feld)}
            </Grid.Col>
          ))}
        </Grid>
        <Checkbox label="Anfrage abgeschlossen" {...register('abgeschlossen')} error={errors.abgeschlossen?.message} />
        <Textarea
          label="Bemerkung zur Wiedervorlage"
          autosize
          minRows={3}
          maxRows={10}
          error={errors.bemerkung?.message}
          {...register('bemerkung')}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/wiedervorlagen" variant="default" disabled={isSubmitting}>
            Abbrechen
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Speichern
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /editposition/{versorgerId} 'Versorger-Position editieren' (spec 001 §2, §5): the dates of a supplier row as
 * TT.MM.JJJJ HH:mm under the follow-up rules, finished flag and remark; saving returns to /wiedervorlagen.
 */
export function EditPositionPage() {
  const { versorgerId = '' } = useParams();
  const position = trpc.wiedervorlage.position.useQuery({ id: versorgerId }, { retry: false });
  const p = position.data;
  const status = p ? ANFRAGE_STATUS[p.anfrageStatus as TAnfrageStatus] : undefined;

  return (
    <Box maw={1000} mx="auto">
      <PageTitle title="Versorger-Position editieren">
        {p && (
          <Button
            component={Link}
            to={`/bearbeitungslist/${encodeURIComponent(p.auftragId)}`}
            variant="default"
            leftSection={<IconClipboardList size={16} aria-hidden />}
          >
            Zum Auftrag
          </Button>
        )}
        <Button
          component={Link}
          to="/wiedervorlagen"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Zu den Wiedervorlagen
        </Button>
      </PageTitle>
      <LoadGate
        error={position.error}
        ready={!!p}
        loadingLabel="Position wird geladen"
        notFoundTitle="Versorger nicht gefunden"
      >
        {() =>
          p && (
            <Stack gap="lg">
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Versorger">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
                  <Angabe label="Vorgangsnummer">{p.vorgangsnummer}</Angabe>
                  <Angabe label="Versorger">{p.versorgerName}</Angabe>
                  <Angabe label="Status">
                    {status ? (
                      <Badge variant="light" color={status.color} c={`${status.color}.9`} radius="sm" tt="none">
                        {status.label}
                      </Badge>
                    ) : (
                      'Kein Status'
                    )}
                  </Angabe>
                  <Angabe label="Kontakt">{[p.kontakt, p.telefon].filter(Boolean).join(' · ') || '–'}</Angabe>
                  <Angabe label="E-Mail">{p.email ?? '–'}</Angabe>
                  <Angabe label="Sachbearbeiter">{p.sachbearbeiter ?? '–'}</Angabe>
                </SimpleGrid>
              </Paper>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                <PositionForm key={p.id} position={p} />
              </Paper>
            </Stack>
          )
        }
      </LoadGate>
    </Box>
  );
}
