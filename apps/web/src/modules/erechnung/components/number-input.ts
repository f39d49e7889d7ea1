import type { NumberInputProps } from '@mantine/core';

/** German number entry (spec 000 §9): decimal comma, '.' between thousands; no negative numbers in this form (spec 001 §5). */
export const GERMAN_NUMBER = {
  decimalSeparator: ',',
  thousandSeparator: '.',
  allowNegative: false,
  hideControls: true,
} satisfies Partial<NumberInputProps>;
