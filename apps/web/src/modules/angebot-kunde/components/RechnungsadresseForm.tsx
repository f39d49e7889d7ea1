import { ActionIcon, Button, Checkbox, Divider, Grid, Group, Stack, TextInput, Title } from '@mantine/core';
import { FIRMA_ZUSAETZE_MAX, RECHNUNGSADRESSE_MSG, type TRechnungsAdresse } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { fieldErrorsFor } from '../../account/form-errors';
import { UnsavedChangesPrompt } from '../../shell/components/UnsavedChangesPrompt';
import {
  formValuesOf,
  RECHNUNGSADRESSE_FIELDS,
  toRechnungsAdresseInput,
  validateRechnungsAdresse,
  withoutZusatz,
  ZUSATZ_FIELDS,
  type RechnungsAdresseFormValues,
} from '../rechnungsadresse-form';

type TextField =
  | 'rechnungEmail'
  | 'firma'
  | 'vorname'
  | 'name'
  | 'strasse'
  | 'hausnummer'
  | 'plz'
  | 'ort'
  | 'land'
  | 'ustIdNr'
  | 'projektnummer';

export interface RechnungsadresseRoute {
  antragId: string;
  rt: 'r' | 'a';
  aid: string | undefined;
}

const speichernFehler = (msg: string) => `${RECHNUNGSADRESSE_MSG.speichernFehler}${msg}`;

