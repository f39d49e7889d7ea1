import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Grid,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AUFMERKSAMKEIT, PASSWORT_REGEL, ZRegisterInput, type TRegisterInput } from '@lap/contracts';
import { notifyError } from '@lap/ui';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DATENSCHUTZ_URL } from '../../../config';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { fieldErrorsFor } from '../form-errors';
import { useCaptcha } from '../hooks/useCaptcha';
import { ACCOUNT_UI_MSG, passwordHint, REGISTRIERUNG_ERROR_TOAST_MS } from '../messages';
import { CaptchaField } from './CaptchaField';
import { PublicFormCard } from './PublicFormCard';

type Values = TRegisterInput;

const FIELDS = [
  'vorname',
  'name',
  'firma',
  'keineFirma',
  'strasse',
  'hausnummer',
  'plz',
  'ort',
  'email',
  'telefon',
  'password',
  'confirmPassword',
  'confirmDatenschutz',
  'newsletter',
  'aufmerksamkeit',
  'captchaValue',
] as const;

const DEFAULTS: Values = {
  vorname: '',
  name: '',
  firma: '',
  keineFirma: false,
  strasse: '',
  hausnummer: '',
  plz: '',
  ort: '',
  email: '',
  telefon: '',
  password: '',
  confirmPassword: '',
  confirmDatenschutz: false,
  newsletter: false,
  aufmerksamkeit: '',
  captchaId: '',
  captchaValue: '',
};

const AUFMERKSAMKEIT_OPTIONS = [
  { value: '', label: 'Bitte auswählen (optional)' },
  ...AUFMERKSAMKEIT.map((a) => ({ value: a, label: a })),
];

