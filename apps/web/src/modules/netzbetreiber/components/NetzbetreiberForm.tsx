import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Grid, Group, NativeSelect, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import {
  ZNetzbetreiberInput,
  type TNetzbetreiber,
  type TNetzbetreiberData,
  type TNetzbetreiberInput,
} from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { ABFRAGEART_OPTIONS, netzbetreiberFormValues } from '../forms';
import { NB_UI_MSG, TOAST_KURZ_MS } from '../messages';
import { netzbetreiberGridKey, netzbetreiberPath } from '../query-keys';
import { UnsavedChangesPrompt } from '../../shell/components/UnsavedChangesPrompt';

const FIELDS: readonly FieldPath<TNetzbetreiberInput>[] = [
  'schluessel',
  'name',
  'email',
  'telefon',
  'kontakt',
  'abfrageart',
  'portalLink',
  'netzbetreiberUrl',
  'netzbetreiberAktionUrl',
  'emailGenerierungAktionUrl',
  'bemerkung',
];

/** The operator's master data; the same contract schema checks here and on the server (STYLE 4). */
export function NetzbetreiberForm({ netzbetreiber }: { netzbetreiber: TNetzbetreiber | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const save = trpc.netzbetreiber.save.useMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TNetzbetreiberInput, unknown, TNetzbetreiberData>({
    resolver: zodResolver(ZNetzbetreiberInput),
    defaultValues: netzbetreiberFormValues(netzbetreiber),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(NB_UI_MSG.speichernErfolgreich, TOAST_KURZ_MS);
      utils.netzbetreiber.byId.setData({ id: saved.id }, saved);
      void queryClient.invalidateQueries({ queryKey: netzbetreiberGridKey() });
      if (netzbetreiber) reset(netzbetreiberFormValues(saved));
      else void navigate(netzbetreiberPath(saved.id), { replace: true });
    } catch (error) {
      for (const fe of fieldErrorsOf(error)) {
        const field = FIELDS.find((f) => f === fe.field);
        if (field) setError(field, { message: fe.message });
      }
      notifyError(NB_UI_MSG.speichernFehler(errorMessage(error)));
    }
  });

  const url = (
    name: 'portalLink' | 'netzbetreiberUrl' | 'netzbetreiberAktionUrl' | 'emailGenerierungAktionUrl',
    label: string,
  ) => (
    <TextInput
      label={label}
      type="url"
      inputMode="url"
      placeholder="https://"
      autoComplete="off"
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nb-stammdaten-titel">
      <Title order={2} size="h4" id="nb-stammdaten-titel" mb="sm">
        Stammdaten
      </Title>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} />
        <Stack gap="sm">
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TextInput
                label="Name"
                required
                autoComplete="off"
                data-autofocus
                error={errors.name?.message}
                {...register('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label="Schlüssel"
                description={
                  netzbetreiber ? 'Eindeutiger Schlüssel für den Import' : 'Leer lassen: wird aus dem Namen gebildet'
                }
                autoComplete="off"
                error={errors.schluessel?.message}
                {...register('schluessel')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label="E-Mail"
                type="email"
                autoComplete="off"
                error={errors.email?.message}
                {...register('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label="Telefon"
                type="tel"
                autoComplete="off"
                error={errors.telefon?.message}
                {...register('telefon')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput label="Kontakt" autoComplete="off" error={errors.kontakt?.message} {...register('kontakt')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <NativeSelect
                label="Abfrageart"
                data={ABFRAGEART_OPTIONS}
                error={errors.abfrageart?.message}
                {...register('abfrageart')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>{url('portalLink', 'Portal-Link')}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>{url('netzbetreiberUrl', 'Netzbetreiber-URL')}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>{url('netzbetreiberAktionUrl', 'Netzbetreiber-Aktions-URL')}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              {url('emailGenerierungAktionUrl', 'Aktions-URL der E-Mail-Generierung')}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
              <Checkbox label="Automatischer Versand der Anfrage" pb={8} {...register('automatikVersand')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="NB Info"
                autosize
                minRows={3}
                maxRows={10}
                error={errors.bemerkung?.message}
                {...register('bemerkung')}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/netzbetreiber" variant="default">
              Abbrechen
            </Button>
            <Button type="submit" loading={isSubmitting} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              Speichern
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
