import type { Blog } from '@contract/blog';
import type { Program } from '@contract/program';
import type { BlogRow, ProgramRow } from '../db/schema';
import { parseImageVariants } from '../images/image-variants';

/** A row as the API and the server-rendered pages hand it out (the same shape for both). */
export function toProgramResponse(row: ProgramRow): Program {
  return {
    id: row.id,
    date: row.date,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    imageVariants: parseImageVariants(row.image_variants),
  };
}

export function toBlogResponse(row: BlogRow): Blog {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image_url: row.image_url,
    created_at: row.created_at,
    author: row.author,
    image_variants: parseImageVariants(row.image_variants),
    updated_at: row.updated_at,
  };
}
