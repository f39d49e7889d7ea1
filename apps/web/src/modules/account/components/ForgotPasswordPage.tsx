import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ZForgotPasswordInput } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { IconInfoCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { ACCOUNT_UI_MSG } from '../messages';
import { parseLegacyFlag } from '../query-params';
import { PublicFormCard } from './PublicFormCard';

/**
 * spec 000 §2 /forgotpassword: asks for the address and sends a reset link; the answer is the same whether
 * or not the address is registered. `f=rlo` (users of the older portal) is passed on to the call.
 */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const f = parseLegacyFlag(search);
  const [sent, setSent] = useState<string | null>(null);
  const forgot = trpc.account.forgotPassword.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZForgotPasswordInput), defaultValues: { email: '', f } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await forgot.mutateAsync({ email: values.email, f });
      setSent(answer.message);
      notifySuccess(answer.message);
    } catch (error) {
      const emailError = fieldErrorsOf(error).find((e) => e.field === 'email');
      if (emailError) setError('email', { message: emailError.message });
      notifyError(ACCOUNT_UI_MSG.fehlerVersendenEmail(errorMessage(error)));
    }
  });

  return (
    <PublicFormCard
      title={f ? 'Passwort vergeben' : 'Passwort vergessen'}
      intro="Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort vergeben."
    >
      {f && (
        <Alert
          color="lapBlue"
          variant="light"
          icon={<IconInfoCircle aria-hidden="true" />}
          mb="lg"
          title="Umstieg vom bisherigen Portal"
        >
          Ihr Konto aus dem bisherigen Leitungsauskunftportal wurde übernommen. Ihr altes Passwort gilt hier nicht mehr:
          Bitte vergeben Sie einmalig ein neues Passwort über den Link, den wir Ihnen senden.
        </Alert>
      )}
      {sent ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden="true" />} role="status">
            {sent}
          </Alert>
          <Text size="sm">
            Der Link ist begrenzte Zeit gültig und nur einmal verwendbar. Keine E-Mail erhalten? Prüfen Sie den
            Spam-Ordner oder fordern Sie ihn erneut an.
          </Text>
          <Group justify="space-between">
            <Button variant="default" onClick={() => setSent(null)}>
              Erneut anfordern
            </Button>
            <Button component={Link} to="/login">
              Zur Anmeldung
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label="E-Mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" fullWidth size="md" loading={isSubmitting}>
              Link senden
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/login" inherit>
                Zurück zur Anmeldung
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </PublicFormCard>
  );
}
