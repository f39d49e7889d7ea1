import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Divider,
  Grid,
  Group,
  Loader,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PASSWORT_REGEL, ZNutzerAdminInput, type TNutzerAdminInput, type TNutzerDetail } from '@lap/contracts';
import { notifyError } from '@lap/ui';
import { IconUserPlus } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { fieldErrorsFor } from '../form-errors';
import { useSavedThenBack } from '../hooks/useSavedThenBack';
import { ACCOUNT_UI_MSG } from '../messages';
import { nutzerName } from '../nutzer-display';
import { PersonFields } from './PersonFields';
import { SignedInFrame } from './SignedInFrame';
import { UnsavedChangesPrompt } from '../../shell/components/UnsavedChangesPrompt';

const FIELDS = [
  'email',
  'telefon',
  'firma',
  'vorname',
  'name',
  'strasse',
  'hausnummer',
  'plz',
  'ort',
  'meisterBereich',
  'rolesList',
  'password',
] as const;

const FLAGS = [
  { name: 'emailConfirmed', label: 'E-Mail-Adresse bestätigt' },
  { name: 'datenschutzAkzeptiert', label: 'Datenschutzerklärung akzeptiert' },
  { name: 'newsletterAkzeptiert', label: 'Newsletter' },
  { name: 'emailAntragGesendet', label: 'E-Mail bei neuem Antrag' },
  { name: 'emailAntragBearbeitet', label: 'E-Mail bei bearbeitetem Antrag' },
  { name: 'emailBearbeitungAbgeschlossen', label: 'E-Mail bei abgeschlossener Bearbeitung' },
] as const;

const EMPTY: TNutzerAdminInput = {
  email: '',
  telefon: '',
  firma: '',
  vorname: '',
  name: '',
  strasse: '',
  hausnummer: '',
  plz: '',
  ort: '',
  meisterBereich: '',
  // A user the administration creates is known: the address counts as confirmed unless unticked.
  emailConfirmed: true,
  datenschutzAkzeptiert: false,
  newsletterAkzeptiert: false,
  emailAntragGesendet: false,
  emailAntragBearbeitet: false,
  emailBearbeitungAbgeschlossen: false,
  rolesList: [],
};

function defaultsOf(user: TNutzerDetail): TNutzerAdminInput {
  return {
    id: user.id,
    email: user.email,
    telefon: user.telefon,
    firma: user.firma ?? '',
    vorname: user.vorname,
    name: user.name,
    strasse: user.strasse,
    hausnummer: user.hausnummer,
    plz: user.plz,
    ort: user.ort,
    meisterBereich: user.meisterBereich ?? '',
    emailConfirmed: user.emailConfirmed,
    datenschutzAkzeptiert: user.datenschutzAkzeptiert,
    newsletterAkzeptiert: user.newsletterAkzeptiert,
    emailAntragGesendet: user.emailAntragGesendet,
    emailAntragBearbeitet: user.emailAntragBearbeitet,
    emailBearbeitungAbgeschlossen: user.emailBearbeitungAbgeschlossen,
    rolesList: user.rolesList.map((r) => ({ id: r.id, text: r.text })),
  };
}

export interface NutzerAdminFormProps {
  /** The user to edit; absent = create a new one (PostNutzer). */
  user?: TNutzerDetail;
}

/**
 * spec 000 §5 user edit (administrator): email, telefon, vorname, name, strasse, hausnummer, plz, ort and at
 * least one role; the flags; on create an optional initial password. Saved → /account/{id}.
 */
