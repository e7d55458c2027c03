// A number input's text as a request's number (spec 5: a blank numeric setting is 0); anything not
// a number stays NaN, which the request's rule refuses ('must be a number').
export function numberOf(text: string): number {
  return text.trim() === '' ? 0 : Number(text.trim());
}

// A text field as a call sends it: trimmed, and null when left blank.
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}
