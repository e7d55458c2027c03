// A JSON object read from text (an answer's body, a stored value, a push's payload), or null for
// anything else: no text, not JSON, or JSON that is not an object.
export function jsonObjectOf(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
