import en from 'zod/v4/locales/en.js';
import type { Schema } from '@contract/endpoint';
import { z } from '@contract/zod';

/**
 * The issues of an answer that breaks the contract, worded with zod's English messages ('Invalid input: expected
 * string, received number'). zod/mini (contract/zod.ts) loads no locale, so a check without a message of its own
 * says only 'Invalid input'; the API client loads this module only when it has a mismatch to describe.
 */
export function issuesInEnglish(schema: Schema, body: unknown): readonly z.core.$ZodIssue[] {
  const result = z.safeParse(schema, body, { error: en().localeError });
  return result.success ? [] : result.error.issues;
}
