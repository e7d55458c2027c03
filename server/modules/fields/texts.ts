export const FIELD_TEXT = {
  notFound: 'Field not found',
  duplicate: 'A field with that name already exists in this league',
  inUse: (n: number) => `${n} game${n === 1 ? ' is' : 's are'} played at this field. Move or delete those games first.`,
};
