import { PasswordInput } from '@mantine/core';
import { PASSWORT_REGEL } from '@lap/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { passwordHint } from '../messages';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmPasswordError: string | undefined;
}

/** 'Neues Passwort' and its confirmation, with the rule of spec 000 §5 as hint (reset and admin password pages). */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordError,
  confirmPasswordError,
}: NewPasswordFieldsProps) {
  const toggle = { 'aria-label': 'Passwort anzeigen oder verbergen' };
  return (
    <>
      <PasswordInput
        label="Neues Passwort"
        required
        autoComplete="new-password"
        description={passwordHint(PASSWORT_REGEL, passwordError)}
        error={passwordError}
        aria-invalid={passwordError ? true : undefined}
        visibilityToggleButtonProps={toggle}
        {...password}
      />
      <PasswordInput
        label="Neues Passwort bestätigen"
        required
        autoComplete="new-password"
        error={confirmPasswordError}
        aria-invalid={confirmPasswordError ? true : undefined}
        visibilityToggleButtonProps={toggle}
        {...confirmPassword}
      />
    </>
  );
}
