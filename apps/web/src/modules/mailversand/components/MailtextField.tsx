import { Box, Button, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { MAILTEXT_MAX, PLATZHALTER_LABEL } from '@lap/contracts';
import { MAIL_PLATZHALTER, type TPlatzhalterName } from '@lap/domain';
import { useMergedRef } from '@mantine/hooks';
import { useId, useRef, type Ref } from 'react';
import { einfuegenAnCursor } from '../mailtext';
import { MAILVERSAND_UI } from '../messages';

const PLATZHALTER = Object.entries(MAIL_PLATZHALTER) as Array<[TPlatzhalterName, string]>;

export interface MailtextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** react-hook-form's ref (focus on a validation error). */
  inputRef?: Ref<HTMLTextAreaElement>;
  name?: string;
  error?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
}

/**
 * The mail text (at most 4000 characters, spec 001 §9) with its counter, and the nine placeholders (spec 001 §4) as
 * buttons that insert at the caret — or replace the selection — and put the caret after the inserted text.
 */
export function MailtextField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  error,
  required = false,
  readOnly = false,
}: MailtextFieldProps) {
  const own = useRef<HTMLTextAreaElement>(null);
  const ref = useMergedRef(own, inputRef);
  const hilfeId = useId();
  const laenge = value.length;

  const einfuegen = (token: string) => {
    const el = own.current;
    const next = einfuegenAnCursor(value, el?.selectionStart, el?.selectionEnd, token);
    onChange(next.value);
    // after React has written the new value: back to the text, caret behind the placeholder
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Box>
      <Textarea
        ref={ref}
        name={name}
        label={label}
        required={required}
        readOnly={readOnly}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        autosize
        minRows={10}
        maxRows={26}
        spellCheck
        description={
          <Text
            span
            size="xs"
            c={laenge > MAILTEXT_MAX ? 'var(--mantine-color-error)' : 'dimmed'}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {MAILVERSAND_UI.zeichen(laenge, MAILTEXT_MAX)}
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={{
          description: { textAlign: 'right', marginTop: 4 },
          input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' },
        }}
      />
      {!readOnly && (
        <Box mt="xs" role="group" aria-labelledby={hilfeId} aria-describedby={`${hilfeId}-hilfe`}>
          <Text size="sm" fw={600} id={hilfeId}>
            {MAILVERSAND_UI.platzhalterTitel}
          </Text>
          <Text size="xs" c="dimmed" id={`${hilfeId}-hilfe`} mb={6}>
            {MAILVERSAND_UI.platzhalterHilfe}
          </Text>
          <Group gap={6}>
            {PLATZHALTER.map(([key, token]) => (
              <Tooltip key={key} label={PLATZHALTER_LABEL[key]} withArrow openDelay={300}>
                <Button
                  variant="light"
                  size="compact-xs"
                  ff="monospace"
                  fw={500}
                  tt="none"
                  aria-label={MAILVERSAND_UI.platzhalterEinfuegen(token, PLATZHALTER_LABEL[key])}
                  onClick={() => einfuegen(token)}
                >
                  {token}
                </Button>
              </Tooltip>
            ))}
          </Group>
        </Box>
      )}
    </Box>
  );
}
