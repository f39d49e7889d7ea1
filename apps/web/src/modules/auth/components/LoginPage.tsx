import { Alert, Anchor, Button, Container, Divider, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { landingPathForRoles, MSG, type TLoginInput } from '@lap/contracts';
import { notifyError, useDocumentTitle } from '@lap/ui';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { loadOnce } from '../../../lazy-pages';
import { errorMessage, fieldErrorsOf, httpStatusOf, useApiMutation } from '../../../trpc-client';
import { ResendConfirmation } from '../../account/components/ResendConfirmation';
import { SupportHotline } from '../../shell/components/SupportHotline';
import { displayName, useSessionContext, useSessionUser } from '../hooks/useSession';
import { refererTarget } from '../safe-path';

const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];

function isLoginField(field: string): field is LoginField {
  return (FIELDS as readonly string[]).includes(field);
}

/** The schema and zod come on the first validation, or when the form gets focus: not on the first page (issue 18). */
const loadLoginSchema = loadOnce(() => import('../login-schema'));

const resolver: Resolver<TLoginInput> = async (values, context, options) => (await loadLoginSchema()).loginResolver(values, context, options);

/** spec 000 §5 Login, route login/:referer? (spec 001 §2). */
export function LoginPage() {
  useDocumentTitle('Anmeldung');
  const { referer } = useParams();
  const navigate = useNavigate();
  const { store, refresh } = useSessionContext();
  const user = useSessionUser();
  const login = useApiMutation((client, input: TLoginInput) => client.account.login.mutate(input));
  // 403 = right password, unconfirmed address: offer to resend the link (issue 4).
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  // The same schema the server validates with (STYLE 4), loaded on demand.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TLoginInput>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setUnconfirmedEmail(null);
    try {
      const answer = await login.mutateAsync(values);
      const { parseRoles } = await loadLoginSchema(); // loaded already: the form was validated
      const roles = parseRoles(answer.roles);
      store.set({ userId: answer.userId, roles });
      void refresh(); // fills in name and e-mail for the header
      await navigate(refererTarget(referer) ?? landingPathForRoles(roles), { replace: true });
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error)) {
        if (isLoginField(field)) setError(field, { message });
      }
      if (httpStatusOf(error) === 403) setUnconfirmedEmail(values.email);
      notifyError(MSG.fehlerAnmeldung(errorMessage(error)));
    }
  });

  return (
    <Container size={460} py={40}>
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'lg', sm: 32 }}>
        <Title order={1} ta="center" mb={4}>
          Anmeldung
        </Title>
        <Text c="dimmed" size="sm" ta="center" mb="lg">
          Melden Sie sich mit Ihrer E-Mail-Adresse an.
        </Text>

        {user && (
          <Alert variant="light" color="lapBlue" mb="lg">
            Sie sind bereits angemeldet{displayName(user) ? ` als ${displayName(user)}` : ''}.{' '}
            <Anchor component={Link} to={landingPathForRoles(user.roles)} inherit>
              Weiter zur Übersicht
            </Anchor>
          </Alert>
        )}

        <form onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadLoginSchema().catch(() => undefined)} noValidate>
          <Stack gap="md">
            {unconfirmedEmail && <ResendConfirmation email={unconfirmedEmail} />}
            <TextInput
              label="E-Mail"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordInput
              label="Passwort"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              // Mantine marks only the wrapper of a PasswordInput invalid; screen readers need it on the input.
              aria-invalid={errors.password ? true : undefined}
              visibilityToggleButtonProps={{ 'aria-label': 'Passwort anzeigen oder verbergen' }}
              {...register('password')}
            />
            <Group justify="flex-end" mt={-6}>
              <Anchor component={Link} to="/forgotpassword" size="sm">
                Passwort vergessen?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth size="md" loading={login.isPending}>
              Anmelden
            </Button>
          </Stack>
        </form>

        <Divider my="lg" />
        <Text size="sm" ta="center">
          Noch kein Konto?{' '}
          <Anchor component={Link} to="/registrierung" inherit fw={600}>
            Jetzt registrieren
          </Anchor>
        </Text>
      </Paper>
      <Stack mt="lg">
        <SupportHotline />
      </Stack>
    </Container>
  );
}