function Abschnitt({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** spec 000 §5 invoice address: every rule of the contract schema, plus the shown company additions required. */
export function RechnungsadresseForm({ adresse, route }: { adresse: TRechnungsAdresse; route: RechnungsadresseRoute }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const save = trpc.antrag.saveRechnungsAdresse.useMutation();
  const { antragId, rt, aid } = route;

  const resolver = useCallback<Resolver<RechnungsAdresseFormValues>>(
    (values) => {
      const issues = validateRechnungsAdresse(values, { antragId, rt, aid });
      if (issues.length === 0) return { values, errors: {} };
      const errors: FieldErrors<RechnungsAdresseFormValues> = {};
      for (const { field, message } of issues) errors[field] = { type: 'validate', message };
      return { values: {}, errors };
    },
    [antragId, rt, aid],
  );

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    setFocus,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RechnungsAdresseFormValues>({ resolver, defaultValues: formValuesOf(adresse), shouldFocusError: false });

  const zusaetze = useWatch({ control, name: 'zusaetze' });
  const ausland = useWatch({ control, name: 'ausland' });
  const keineProjektnummer = useWatch({ control, name: 'keineProjektnummer' });
  const [focusZusatz, setFocusZusatz] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = isSubmitting || leaving;

  useEffect(() => {
    if (focusZusatz === null) return;
    const field = ZUSATZ_FIELDS[focusZusatz];
    if (field) setFocus(field);
    setFocusZusatz(null);
  }, [focusZusatz, setFocus]);

  const field = (name: TextField) => ({ ...register(name), error: errors[name]?.message });

  const addZusatz = () => {
    if (zusaetze >= FIRMA_ZUSAETZE_MAX) return;
    setValue('zusaetze', zusaetze + 1);
    setFocusZusatz(zusaetze);
  };

  const removeZusatz = (index: number) => {
    const moved = withoutZusatz(getValues(), index);
    for (const f of ZUSATZ_FIELDS) setValue(f, moved[f]);
    clearErrors([...ZUSATZ_FIELDS, 'firma']);
    setValue('zusaetze', zusaetze - 1);
    addButton.current?.focus();
  };

  // the first error in the order of the form (added company additions register last, so RHF's own order is off)
  const focusFirstError = (found: FieldErrors<RechnungsAdresseFormValues>) => {
    const first = RECHNUNGSADRESSE_FIELDS.find((f) => found[f]);
    if (first) setFocus(first);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toRechnungsAdresseInput(values, route));
      setLeaving(true);
      await utils.antrag.rechnungsAdresse.invalidate({ antragId });
      notifySuccess(RECHNUNGSADRESSE_MSG.gespeichert);
      void navigate('/antraege');
    } catch (error) {
      const serverErrors = fieldErrorsFor(fieldErrorsOf(error), RECHNUNGSADRESSE_FIELDS);
      for (const { field: f, message } of serverErrors) setError(f, { message });
      notifyError(speichernFehler(errorMessage(error)));
      const first = serverErrors[0];
      if (first) setFocus(first.field);
    }
  }, focusFirstError);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <UnsavedChangesPrompt dirty={isDirty && !busy} />
      <Stack gap="xl">
        <Abschnitt title="Rechnungsempfänger" id="ra-empfaenger">
          <Grid gutter="sm">
            <Grid.Col span={12}>
              <TextInput
                label="Firma"
                autoComplete="organization"
                maxLength={200}
                withAsterisk={zusaetze > 0}
                {...field('firma')}
              />
            </Grid.Col>
            {ZUSATZ_FIELDS.slice(0, zusaetze).map((name, i) => (
              <Grid.Col span={12} key={name}>
                <TextInput
                  label={`Firmenzusatz ${i + 1}`}
                  required
                  maxLength={200}
                  {...register(name)}
                  error={errors[name]?.message}
                  rightSectionPointerEvents="all"
                  rightSection={
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => removeZusatz(i)}
                      aria-label={`Firmenzusatz ${i + 1} entfernen`}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  }
                />
              </Grid.Col>
            ))}
            {zusaetze < FIRMA_ZUSAETZE_MAX && (
              <Grid.Col span={12}>
                <Button
                  ref={addButton}
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={addZusatz}
                >
                  Firmenzusatz hinzufügen
                </Button>
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Vorname" autoComplete="given-name" maxLength={100} {...field('vorname')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Name" required autoComplete="family-name" maxLength={100} {...field('name')} />
            </Grid.Col>
          </Grid>
        </Abschnitt>

        <Abschnitt title="Anschrift" id="ra-anschrift">
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 9 }}>
              <TextInput label="Straße" required autoComplete="address-line1" maxLength={100} {...field('strasse')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput label="Hausnummer" required maxLength={25} {...field('hausnummer')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="PLZ"
                required
                autoComplete="postal-code"
                inputMode={ausland ? 'text' : 'numeric'}
                maxLength={10}
                {...field('plz')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label="Ort" required autoComplete="address-level2" maxLength={100} {...field('ort')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Land" autoComplete="country-name" maxLength={100} {...field('land')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Checkbox
                label="Ausland"
                description="Der Rechnungsempfänger hat seinen Sitz außerhalb Deutschlands; dann können Sie eine USt-IdNr. angeben."
                {...register('ausland', {
                  deps: ['plz', 'ustIdNr'],
                  onChange: (e: { target: { checked: boolean } }) => {
                    if (!e.target.checked) {
                      setValue('ustIdNr', '');
                      clearErrors('ustIdNr');
                    }
                  },
                })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="USt-IdNr."
                description="Länderkennung und 9 Ziffern, z. B. DE123456789"
                maxLength={20}
                disabled={!ausland}
                {...field('ustIdNr')}
              />
            </Grid.Col>
          </Grid>
        </Abschnitt>

        <Abschnitt title="Rechnungsversand" id="ra-versand">
          <TextInput
            label="E-Mail-Adresse für die Rechnung"
            description="An diese Adresse senden wir die Rechnung."
            required
            type="email"
            autoComplete="email"
            maxLength={254}
            {...field('rechnungEmail')}
          />
        </Abschnitt>

        <Abschnitt title="Projekt" id="ra-projekt">
          <Stack gap="sm">
            {!keineProjektnummer && (
              <TextInput
                label="Projektnummer"
                description="Ihre Projekt- oder Bestellnummer; sie erscheint auf der Rechnung."
                required
                maxLength={100}
                {...field('projektnummer')}
              />
            )}
            <Checkbox
              label="Keine Projektnummer"
              {...register('keineProjektnummer', {
                deps: ['projektnummer'],
                onChange: (e: { target: { checked: boolean } }) => {
                  if (e.target.checked) {
                    setValue('projektnummer', '');
                    clearErrors('projektnummer');
                  }
                },
              })}
            />
          </Stack>
        </Abschnitt>

        {rt !== 'r' && (
          <>
            <Divider />
            <Checkbox
              label="Ich bestätige, dass die Rechnung an diese Adresse gestellt werden soll."
              required
              error={
                errors.adressenAenderung && <span id="bestaetigung-fehler">{errors.adressenAenderung.message}</span>
              }
              aria-invalid={errors.adressenAenderung ? true : undefined}
              aria-describedby={errors.adressenAenderung ? 'bestaetigung-fehler' : undefined}
              {...register('adressenAenderung')}
            />
          </>
        )}

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/antraege" variant="default">
            Abbrechen
          </Button>
          <Button type="submit" loading={busy}>
            Speichern
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
