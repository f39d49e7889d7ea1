import { ZLoginInput, type TLoginInput } from '@lap/contracts';
import '../../zod-locale';

// What the login page takes from the contracts' auth module, whose schemas bring zod: loaded on demand (issue 18).

export type LoginFieldErrors = Partial<Record<keyof TLoginInput, string>>;

/**
 * The login form's validation: the same schema the server validates with (STYLE 4), with zod's German messages.
 * Either the values as the schema parses them (the address trimmed) or the first message per field.
 */
export function validateLogin(
  values: TLoginInput,
): { values: TLoginInput; errors?: undefined } | { errors: LoginFieldErrors } {
  const result = ZLoginInput.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export { parseRoles } from '@lap/contracts';
