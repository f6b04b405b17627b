import { v7 as uuidv7 } from 'uuid';

/**
 * The 36-character id members quote on their requests (SPEC calls it the ULID): a UUIDv7, which like a ULID is
 * time-ordered and unguessable, and has the 36 characters SPEC requires.
 */
export const newMemberUlid = (): string => uuidv7();
