/** An inline-editable text cell (spec 000 §5 Tables: editable cells use required and pattern checks with messages). */
export interface EditRule<TRow> {
  required?: true;
  pattern?: { regex: RegExp; message: string };
  maxLength?: number;
  /** Saves the new value; a rejection is shown as 'Fehler bei Speichervorgang aufgetreten. - {msg}'. */
  onSave: (row: TRow, value: string) => Promise<void>;
}

export const EDIT_MESSAGES = {
  required: (label: string) => `Bitte geben Sie einen Wert für „${label}“ ein.`,
  maxLength: (label: string, max: number) =>
    `„${label}“ darf höchstens ${max.toLocaleString('de-DE')} Zeichen lang sein.`,
  /** spec 000 §8 */
  saveFailed: (msg: string) => `Fehler bei Speichervorgang aufgetreten. - ${msg}`,
  /** spec 001 §8 */
  saved: 'Speichern Erfolgreich.',
} as const;

/** What an editor hands back, as the text the user sees ('' for nothing). */
export function editText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** The German message for an invalid value, or null when the value may be saved. */
export function validateEdit(
  rule: Pick<EditRule<unknown>, 'required' | 'pattern' | 'maxLength'>,
  label: string,
  value: string,
): string | null {
  const blank = value.trim().length === 0;
  if (rule.required && blank) return EDIT_MESSAGES.required(label);
  if (rule.maxLength !== undefined && value.length > rule.maxLength)
    return EDIT_MESSAGES.maxLength(label, rule.maxLength);
  // An optional field may be emptied; the pattern applies to what is entered.
  if (rule.pattern && !blank) {
    const { regex, message } = rule.pattern;
    regex.lastIndex = 0; // a /g or /y regex keeps state between test() calls
    if (!regex.test(value)) return message;
  }
  return null;
}
