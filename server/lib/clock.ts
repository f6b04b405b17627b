/** The current instant as the ISO-8601 UTC string every table stores. */
export const nowIso = (): string => new Date().toISOString();
