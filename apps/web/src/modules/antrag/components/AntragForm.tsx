import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { ANTRAG_MSG, VORGANGSART, type TNetzart } from '@lap/contracts';
import { addDays, germanToday, minBauende, minBaustart, suggestsEilbearbeitung } from '@lap/domain';
import { GermanDateInput, notifyError } from '@lap/ui';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { INFORMATIONSBLATT_URL } from '../../../config';
import {
  activePersons,
  validateAntrag,
  type AntragFormValues,
  type FormIssue,
  type PersonKey,
  type PersonInput,
} from '../form-model';
import { SECTION } from '../sections';
import { UnsavedChangesPrompt } from '../../shell/components/UnsavedChangesPrompt';

/** Nested RHF errors from flat issues (`antragsteller.plz` → errors.antragsteller.plz). */
function toFieldErrors(issues: FormIssue[]): FieldErrors<AntragFormValues> {
  const root: Record<string, unknown> = {};
  for (const { path, message } of issues) {
    const parts = path.split('.');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] ??= { type: 'validate', message };
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root as FieldErrors<AntragFormValues>;
}

const resolver =
  (today: string): Resolver<AntragFormValues> =>
  (values) => {
    const issues = validateAntrag(values, today);
    return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(issues) };
  };

export interface AntragFormProps {
  initial: AntragFormValues;
  netzarten: TNetzart[];
  /** Read-only: every field disabled, no save button (status ≥ 2, or staff looking at it). */
  readOnly: boolean;
  /** Saves; resolves server issues to show at the fields (empty when saved). */
  onSave?: (values: AntragFormValues) => Promise<FormIssue[]>;
  /** Replaces the Ort field (the staff view edits Ort alone, with its own save button). */
  ortField?: ReactNode;
  submitLabel?: string;
  /** Every change of a value (the wizard keeps a draft of them). */
  onValuesChange?: (values: AntragFormValues) => void;
  /** The initial values are themselves unsaved (a restored draft): leaving asks from the start. */
  startsDirty?: boolean;
  /** Sections in two columns on wide screens (the read-only request view). */
  columns?: boolean;
}

const PERSON_TITLES: Record<PersonKey, string> = {
  antragsteller: 'Antragsteller',
  auftraggeber: 'Auftraggeber',
  bauausfuehrender: 'Bauausführender',
};

