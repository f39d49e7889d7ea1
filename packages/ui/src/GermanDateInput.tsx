import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { DateInput, DatesProvider } from '@mantine/dates';
import { parseGermanDate } from '@lap/domain';
import type { FocusEvent } from 'react';
import { germanDateInputProps } from './dates.js';

export interface GermanDateInputProps {
  label: string;
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** Typed text that is no date, or a date outside minDate/maxDate: the field keeps its prior value. */
  onInvalid?: () => void;
  minDate?: string | undefined;
  maxDate?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  description?: string;
  name?: string;
}

/**
 * A calendar-day field with German entry and a calendar. Invalid entries are not taken: on leaving the field
 * it shows its prior value again and `onInvalid` fires (spec 000 §5: revert with a toast).
 */
export function GermanDateInput({
  label,
  value,
  onChange,
  onInvalid,
  minDate,
  maxDate,
  required,
  disabled,
  error,
  description,
  name,
}: GermanDateInputProps) {
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value.trim();
    // Mantine resets the text to the last accepted value on blur; a typed day other than the value was refused.
    if (typed !== '' && parseGermanDate(typed) !== value) onInvalid?.();
  };
  return (
    <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1, consistentWeeks: true }}>
      <DateInput
        {...germanDateInputProps}
        label={label}
        name={name}
        value={value}
        onChange={(v) => onChange(v ? v.slice(0, 10) : null)}
        onBlur={onBlur}
        minDate={minDate}
        maxDate={maxDate}
        required={required}
        disabled={disabled}
        error={error}
        description={description}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