export function NutzerAdminForm({ user }: NutzerAdminFormProps) {
  const utils = trpc.useUtils();
  const rollen = trpc.nutzer.rollenList.useQuery({ pageSize: 100 });
  const create = trpc.nutzer.create.useMutation();
  const edit = trpc.nutzer.edit.useMutation();
  const { saved, leaving } = useSavedThenBack();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(ZNutzerAdminInput), defaultValues: user ? defaultsOf(user) : EMPTY });

  const rollenRows = [...(rollen.data?.rows ?? [])].sort((a, b) => a.text.localeCompare(b.text, 'de'));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = user ? await edit.mutateAsync({ ...values, id: user.id }) : await create.mutateAsync(values);
      await utils.nutzer.byId.invalidate({ id: answer.user_id });
      saved(answer.user_id);
    } catch (error) {
      for (const { field, message } of fieldErrorsFor(fieldErrorsOf(error), FIELDS)) setError(field, { message });
      notifyError(ACCOUNT_UI_MSG.fehlerSpeichern(errorMessage(error)));
    }
  });

  const title = user ? `Nutzer bearbeiten: ${nutzerName(user)}` : 'Neuer Nutzer';
  const cancelTo = user ? `/account/${encodeURIComponent(user.id)}` : '/nutzer';

  return (
    <SignedInFrame
      title={title}
      actions={
        // Until /nutzer offers it, creating a user is reached from here (and by its address).
        user && (
          <Button
            component={Link}
            to="/editNutzerAdmin/neu"
            variant="default"
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            Neuer Nutzer
          </Button>
        )
      }
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <UnsavedChangesPrompt dirty={isDirty && !isSubmitting && !leaving} />
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              Pflichtfelder sind mit * markiert.
            </Text>
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="E-Mail"
                  required
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  error={errors.email?.message}
                  {...register('email')}
                />
              </Grid.Col>
              {!user && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <PasswordInput
                    label="Passwort"
                    autoComplete="new-password"
                    description={`Optional. ${PASSWORT_REGEL} Ohne Passwort vergibt der Nutzer es über „Passwort vergessen“.`}
                    error={errors.password?.message}
                    aria-invalid={errors.password ? true : undefined}
                    visibilityToggleButtonProps={{ 'aria-label': 'Passwort anzeigen oder verbergen' }}
                    {...register('password', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
                  />
                </Grid.Col>
              )}
            </Grid>
            <PersonFields field={(name) => register(name)} errors={errors} firmaRequired={false} />
            <TextInput
              label="Meisterbereich"
              maw={420}
              error={errors.meisterBereich?.message}
              {...register('meisterBereich')}
            />

            <Divider />
            <Controller
              control={control}
              name="rolesList"
              render={({ field, fieldState }) => (
                <Checkbox.Group
                  label={
                    <Title order={2} size="h3" component="span">
                      Rollen
                    </Title>
                  }
                  description="Mindestens eine Rolle"
                  withAsterisk
                  error={fieldState.error?.message}
                  value={field.value.map((r) => String(r.id))}
                  onChange={(ids) =>
                    field.onChange(
                      ids.map((id) => ({ id: Number(id), text: rollenRows.find((r) => r.id === Number(id))?.text })),
                    )
                  }
                >
                  {rollen.isPending ? (
                    <Loader size="sm" mt="xs" aria-label="Rollen werden geladen" />
                  ) : rollen.isError ? (
                    <Text c="red.9" size="sm" mt="xs">
                      {errorMessage(rollen.error)}
                    </Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs" spacing="xs">
                      {rollenRows.map((r) => (
                        <Checkbox key={r.id} value={String(r.id)} label={r.text} onBlur={field.onBlur} />
                      ))}
                    </SimpleGrid>
                  )}
                </Checkbox.Group>
              )}
            />

            <Divider />
            <Stack gap="sm">
              <Title order={2} size="h3">
                Einstellungen
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {FLAGS.map((flag) => (
                  <Checkbox key={flag.name} label={flag.label} {...register(flag.name)} />
                ))}
              </SimpleGrid>
            </Stack>

            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={cancelTo} variant="default">
                Abbrechen
              </Button>
              <Button type="submit" loading={isSubmitting || leaving}>
                {user ? 'Speichern' : 'Nutzer anlegen'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </SignedInFrame>
  );
}
