import { Button, Fieldset, Grid, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { TERechnungFormularInput } from '@lap/contracts';
import { formatMoney } from '@lap/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { SectionCard } from '../../antrag/components/AntragSummary';
import { neuePosition, positionNettoCent } from '../forms';
import { ERECHNUNG_UI } from '../messages';
import { ZahlFeld } from './ZahlFeld';

const L = ERECHNUNG_UI.label;
const icon = { size: 16, 'aria-hidden': true } as const;

/** A line's net amount, live. */
function PositionNetto({ control, index }: { control: Control<TERechnungFormularInput>; index: number }) {
  const item = useWatch({ control, name: `lineItems.${index}` });
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} component="span">
        {ERECHNUNG_UI.positionGesamt}
      </Text>
      <Text
        fw={600}
        component="output"
        aria-label={`${ERECHNUNG_UI.positionGesamt} ${ERECHNUNG_UI.position(index + 1)}`}
        py={6}
      >
        {formatMoney(positionNettoCent(item))}
      </Text>
    </Stack>
  );
}

/** 'Rechnungspositionen': one fieldset per line (name required, spec 001 §5), add and remove. */
export function PositionenSection({
  control,
  register,
  errors,
}: {
  control: Control<TERechnungFormularInput>;
  register: UseFormRegister<TERechnungFormularInput>;
  errors: FieldErrors<TERechnungFormularInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lineItems' });
  const fehler = (index: number) => errors.lineItems?.[index];
  return (
    <SectionCard title={ERECHNUNG_UI.rechnungspositionen} level={2}>
      <Stack gap="md">
        {errors.lineItems?.root?.message && (
          <Text c="red.8" size="sm" role="alert">
            {errors.lineItems.root.message}
          </Text>
        )}
        {fields.map((field, index) => (
          <Fieldset key={field.id} legend={ERECHNUNG_UI.position(index + 1)} radius="md">
            <Grid gutter="sm">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput
                  label={L.lineName}
                  required
                  autoComplete="off"
                  error={fehler(index)?.name?.message}
                  {...register(`lineItems.${index}.name`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <TextInput
                  label={L.sellerAssignedID}
                  autoComplete="off"
                  error={fehler(index)?.sellerAssignedID?.message}
                  {...register(`lineItems.${index}.sellerAssignedID`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <Controller
                  control={control}
                  name={`lineItems.${index}.taxPercent`}
                  render={({ field: f, fieldState }) => (
                    <ZahlFeld
                      label={L.taxPercent}
                      min={0}
                      max={100}
                      decimalScale={2}
                      name={f.name}
                      ref={f.ref}
                      value={f.value}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={L.description}
                  autosize
                  minRows={1}
                  maxRows={6}
                  error={fehler(index)?.description?.message}
                  {...register(`lineItems.${index}.description`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <Controller
                  control={control}
                  name={`lineItems.${index}.billedQuantity`}
                  render={({ field: f, fieldState }) => (
                    <ZahlFeld
                      label={L.billedQuantity}
                      min={0}
                      decimalScale={3}
                      name={f.name}
                      ref={f.ref}
                      value={f.value}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <Controller
                  control={control}
                  name={`lineItems.${index}.netUnitPrice`}
                  render={({ field: f, fieldState }) => (
                    <ZahlFeld
                      label={L.netUnitPrice}
                      min={0}
                      step={0.01}
                      decimalScale={2}
                      fixedDecimalScale
                      name={f.name}
                      ref={f.ref}
                      value={f.value}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <PositionNetto control={control} index={index} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <Group justify="flex-end" align="flex-end" h="100%">
                  {/* the last line stays: an invoice has at least one */}
                  <Button
                    variant="subtle"
                    color="red"
                    {...(fields.length > 1 ? { c: 'red.9' } : {})}
                    leftSection={<IconTrash {...icon} />}
                    onClick={() => remove(index)}
                    disabled={fields.length === 1}
                  >
                    {ERECHNUNG_UI.positionEntfernen(index + 1)}
                  </Button>
                </Group>
              </Grid.Col>
            </Grid>
          </Fieldset>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus {...icon} />}
            onClick={() => append(neuePosition(), { focusName: `lineItems.${fields.length}.name` })}
          >
            {ERECHNUNG_UI.positionHinzufuegen}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
