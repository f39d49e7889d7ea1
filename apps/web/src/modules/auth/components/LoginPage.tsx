import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { landingPathForRoles, MSG, type TLoginInput } from '@lap/contracts';
import { useDocumentTitle } from '@lap/ui';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { loadOnce } from '../../../lazy-pages';
import { errorMessage, fieldErrorsOf, httpStatusOf, useApiMutation } from '../../../trpc-client';
import { removeBootScreen } from '../../shell/boot-screen';
import { SupportHotline } from '../../shell/components/SupportHotline';
import { useSessionContext, useSessionUser } from '../hooks/useSession';
import type { LoginFieldErrors } from '../login-schema';
import { refererTarget } from '../safe-path';
import { PlainPasswordInput, PlainTextInput } from './PlainFields';

const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];

function isLoginField(field: string): field is LoginField {
  return (FIELDS as readonly string[]).includes(field);
}

// Off the first page (issue 18): the schema and zod come when the form gets focus or on the first validation; the
// two notices only when they show (already signed in; right password, unconfirmed address).
const loadLoginSchema = loadOnce(() => import('../login-schema'));
const ResendConfirmation = lazy(() =>
  import('../../account/components/ResendConfirmation').then((m) => ({ default: m.ResendConfirmation })),
);
/** Toasts only on a failed sign-in: their store comes then. */
const notifyError = (text: string) => void import('@lap/ui/notify').then((m) => m.notifyError(text));
const AlreadySignedIn = lazy(() => import('./AlreadySignedIn').then((m) => ({ default: m.AlreadySignedIn })));

/** spec 000 §5 Login, route login/:referer? (spec 001 §2). */
export function LoginPage() {
  useDocumentTitle('Anmeldung');
  const { referer } = useParams();
  const navigate = useNavigate();
  const { store, refresh } = useSessionContext();
  const user = useSessionUser();
  const login = useApiMutation((client, input: TLoginInput) => client.account.login.mutate(input));
  const [values, setValues] = useState<TLoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  // After the first submit, every change is checked again (as the other forms do).
  const [submitted, setSubmitted] = useState(false);
  // 403 = right password, unconfirmed address: offer to resend the link (issue 4).
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // index.html painted this card before the scripts ran (issue 42); it gives way as this one is drawn
  useLayoutEffect(removeBootScreen, []);

  const focusFirstInvalid = (invalid: LoginFieldErrors) => {
    const field = FIELDS.find((f) => invalid[f]);
    if (field) form.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
  };

  const change = (field: LoginField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (submitted) void loadLoginSchema().then(({ validateLogin }) => setErrors(validateLogin(next).errors ?? {}));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setUnconfirmedEmail(null);
    // The same schema the server validates with (STYLE 4).
    const { validateLogin, parseRoles } = await loadLoginSchema();
    const checked = validateLogin(values);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      focusFirstInvalid(checked.errors);
      return;
    }
    try {
      const answer = await login.mutateAsync(checked.values);
      const roles = parseRoles(answer.roles);
      store.set({ userId: answer.userId, roles });
      void refresh(); // fills in name and e-mail for the header
      await navigate(refererTarget(referer) ?? landingPathForRoles(roles), { replace: true });
    } catch (error) {
      const fromServer: LoginFieldErrors = {};
      for (const { field, message } of fieldErrorsOf(error)) {
        if (isLoginField(field)) fromServer[field] ??= message;
      }
      setErrors(fromServer);
      focusFirstInvalid(fromServer);
      if (httpStatusOf(error) === 403) setUnconfirmedEmail(checked.values.email);
      notifyError(MSG.fehlerAnmeldung(errorMessage(error)));
    }
  };

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
          <Suspense fallback={null}>
            <AlreadySignedIn user={user} />
          </Suspense>
        )}

        <form
          ref={form}
          onSubmit={(event) => void onSubmit(event)}
          onFocus={() => void loadLoginSchema().catch(() => undefined)}
          noValidate
        >
          <Stack gap="md">
            {unconfirmedEmail && (
              <Suspense fallback={null}>
                <ResendConfirmation email={unconfirmedEmail} />
              </Suspense>
            )}
            <PlainTextInput
              id="login-email"
              name="email"
              label="E-Mail"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              value={values.email}
              onChange={change('email')}
              error={errors.email}
            />
            <PlainPasswordInput
              id="login-password"
              name="password"
              label="Passwort"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={change('password')}
              error={errors.password}
              toggleLabel="Passwort anzeigen oder verbergen"
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

        {/* Mantine's Divider (a 1 px line in its default colour) without its component, as the fields above. */}
        <Box
          component="hr"
          my="lg"
          style={{ border: 0, borderTop: '1px solid var(--divider-color, var(--mantine-color-gray-3))' }}
        />
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
