import { Grid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

export const PERSON_FIELDS = ['firma', 'vorname', 'name', 'strasse', 'hausnummer', 'plz', 'ort', 'telefon'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export interface PersonFieldsProps {
  field: (name: PersonField) => UseFormRegisterReturn;
  errors: Partial<Record<PersonField, { message?: string } | undefined>>;
  /** spec 000 §5: required for the customer's own data, optional in the administrator's form. */
  firmaRequired: boolean;
  firmaDescription?: string;
  disabled?: boolean;
}

/** Company, name, address and phone: the fields both user forms share (spec 000 §5). */
export function PersonFields({ field, errors, firmaRequired, firmaDescription, disabled }: PersonFieldsProps) {
  const props = (name: PersonField) => ({ error: errors[name]?.message, disabled, ...field(name) });
  return (
    <Grid gutter="md">
      <Grid.Col span={12}>
        <TextInput
          label="Firma"
          required={firmaRequired}
          autoComplete="organization"
          description={firmaDescription}
          {...props('firma')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Vorname" required autoComplete="given-name" {...props('vorname')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Name" required autoComplete="family-name" {...props('name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <TextInput label="Straße" required autoComplete="address-line1" {...props('strasse')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label="Hausnummer" required {...props('hausnummer')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="PLZ"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...props('plz')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label="Ort" required autoComplete="address-level2" {...props('ort')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Telefon" required type="tel" autoComplete="tel" {...props('telefon')} />
      </Grid.Col>
    </Grid>
  );
}
