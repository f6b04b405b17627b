import type { Kysely, Migration } from 'kysely';

/**
 * Blog and program pictures get re-encoded copies (server/images/image-variants.ts); each row records where
 * they are and the picture's size, as JSON. Null until converted (`npm run images:convert` does the rows
 * written before this migration).
 */
export function imageVariants(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('blogs').addColumn('image_variants', 'text').execute();
      await db.schema.alterTable('programs').addColumn('image_variants', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('blogs').dropColumn('image_variants').execute();
      await db.schema.alterTable('programs').dropColumn('image_variants').execute();
    },
  };
}