function PersonSection({
  personKey,
  register,
  errors,
  disabled,
}: {
  personKey: PersonKey;
  register: UseFormRegister<AntragFormValues>;
  errors: FieldErrors<AntragFormValues>;
  disabled: boolean;
}) {
  const e = errors[personKey];
  const err = (f: PersonInput) => e?.[f]?.message;
  const field = (f: PersonInput) => ({ ...register(`${personKey}.${f}`), error: err(f), disabled });
  return (
    <Grid gutter="sm">
      <Grid.Col span={12}>
        <TextInput
          label="Firma"
          autoComplete={personKey === 'antragsteller' ? 'organization' : 'off'}
          maxLength={200}
          {...field('firma')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Vorname" required maxLength={100} {...field('vorname')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Nachname" required maxLength={100} {...field('name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <TextInput label="Straße" required maxLength={100} {...field('strasse')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label="Hausnummer" required maxLength={25} {...field('hausnummer')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="PLZ" required inputMode="numeric" maxLength={5} {...field('plz')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label="Ort" required maxLength={100} {...field('ort')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Telefon" required type="tel" maxLength={50} {...field('telefon')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="E-Mail" required type="email" maxLength={254} {...field('email')} />
      </Grid.Col>
    </Grid>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      id={id}
      component="section"
      aria-labelledby={`${id}-titel`}
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={3} size="h4" mb="md" id={`${id}-titel`}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The sections one below the other, or (`columns`) in two columns from 1200 px on (issue 42: the request view was 3,450 px long). */
function SectionLayout({ columns, children }: { columns: boolean; children: ReactNode }) {
  if (!columns) return <>{children}</>;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg" style={{ alignItems: 'start' }}>
      {children}
    </SimpleGrid>
  );
}

/** Groups the operator types by Sparte for the checkbox list. */
function bySparte(netzarten: TNetzart[]): Array<[string, TNetzart[]]> {
  const groups = new Map<string, TNetzart[]>();
  for (const n of netzarten) groups.set(n.sparte, [...(groups.get(n.sparte) ?? []), n]);
  return [...groups];
}

/** Step 1 of the wizard (spec 000 §5 request form), also the read-only request view. */
export function AntragForm({
  initial,
  netzarten,
  readOnly,
  onSave,
  ortField,
  submitLabel = 'Speichern und weiter',
  onValuesChange,
  startsDirty = false,
  columns = false,
}: AntragFormProps) {
  const today = useMemo(() => germanToday(), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AntragFormValues>({
    defaultValues: initial,
    resolver: resolver(today),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [identisch, unbekannt, baustart] = useWatch({
    control,
    name: ['identischMitAntragsteller', 'bauausfuehrenderUnbekannt', 'baustart'],
  });
  const persons = activePersons({ identischMitAntragsteller: identisch, bauausfuehrenderUnbekannt: unbekannt });
  // spec 000 §5: a start within 14 days shows the hint once (per form).
  const hintShown = useRef(false);
  const [urgencyHint, setUrgencyHint] = useState(false);
  const invalidDate = () => notifyError(ANTRAG_MSG.datum);
  const disabled = readOnly || isSubmitting;

  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = watch((values) => onValuesChange(values as AntragFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange]);

  const onBaustart = (day: string | null, set: (v: string | null) => void) => {
    set(day);
    if (!hintShown.current && !getValues('eilbearbeitung') && suggestsEilbearbeitung(today, day)) {
      hintShown.current = true;
      setUrgencyHint(true);
    }
  };

  const submit = handleSubmit(async (values) => {
    if (!onSave) return;
    const issues = await onSave(values);
    for (const issue of issues) setError(issue.path as keyof AntragFormValues, { message: issue.message });
  });

  const text = (
    name:
      | 'vorhaben'
      | 'projektangaben'
      | 'strasse'
      | 'hausnummer'
      | 'plz'
      | 'ort'
      | 'bautiefe'
      | 'gemarkung'
      | 'flurstuecknummer',
  ) => ({
    ...register(name),
    error: errors[name]?.message,
    disabled,
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Antrag">
      {/* while saving the wizard moves on by itself: that is not leaving */}
      {!readOnly && <UnsavedChangesPrompt dirty={(isDirty || startsDirty) && !isSubmitting} />}
      <Stack gap="lg">
        {!readOnly && (
          <Text size="sm" c="dimmed">
            Pflichtfelder sind mit * markiert.
          </Text>
        )}
        <SectionLayout columns={columns}>
          <Section id={SECTION.antragsdaten} title="Antragsdaten">
            <Stack gap="sm">
              <Controller
                control={control}
                name="vorgangsart"
                render={({ field }) => (
                  <Stack gap={4}>
                    <Text component="span" size="sm" fw={500} id="vorgangsart-label">
                      Vorgangsart{' '}
                      <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
                        *
                      </span>
                    </Text>
                    <SegmentedControl
                      aria-labelledby="vorgangsart-label"
                      value={field.value}
                      onChange={(v) => field.onChange(v === '2' ? '2' : '1')}
                      disabled={disabled}
                      data={[
                        { value: '1', label: VORGANGSART[1] },
                        { value: '2', label: VORGANGSART[2] },
                      ]}
                      style={{ alignSelf: 'flex-start' }}
                    />
                  </Stack>
                )}
              />
              <Textarea
                label="Vorhaben"
                required
                autosize
                minRows={2}
                maxLength={250}
                description="Was ist geplant? (höchstens 250 Zeichen)"
                {...text('vorhaben')}
              />
              <Textarea
                label="Projektangaben"
                required
                autosize
                minRows={2}
                maxLength={250}
                description="z. B. Art und Umfang der Erdarbeiten (höchstens 250 Zeichen)"
                {...text('projektangaben')}
              />
              <Grid gutter="sm">
                <Grid.Col span={{ base: 12, sm: 9 }}>
                  <TextInput label="Straße" required maxLength={100} {...text('strasse')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 3 }}>
                  <TextInput label="Hausnummer" required maxLength={25} {...text('hausnummer')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput label="PLZ" required inputMode="numeric" maxLength={5} {...text('plz')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  {ortField ?? <TextInput label="Ort" required maxLength={100} {...text('ort')} />}
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label="Bautiefe"
                    required
                    maxLength={50}
                    description="z. B. 1,20 m"
                    {...text('bautiefe')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput label="Gemarkung" maxLength={100} {...text('gemarkung')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput label="Flurstücknummer" maxLength={50} {...text('flurstuecknummer')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Controller
                    control={control}
                    name="baustart"
                    render={({ field }) => (
                      <GermanDateInput
                        label="Baustart"
                        name="baustart"
                        required
                        value={field.value}
                        onChange={(d) => onBaustart(d, field.onChange)}
                        onInvalid={invalidDate}
                        minDate={minBaustart(today)}
                        disabled={disabled}
                        error={errors.baustart?.message}
                      />
                    )}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Controller
                    control={control}
                    name="bauende"
                    render={({ field }) => (
                      <GermanDateInput
                        label="Bauende"
                        name="bauende"
                        required
                        value={field.value}
                        onChange={field.onChange}
                        onInvalid={invalidDate}
                        minDate={minBauende(today, baustart)}
                        disabled={disabled}
                        error={errors.bauende?.message}
                      />
                    )}
                  />
                </Grid.Col>
              </Grid>
              <Checkbox
                label="Eilbearbeitung gewünscht (gegen Aufpreis)"
                description={
                  readOnly
                    ? undefined
                    : `Empfohlen, wenn der Baustart vor dem ${addDays(today, 14).split('-').reverse().join('.')} liegt.`
                }
                {...register('eilbearbeitung')}
                disabled={disabled}
              />
            </Stack>
          </Section>

          <Section id={SECTION.antragsteller} title={PERSON_TITLES.antragsteller}>
            <PersonSection personKey="antragsteller" register={register} errors={errors} disabled={disabled} />
          </Section>

          <Section id={SECTION.auftraggeber} title={PERSON_TITLES.auftraggeber}>
            <Stack gap="sm">
              <Checkbox
                label="Identisch mit Antragsteller"
                {...register('identischMitAntragsteller')}
                disabled={disabled}
              />
              {persons.includes('auftraggeber') && (
                <PersonSection personKey="auftraggeber" register={register} errors={errors} disabled={disabled} />
              )}
            </Stack>
          </Section>

          <Section id={SECTION.bauausfuehrender} title={PERSON_TITLES.bauausfuehrender}>
            <Stack gap="sm">
              <Checkbox
                label="Bauausführender unbekannt"
                {...register('bauausfuehrenderUnbekannt')}
                disabled={disabled}
              />
              {persons.includes('bauausfuehrender') && (
                <PersonSection personKey="bauausfuehrender" register={register} errors={errors} disabled={disabled} />
              )}
            </Stack>
          </Section>

          <Section id={SECTION.betreiber} title="Infrastrukturbetreiber">
            <Stack gap="md">
              <Controller
                control={control}
                name="betreiber"
                render={({ field }) => (
                  <Checkbox.Group
                    label="Welche Leitungen sollen angefragt werden?"
                    // a named group whose error is read with it (Mantine links neither by itself)
                    role="group"
                    aria-labelledby="betreiber-label"
                    aria-describedby={errors.betreiber ? 'betreiber-fehler' : undefined}
                    labelProps={{ id: 'betreiber-label' }}
                    errorProps={{ id: 'betreiber-fehler' }}
                    value={field.value}
                    onChange={(v) => field.onChange(v)}
                    error={errors.betreiber?.message}
                  >
                    <Stack gap="sm" mt="xs">
                      {bySparte(netzarten).map(([sparte, items]) => (
                        <div key={sparte}>
                          <Text size="sm" fw={600} mb={4}>
                            {sparte}
                          </Text>
                          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
                            {items.map((n) => (
                              <Checkbox
                                key={n.id}
                                value={String(n.id)}
                                label={n.name}
                                description={n.beschreibung ?? undefined}
                                disabled={disabled}
                              />
                            ))}
                          </SimpleGrid>
                        </div>
                      ))}
                    </Stack>
                  </Checkbox.Group>
                )}
              />
              <Textarea
                label="Sonstige Betreiber"
                description="Weitere Betreiber, die angefragt werden sollen (höchstens 250 Zeichen)"
                autosize
                minRows={2}
                maxLength={250}
                {...register('sonstigeBetreiber')}
                error={errors.sonstigeBetreiber?.message}
                disabled={disabled}
              />
            </Stack>
          </Section>

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Checkbox
              required
              label={
                <>
                  Ich habe das{' '}
                  <Anchor href={INFORMATIONSBLATT_URL} target="_blank" rel="noreferrer">
                    Informationsblatt
                  </Anchor>{' '}
                  gelesen und erkenne es an.
                </>
              }
              {...register('anerkennungAgb')}
              // Mantine's Checkbox does not link its error to the input; do it for screen readers.
              error={errors.anerkennungAgb && <span id="agb-fehler">{errors.anerkennungAgb.message}</span>}
              aria-invalid={errors.anerkennungAgb ? true : undefined}
              aria-describedby={errors.anerkennungAgb ? 'agb-fehler' : undefined}
              disabled={disabled}
            />
          </Paper>
        </SectionLayout>

        {!readOnly && onSave && (
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>

      <Modal
        opened={urgencyHint}
        onClose={() => setUrgencyHint(false)}
        title="Baustart in weniger als 14 Tagen"
        centered
      >
        <Stack>
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
            Ihr Baustart liegt innerhalb der nächsten 14 Tage. Damit die Auskünfte rechtzeitig vorliegen, empfehlen wir
            die Eilbearbeitung.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUrgencyHint(false)}>
              Ohne Eilbearbeitung
            </Button>
            <Button
              onClick={() => {
                setValue('eilbearbeitung', true, { shouldDirty: true });
                setUrgencyHint(false);
              }}
            >
              Eilbearbeitung wählen
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