/** spec 000 §2 /registrierung with every rule of §5; the server's answer and field errors as §8 says. */
export function RegistrierungPage() {
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const registerCall = trpc.account.register.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZRegisterInput), defaultValues: DEFAULTS });

  const onNewChallenge = useCallback(
    (challenge: { captchaId: string } | null) => {
      setValue('captchaId', challenge?.captchaId ?? '');
      setValue('captchaValue', '');
    },
    [setValue],
  );
  const captcha = useCaptcha(onNewChallenge);
  const keineFirma = watch('keineFirma');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await registerCall.mutateAsync(values);
      setDoneMessage(answer.message);
      window.scrollTo({ top: 0 });
    } catch (error) {
      for (const { field, message } of fieldErrorsFor(fieldErrorsOf(error), FIELDS, { captchaId: 'captchaValue' })) {
        setError(field, { message });
      }
      notifyError(ACCOUNT_UI_MSG.fehlerRegistrierung(errorMessage(error)), REGISTRIERUNG_ERROR_TOAST_MS);
      captcha.refresh(); // spec 000 §5: refreshed after a failed registration (each captcha is single use)
    }
  });

  if (doneMessage) {
    return (
      <PublicFormCard title="Registrierung">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status" mb="lg">
          {doneMessage}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          Zur Anmeldung
        </Button>
      </PublicFormCard>
    );
  }

  const keineFirmaField = register('keineFirma');

  return (
    <PublicFormCard
      title="Registrierung"
      size={760}
      intro={
        <>
          Legen Sie Ihr Konto für das Leitungsauskunftportal an. Pflichtfelder sind mit * markiert. Bereits registriert?{' '}
          <Anchor component={Link} to="/login" inherit underline="always">
            Zur Anmeldung
          </Anchor>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="lg">
          <section aria-labelledby="reg-person">
            <Title order={2} size="h3" id="reg-person" mb="sm">
              Persönliche Angaben
            </Title>
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label="Firma"
                  autoComplete="organization"
                  disabled={keineFirma}
                  error={errors.firma?.message}
                  {...register('firma')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
                <Checkbox
                  label={ACCOUNT_UI_MSG.keineFirma}
                  mb={{ base: 0, sm: 8 }}
                  {...keineFirmaField}
                  onChange={(event) => {
                    if (event.currentTarget.checked) setValue('firma', '', { shouldValidate: false });
                    void keineFirmaField.onChange(event);
                  }}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Vorname"
                  required
                  autoComplete="given-name"
                  error={errors.vorname?.message}
                  {...register('vorname')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Name"
                  required
                  autoComplete="family-name"
                  error={errors.name?.message}
                  {...register('name')}
                />
              </Grid.Col>
            </Grid>
          </section>

          <section aria-labelledby="reg-adresse">
            <Title order={2} size="h3" id="reg-adresse" mb="sm">
              Adresse
            </Title>
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, sm: 9 }}>
                <TextInput
                  label="Straße"
                  required
                  autoComplete="address-line1"
                  error={errors.strasse?.message}
                  {...register('strasse')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <TextInput label="Hausnummer" required error={errors.hausnummer?.message} {...register('hausnummer')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label="PLZ"
                  required
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  error={errors.plz?.message}
                  {...register('plz')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label="Ort"
                  required
                  autoComplete="address-level2"
                  error={errors.ort?.message}
                  {...register('ort')}
                />
              </Grid.Col>
            </Grid>
          </section>

          <section aria-labelledby="reg-zugang">
            <Title order={2} size="h3" id="reg-zugang" mb="sm">
              Kontakt und Zugang
            </Title>
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Telefon"
                  required
                  type="tel"
                  autoComplete="tel"
                  description="Beginnt mit + oder 0"
                  error={errors.telefon?.message}
                  {...register('telefon')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="E-Mail"
                  required
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  description="Wird Ihr Anmeldename"
                  error={errors.email?.message}
                  {...register('email')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordInput
                  label="Passwort"
                  required
                  autoComplete="new-password"
                  description={passwordHint(PASSWORT_REGEL, errors.password?.message)}
                  // The rule under the input keeps both password inputs on one line.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  error={errors.password?.message}
                  aria-invalid={errors.password ? true : undefined}
                  visibilityToggleButtonProps={{ 'aria-label': 'Passwort anzeigen oder verbergen' }}
                  {...register('password')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordInput
                  label="Passwort bestätigen"
                  required
                  autoComplete="new-password"
                  error={errors.confirmPassword?.message}
                  aria-invalid={errors.confirmPassword ? true : undefined}
                  visibilityToggleButtonProps={{ 'aria-label': 'Passwort anzeigen oder verbergen' }}
                  {...register('confirmPassword')}
                />
              </Grid.Col>
            </Grid>
          </section>

          <section aria-labelledby="reg-weiteres">
            <Title order={2} size="h3" id="reg-weiteres" mb="sm">
              Weitere Angaben
            </Title>
            <Stack gap="md">
              <NativeSelect
                label="Wie sind Sie auf uns aufmerksam geworden?"
                data={AUFMERKSAMKEIT_OPTIONS}
                maw={420}
                error={errors.aufmerksamkeit?.message}
                {...register('aufmerksamkeit')}
              />
              <Checkbox label="Ich möchte den Newsletter erhalten." {...register('newsletter')} />
              <Checkbox
                required
                label={
                  <>
                    Ich habe die{' '}
                    <Anchor
                      href={DATENSCHUTZ_URL}
                      target="_blank"
                      rel="noopener noreferrer"
                      inherit
                      underline="always"
                      title="Öffnet in einem neuen Fenster"
                    >
                      Datenschutzerklärung
                    </Anchor>{' '}
                    gelesen und akzeptiere sie. <span aria-hidden="true">*</span>
                  </>
                }
                // Mantine's Checkbox does not link its error to the input; do it for screen readers.
                error={
                  errors.confirmDatenschutz && <span id="datenschutz-fehler">{errors.confirmDatenschutz.message}</span>
                }
                aria-invalid={errors.confirmDatenschutz ? true : undefined}
                aria-describedby={errors.confirmDatenschutz ? 'datenschutz-fehler' : undefined}
                {...register('confirmDatenschutz')}
              />
            </Stack>
          </section>

          <section aria-labelledby="reg-captcha">
            <Title order={2} size="h3" id="reg-captcha" mb={4}>
              Sicherheitsabfrage
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Bitte geben Sie die Zeichen aus dem Bild ein. Ist es schwer lesbar, laden Sie ein neues.
            </Text>
            <input type="hidden" {...register('captchaId')} />
            <CaptchaField
              captcha={captcha}
              input={register('captchaValue')}
              error={errors.captchaValue?.message ?? errors.captchaId?.message}
            />
          </section>

          <Divider />
          <Button type="submit" size="md" loading={isSubmitting} fullWidth>
            Registrieren
          </Button>
        </Stack>
      </form>
    </PublicFormCard>
  );
}
