import { v7 as uuidv7 } from 'uuid';

/**
 * The 36-character id members quote on their requests (called the ULID): a UUIDv7, which like a ULID is
 * time-ordered and unguessable, and has the 36 characters required.
 */
export const newMemberUlid = (): string => uuidv7();
