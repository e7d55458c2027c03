// Issue 37: the rules API's own texts (the body's field messages come from common/schemas/rules.ts).
export const RULES_API_TEXT = {
  divisionNotFound: 'Division not found',
} as const;
