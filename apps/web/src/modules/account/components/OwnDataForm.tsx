import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ROLE, ZOwnDataInput, type TNutzerDetail, type TOwnDataInput } from '@lap/contracts';
import { notifyError } from '@lap/ui';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { useSessionContext } from '../../auth/hooks/useSession';
import { fieldErrorsFor } from '../form-errors';
import { useSavedThenBack } from '../hooks/useSavedThenBack';
import { ACCOUNT_UI_MSG } from '../messages';
import { PERSON_FIELDS, PersonFields } from './PersonFields';
import { SignedInFrame } from './SignedInFrame';
import { UnsavedChangesPrompt } from '../../shell/components/UnsavedChangesPrompt';

const enc = encodeURIComponent;

function defaultsOf(user: TNutzerDetail): TOwnDataInput {
  return {
    id: user.id,
    firma: user.firma ?? '',
    vorname: user.vorname,
    name: user.name,
    strasse: user.strasse,
    hausnummer: user.hausnummer,
    plz: user.plz,
    ort: user.ort,
    telefon: user.telefon,
    newsletterAkzeptiert: user.newsletterAkzeptiert,
    emailAntragGesendet: user.emailAntragGesendet,
    emailAntragBearbeitet: user.emailAntragBearbeitet,
    emailBearbeitungAbgeschlossen: user.emailBearbeitungAbgeschlossen,
  };
}

/** spec 000 §5 user data (own): the required fields, phone rule with '!', e-mail read-only. */
export function OwnDataForm({ user }: { user: TNutzerDetail }) {
  const utils = trpc.useUtils();
  const { refresh } = useSessionContext();
  const editOwn = trpc.nutzer.editOwn.useMutation();
  const { saved, leaving } = useSavedThenBack();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(ZOwnDataInput), defaultValues: defaultsOf(user) });
  // The notification flags are about staff mails (spec 000 §3); customers only see the newsletter.
  const staff = user.rolesList.some((r) => r.text === ROLE.SbBereich || r.text === ROLE.Administration);
  const busy = isSubmitting || leaving;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await editOwn.mutateAsync(values);
      await utils.nutzer.byId.invalidate({ id: answer.user_id });
      void refresh(); // the name in the header
      saved(answer.user_id);
    } catch (error) {
      for (const { field, message } of fieldErrorsFor(fieldErrorsOf(error), PERSON_FIELDS))
        setError(field, { message });
      notifyError(ACCOUNT_UI_MSG.fehlerSpeichern(errorMessage(error)));
    }
  });

  return (
    <SignedInFrame title="Angaben bearbeiten">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <UnsavedChangesPrompt dirty={isDirty && !busy} />
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              Pflichtfelder sind mit * markiert.
            </Text>
            <PersonFields
              field={(name) => register(name)}
              errors={errors}
              firmaRequired
              firmaDescription="Als Privatperson tragen Sie bitte „privat“ ein."
              disabled={leaving}
            />
            <TextInput
              label="E-Mail"
              value={user.email}
              readOnly
              variant="filled"
              description={
                <>
                  Die E-Mail-Adresse ändern Sie{' '}
                  <Anchor component={Link} to={`/newemail/${enc(user.id)}`} inherit underline="always">
                    mit Bestätigung an die neue Adresse
                  </Anchor>
                  .
                </>
              }
            />
            <Divider />
            <Stack gap="sm">
              <Title order={2} size="h3">
                Benachrichtigungen
              </Title>
              <Checkbox label="Newsletter erhalten" disabled={leaving} {...register('newsletterAkzeptiert')} />
              {staff && (
                <>
                  <Checkbox label="E-Mail bei neuem Antrag" disabled={leaving} {...register('emailAntragGesendet')} />
                  <Checkbox
                    label="E-Mail bei bearbeitetem Antrag"
                    disabled={leaving}
                    {...register('emailAntragBearbeitet')}
                  />
                  <Checkbox
                    label="E-Mail bei abgeschlossener Bearbeitung"
                    disabled={leaving}
                    {...register('emailBearbeitungAbgeschlossen')}
                  />
                </>
              )}
            </Stack>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={`/account/${enc(user.id)}`} variant="default">
                Abbrechen
              </Button>
              <Button type="submit" loading={busy}>
                Speichern
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </SignedInFrame>
  );
}
