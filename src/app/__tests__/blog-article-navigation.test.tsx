import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBlogsEndpoint, getBlogPostEndpoint } from '@contract/blog';
import { BlogArticlePage } from '@/features/blog/components/blog-article-page';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { findPageHeading } from '@/testing/render-app';
import { renderRoute } from '@/testing/test-utils';

const blogs = [1, 2, 3, 4, 5].map((id) => ({
  id,
  title: `Story number ${id}`,
  summary: `Summary of story ${id}`,
  body: `<p>Body of story ${id}</p>`,
  image_url: `/images/story-${id}.svg`,
  created_at: `2026-0${id}-10T09:00:00Z`,
  author: `Author ${id}`,
}));

const relatedHrefs = () =>
  within(screen.getByRole('region', { name: 'Related Articles' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('moving from an article to a related one', () => {
  beforeEach(() => {
    server.use(
      respondTo(getBlogsEndpoint, { success: true, data: blogs }),
      handleEndpoint(getBlogPostEndpoint, ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('id'));
        return HttpResponse.json({ success: true, data: blogs.find((blog) => blog.id === id) ?? null });
      }),
    );
  });

  it('lists the three other articles when the address is its own', async () => {
    renderRoute(<BlogArticlePage id="3" />, { initialEntry: '/blog/3' });
    await findPageHeading('Story number 3');
    expect(await screen.findAllByRole('link', { name: /^Read More/ })).toHaveLength(3);
    expect(relatedHrefs()).toEqual(['/blog/1', '/blog/2', '/blog/4']);
  });

  // After a click on a related article the old page fades out: it still shows its own article (its route's
  // id) while the router's location is already the new address. It must not link to where the visitor is.
  it('never links to the address the visitor is on while the old article fades out', async () => {
    renderRoute(<BlogArticlePage id="3" />, { initialEntry: '/blog/1' });
    await findPageHeading('Story number 3');
    expect(await screen.findAllByRole('link', { name: /^Read More/ })).toHaveLength(2);
    expect(relatedHrefs()).toEqual(['/blog/2', '/blog/4']);
  });
});
