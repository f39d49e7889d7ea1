import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  ERECHNUNG_LAENDER,
  ZERechnungDokumentInput,
  ZERechnungFormular,
  type TERechnungFormular,
  type TERechnungFormularInput,
  type TFieldError,
} from '@lap/contracts';
import { germanToday } from '@lap/domain';
import { GermanDateInput, notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconFileCode, IconFileTypePdf, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { SectionCard } from '../../antrag/components/AntragSummary';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { base64ZuBytes, dateiSpeichern, leeresFormular } from '../forms';
import { ERECHNUNG_UI } from '../messages';
import { PositionenSection } from './PositionenSection';
import { SummenBox } from './SummenBox';
import { ZahlFeld } from './ZahlFeld';

const L = ERECHNUNG_UI.label;
const icon = { size: 16, 'aria-hidden': true } as const;
const LAENDER = Object.entries(ERECHNUNG_LAENDER).map(([value, label]) => ({ value, label }));

type TDatumFeld = 'invoiceDate' | 'deliveryDate' | 'paymentDueDate';

/**
 * /erechnungeingaben 'Rechnungsformular' (spec 001 §2, §3 E-invoice form, §5): 'Rechnung erstellen' checks the form with
 * the contract schema and only prepares it locally (spec 001 §5: no server call; the JSON goes to the console). Beyond
 * the spec (issue 14): the form's XRechnung (XML) and ZUGFeRD PDF, made by the server and downloaded.
 */
export function ERechnungFormularPage() {
  const xml = trpc.erechnung.xml.useMutation();
  const zugferd = trpc.erechnung.zugferd.useMutation();
  const [laedt, setLaedt] = useState<'xml' | 'zugferd' | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TERechnungFormularInput, unknown, TERechnungFormular>({
    resolver: zodResolver(ZERechnungFormular),
    defaultValues: leeresFormular(germanToday()),
  });

  const felderMarkieren = (fehler: readonly TFieldError[]) =>
    fehler.forEach((f, i) =>
      setError(
        f.field as FieldPath<TERechnungFormularInput>,
        { type: 'server', message: f.message },
        { shouldFocus: i === 0 },
      ),
    );
  const ungueltig = () => notifyError(ERECHNUNG_UI.pruefen);

  const erstellen = handleSubmit((values) => {
    // spec 001 §5: the submit is only prepared locally
    console.info('Rechnung vorbereitet:', JSON.stringify(values, null, 2));
    notifySuccess(ERECHNUNG_UI.vorbereitet);
  }, ungueltig);

  const laden = async (art: 'xml' | 'zugferd', values: TERechnungFormular): Promise<void> => {
    // what an e-invoice needs beyond the spec rules, at the fields before asking the server
    const geprueft = ZERechnungDokumentInput.safeParse(values);
    if (!geprueft.success) {
      felderMarkieren(geprueft.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
      notifyError(ERECHNUNG_UI.eRechnungPruefen);
      return;
    }
    try {
      const datei =
        art === 'xml'
          ? await xml
              .mutateAsync(values)
              .then((r) => ({ name: r.fileName, inhalt: new Blob([r.xml], { type: 'application/xml' }) }))
          : await zugferd.mutateAsync(values).then((r) => ({
              name: r.fileName,
              inhalt: new Blob([base64ZuBytes(r.base64)], { type: 'application/pdf' }),
            }));
      dateiSpeichern(datei.name, datei.inhalt);
      notifySuccess(ERECHNUNG_UI.heruntergeladen(datei.name));
    } catch (error) {
      felderMarkieren(fieldErrorsOf(error));
      notifyError(errorMessage(error));
    }
  };
  const herunterladen = (art: 'xml' | 'zugferd') => {
    setLaedt(art);
    void handleSubmit((values) => laden(art, values), ungueltig)().finally(() => setLaedt(null));
  };

  const datum = (name: TDatumFeld, label: string, description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <GermanDateInput
          label={label}
          name={field.name}
          value={field.value ?? null}
          onChange={field.onChange}
          onInvalid={() => notifyError(ERECHNUNG_UI.datumUngueltig)}
          error={fieldState.error?.message}
          {...(description ? { description } : {})}
        />
      )}
    />
  );

  return (
    <Box maw={1100} mx="auto">
      <PageTitle title={ERECHNUNG_UI.titel} />
      <Text mb="lg" mt={-8}>
        {ERECHNUNG_UI.einleitung}
      </Text>
      <form noValidate onSubmit={(event) => void erstellen(event)} aria-label={ERECHNUNG_UI.titel}>
        <Stack gap="lg">
          <SectionCard title={ERECHNUNG_UI.rechnungsdaten} level={2}>
            {/* every field of the first row has a hint: the inputs stay on one line, also with an error below one */}
            <Grid gutter="sm">
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <TextInput
                  label={L.invoiceNumber}
                  description={ERECHNUNG_UI.hinweis.invoiceNumber}
                  required
                  autoComplete="off"
                  error={errors.invoiceNumber?.message}
                  {...register('invoiceNumber')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                {datum('invoiceDate', L.invoiceDate, ERECHNUNG_UI.hinweis.invoiceDate)}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                {datum('deliveryDate', L.deliveryDate, ERECHNUNG_UI.hinweis.deliveryDate)}
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={L.note}
                  autosize
                  minRows={2}
                  maxRows={8}
                  error={errors.note?.message}
                  {...register('note')}
                />
              </Grid.Col>
            </Grid>
          </SectionCard>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SectionCard title={ERECHNUNG_UI.verkaeuferdaten} level={2}>
              <Grid gutter="sm">
                <Grid.Col span={12}>
                  <TextInput
                    label={L.name}
                    required
                    autoComplete="off"
                    error={errors.seller?.name?.message}
                    {...register('seller.name')}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput
                    label={L.street}
                    autoComplete="off"
                    error={errors.seller?.street?.message}
                    {...register('seller.street')}
                  />
                </Grid.Col>
                <Grid.Col span={4}>
                  <TextInput
                    label={L.postcode}
                    autoComplete="off"
                    error={errors.seller?.postcode?.message}
                    {...register('seller.postcode')}
                  />
                </Grid.Col>
                <Grid.Col span={8}>
                  <TextInput
                    label={L.city}
                    autoComplete="off"
                    error={errors.seller?.city?.message}
                    {...register('seller.city')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={L.contactName}
                    autoComplete="off"
                    error={errors.seller?.contactName?.message}
                    {...register('seller.contactName')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={L.phone}
                    type="tel"
                    autoComplete="off"
                    error={errors.seller?.phone?.message}
                    {...register('seller.phone')}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput
                    label={L.email}
                    type="email"
                    autoComplete="off"
                    error={errors.seller?.EmailAddress?.message}
                    {...register('seller.EmailAddress')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={L.vatId}
                    autoComplete="off"
                    error={errors.seller?.vatId?.message}
                    {...register('seller.vatId')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={L.taxId}
                    autoComplete="off"
                    error={errors.seller?.taxId?.message}
                    {...register('seller.taxId')}
                  />
                </Grid.Col>
              </Grid>
            </SectionCard>

            <SectionCard title={ERECHNUNG_UI.kundendaten} level={2}>
              <Grid gutter="sm">
                <Grid.Col span={12}>
                  <TextInput
                    label={L.name}
                    required
                    autoComplete="off"
                    error={errors.buyer?.name?.message}
                    {...register('buyer.name')}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput
                    label={L.street}
                    autoComplete="off"
                    error={errors.buyer?.street?.message}
                    {...register('buyer.street')}
                  />
                </Grid.Col>
                <Grid.Col span={4}>
                  <TextInput
                    label={L.postcode}
                    autoComplete="off"
                    error={errors.buyer?.postcode?.message}
                    {...register('buyer.postcode')}
                  />
                </Grid.Col>
                <Grid.Col span={8}>
                  <TextInput
                    label={L.city}
                    autoComplete="off"
                    error={errors.buyer?.city?.message}
                    {...register('buyer.city')}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <NativeSelect
                    label={L.country}
                    data={LAENDER}
                    error={errors.buyer?.country?.message}
                    {...register('buyer.country', { valueAsNumber: true })}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput
                    label={L.email}
                    type="email"
                    autoComplete="off"
                    error={errors.buyer?.EmailAddress?.message}
                    {...register('buyer.EmailAddress')}
                  />
                </Grid.Col>
              </Grid>
            </SectionCard>
          </SimpleGrid>

          <SectionCard title={ERECHNUNG_UI.zahlungsdaten} level={2}>
            <Grid gutter="sm">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <TextInput
                  label={L.iban}
                  autoComplete="off"
                  error={errors.payment?.iban?.message}
                  {...register('payment.iban')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <TextInput
                  label={L.bic}
                  autoComplete="off"
                  error={errors.payment?.bic?.message}
                  {...register('payment.bic')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <TextInput
                  label={L.accountName}
                  description={ERECHNUNG_UI.hinweis.accountName}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  autoComplete="off"
                  error={errors.payment?.accountName?.message}
                  {...register('payment.accountName')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <TextInput
                  label={L.paymentReference}
                  description={ERECHNUNG_UI.hinweis.paymentReference}
                  autoComplete="off"
                  error={errors.paymentReference?.message}
                  {...register('paymentReference')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <Controller
                  control={control}
                  name="paymentDueDays"
                  render={({ field, fieldState }) => (
                    <ZahlFeld
                      label={L.paymentDueDays}
                      description={ERECHNUNG_UI.hinweis.paymentDueDays}
                      min={0}
                      allowDecimal={false}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                {datum('paymentDueDate', L.paymentDueDate, ERECHNUNG_UI.hinweis.paymentDueDate)}
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={L.paymentTermsDescription}
                  autosize
                  minRows={1}
                  maxRows={4}
                  error={errors.paymentTermsDescription?.message}
                  {...register('paymentTermsDescription')}
                />
              </Grid.Col>
            </Grid>
          </SectionCard>

          <PositionenSection control={control} register={register} errors={errors} />
          <SummenBox control={control} />

          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileCode {...icon} />}
              loading={laedt === 'xml'}
              disabled={laedt === 'zugferd'}
              onClick={() => herunterladen('xml')}
            >
              {ERECHNUNG_UI.xmlHerunterladen}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf {...icon} />}
              loading={laedt === 'zugferd'}
              disabled={laedt === 'xml'}
              onClick={() => herunterladen('zugferd')}
            >
              {ERECHNUNG_UI.zugferdHerunterladen}
            </Button>
            <Button type="submit" leftSection={<IconReceipt {...icon} />}>
              {ERECHNUNG_UI.erstellen}
            </Button>
          </Group>
        </Stack>
      </form>
    </Box>
  );
}
