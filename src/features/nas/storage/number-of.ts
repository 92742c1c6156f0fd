/**
 * A number field's text as the request's value: nothing when empty (the contract check says it is required), a
 * number when it reads as one, else the text (the contract check says it is not a number).
 */
export function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}
