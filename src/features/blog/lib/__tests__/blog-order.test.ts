import { describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blog';
import { RELATED_ARTICLES_MAX } from '@contract/constants';
import { newestFirst, relatedArticles } from '@/features/blog/lib/blog-order';

const blog = (id: number): Blog => ({
  id,
  title: `Story ${id}`,
  summary: '',
  body: '',
  image_url: '',
  created_at: `2026-01-${String(id).padStart(2, '0')}T10:00:00Z`,
  author: null,
});

describe('newestFirst', () => {
  it('reverses the received list without changing it', () => {
    const received = [blog(1), blog(2), blog(3)];
    expect(newestFirst(received).map((b) => b.id)).toEqual([3, 2, 1]);
    expect(received.map((b) => b.id)).toEqual([1, 2, 3]);
  });
});

describe('relatedArticles', () => {
  it('keeps the first three of the list other than the current article', () => {
    const list = [blog(1), blog(2), blog(3), blog(4), blog(5)];
    expect(relatedArticles(list, 2).map((b) => b.id)).toEqual([1, 3, 4]);
    expect(relatedArticles(list, 9)).toHaveLength(RELATED_ARTICLES_MAX);
  });

  it('answers fewer when the list is short, and none when only the current article exists', () => {
    expect(relatedArticles([blog(1), blog(2)], 1).map((b) => b.id)).toEqual([2]);
    expect(relatedArticles([blog(7)], 7)).toEqual([]);
  });
});
