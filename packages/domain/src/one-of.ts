/** Whether a value is one of a closed list of strings (the vocabularies below are such lists). */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
