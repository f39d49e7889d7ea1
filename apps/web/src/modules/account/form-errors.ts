import type { TFieldError } from '@lap/contracts';

/**
 * Maps server field errors (`errors: [{field, message}]`, spec 000 §8) onto a form's fields. A nested path
 * (`rolesList.0.id`) lands on its top-level field; `aliases` moves errors of hidden fields to a visible one
 * (the captcha id to the captcha input). Unknown fields are dropped; the first message per field wins.
 */
export function fieldErrorsFor<F extends string>(
  errors: readonly TFieldError[],
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): Array<{ field: F; message: string }> {
  const result = new Map<F, string>();
  for (const { field, message } of errors) {
    const top = field.split('.')[0] ?? field;
    const target = aliases[top] ?? fields.find((f) => f === top);
    if (target && !result.has(target)) result.set(target, message);
  }
  return [...result].map(([field, message]) => ({ field, message }));
}
