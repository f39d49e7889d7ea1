import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState, type Ref } from 'react';
import { zahlAusEingabe } from '../forms';
import { GERMAN_NUMBER } from './number-input';

export interface ZahlFeldProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** React 19: a prop; the form focuses the field on an error through it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A German number field (decimal comma, '.' between thousands) whose form value is a number. What is being typed
 * ('12,' or '45,50') stays as typed while the form already holds its number; a value set from outside is shown.
 */
export function ZahlFeld({ value, onChange, ref, ...props }: ZahlFeldProps) {
  const [eingabe, setEingabe] = useState<number | string>(value ?? '');
  useEffect(() => {
    if (zahlAusEingabe(eingabe) !== value) setEingabe(value ?? '');
  }, [value, eingabe]);
  return (
    <NumberInput
      {...GERMAN_NUMBER}
      clampBehavior="none"
      {...props}
      ref={ref}
      value={eingabe}
      onChange={(v) => {
        setEingabe(v);
        onChange(zahlAusEingabe(v));
      }}
    />
  );
}
