import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import { nowIso } from '../lib/clock';
import type { Database } from '../db/schema';
import type { DbExecutor } from './executor';

/** The tables of records that carry a picture: blogs and programs. */
export type IllustratedTable = 'blogs' | 'programs';

/** A picture as a row keeps it: its URL and its variants' JSON (null until converted). */
export interface StoredImage {
  imageUrl: string;
  imageVariants: string | null;
}

/** The columns both tables have; the queries below see only these, so one query serves either table. */
interface IllustratedColumns {
  id: Generated<number>;
  image_url: string;
  image_variants: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The queries blogs and programs share, on either table: find, add, edit and delete a record with its picture,
 * and record a picture's variants. `TFields` are the record's own columns (all but id, picture and timestamps).
 */
export function createIllustratedContentRepository<
  T extends IllustratedTable,
  TFields extends Omit<Insertable<Database[T]>, keyof IllustratedColumns>,
>(db: DbExecutor, table: T) {
  type Row = Selectable<Database[T]>;
  // Kysely cannot type a query on a table chosen by a type parameter: the queries run on a view of the database
  // that knows only the shared columns, and each answer is read back as the table's own row.
  const shared = db as unknown as Kysely<Record<IllustratedTable, IllustratedColumns>>;
  const from: IllustratedTable = table;
  return {
    async findById(id: number): Promise<Row | undefined> {
      return (await shared.selectFrom(from).selectAll().where('id', '=', id).executeTakeFirst()) as
        Row | undefined;
    },

    async create(record: TFields & StoredImage): Promise<Row> {
      const now = nowIso();
      const { imageUrl, imageVariants, ...fields } = record;
      return (await shared
        .insertInto(from)
        .values({
          ...fields,
          image_url: imageUrl,
          image_variants: imageVariants,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
    },

    /** Answers whether the record exists (and was changed). */
    async update(id: number, record: TFields & StoredImage): Promise<boolean> {
      const { imageUrl, imageVariants, ...fields } = record;
      const result = await shared
        .updateTable(from)
        .set({ ...fields, image_url: imageUrl, image_variants: imageVariants, updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the record and answers the row it was, or undefined when there was none. */
    async remove(id: number): Promise<Row | undefined> {
      return (await shared.deleteFrom(from).where('id', '=', id).returningAll().executeTakeFirst()) as
        Row | undefined;
    },

    /** Records the variants made for a record's picture (the image conversion command). */
    async setImageVariants(id: number, imageVariants: string): Promise<void> {
      await shared.updateTable(from).set({ image_variants: imageVariants }).where('id', '=', id).execute();
    },
  };
}

/** Every picture a row of the table points at, with its variants' JSON (for the orphan-upload sweep). */
export async function listStoredImages(db: DbExecutor, table: IllustratedTable): Promise<StoredImage[]> {
  const rows = await db.selectFrom(table).select(['image_url', 'image_variants']).execute();
  return rows.map((row) => ({ imageUrl: row.image_url, imageVariants: row.image_variants }));
}
