import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getBlogsEndpoint, getBlogPostEndpoint } from '@contract/blog';
import { ARTICLE_LOAD_DELAY_MS, FORUM_TEAM_LABEL } from '@contract/constants';
import type { ImageVariants } from '@contract/image-variants';
import { ARTICLE_COPY, BlogArticlePage } from '@/features/blog/components/blog-article-page';
import { BLOG_LIST_COPY, BlogListPage } from '@/features/blog/components/blog-list-page';
import { IMAGE_NOT_AVAILABLE } from '@/features/blog/components/blog-image';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const blogs = [1, 2, 3, 4, 5].map((id) => ({
  id,
  title: `Story number ${id}`,
  summary: `Summary of story ${id}`,
  body: `<p>Body of story ${id}</p>`,
  image_url: `/images/story-${id}.svg`,
  created_at: `2026-0${id}-10T09:00:00Z`,
  author: id === 3 ? null : `Author ${id}`,
}));

describe('BlogListPage', () => {
  it('shows loading dots, then the received list reversed (newest first) with Read More links', async () => {
    server.use(respondTo(getBlogsEndpoint, { success: true, data: blogs }));
    renderRoute(<BlogListPage />);
    expect(screen.getByRole('status')).toHaveTextContent(BLOG_LIST_COPY.loading);
    const list = await screen.findByRole('list', { name: 'Blog articles' });
    const titles = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Story number 5',
      'Story number 4',
      'Story number 3',
      'Story number 2',
      'Story number 1',
    ]);
    expect(within(list).getByRole('link', { name: 'Read More: Story number 5' })).toHaveAttribute(
      'href',
      '/blog/5',
    );
    expect(screen.getByText('Summary of story 5')).toHaveClass('line-clamp-3');
  });

  it('shows the empty state texts when there are no blogs', async () => {
    server.use(respondTo(getBlogsEndpoint, { success: true, data: [] }));
    renderRoute(<BlogListPage />);
    expect(await screen.findByRole('heading', { name: 'No stories yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Check back soon for inspiring updates from our community work!'),
    ).toBeInTheDocument();
  });
});

describe('BlogArticlePage', () => {
  function answerArticle(article: ((typeof blogs)[number] & { image_variants?: ImageVariants }) | null) {
    server.use(
      respondTo(getBlogsEndpoint, { success: true, data: blogs }),
      handleEndpoint(getBlogPostEndpoint, () =>
        article
          ? HttpResponse.json({ success: true, data: article })
          : HttpResponse.json({ success: false, message: 'Blog not found' }, { status: 404 }),
      ),
    );
  }

  it("shows 'Loading article...' for the deliberate second even when the answer is immediate", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerArticle(blogs[1]!);
    renderRoute(<BlogArticlePage id="2" />);
    expect(screen.getByText(ARTICLE_COPY.loading)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ARTICLE_LOAD_DELAY_MS - 50);
    });
    expect(screen.getByText(ARTICLE_COPY.loading)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Story number 2' })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Story number 2' })).toBeInTheDocument();
  });

  it('shows the article with its author, and up to three related articles without the current one', async () => {
    answerArticle(blogs[1]!);
    renderRoute(<BlogArticlePage id="2" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Story number 2' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Author 2')).toBeInTheDocument();
    expect(screen.getByText('Body of story 2')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: ARTICLE_COPY.relatedHeading });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Story number 1', 'Story number 3', 'Story number 4']);
    expect(within(related).getByRole('link', { name: 'Read More: Story number 4' })).toHaveAttribute(
      'href',
      '/blog/4',
    );
    expect(screen.getByRole('link', { name: ARTICLE_COPY.backToBlog })).toHaveAttribute('href', '/blog');
  });

  it("falls back to the team label without an author, and to 'Image not available' when the image fails", async () => {
    answerArticle(blogs[2]!);
    renderRoute(<BlogArticlePage id="3" />);
    await screen.findByRole('heading', { level: 1, name: 'Story number 3' }, { timeout: 3000 });
    expect(screen.getByText(FORUM_TEAM_LABEL)).toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Story number 3' }));
    expect(screen.getByRole('img', { name: `Story number 3: ${IMAGE_NOT_AVAILABLE}` })).toBeInTheDocument();
  });

  it("shares the article by its own picture's preview, and by the site's picture when it has no variants", async () => {
    const ogImage = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');
    const variants = {
      base: '/uploads/public/variants/story-1',
      width: 1440,
      height: 900,
      widths: [480, 960],
    };
    answerArticle({ ...blogs[0]!, image_variants: variants });
    const { unmount } = renderRoute(<BlogArticlePage id="1" />);
    await screen.findByRole('heading', { level: 1, name: 'Story number 1' }, { timeout: 3000 });
    expect(ogImage()).toBe(`${window.location.origin}/uploads/public/variants/story-1-og.jpg`);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Story number 1',
    );
    unmount();

    answerArticle(blogs[1]!);
    renderRoute(<BlogArticlePage id="2" />);
    await screen.findByRole('heading', { level: 1, name: 'Story number 2' }, { timeout: 3000 });
    expect(ogImage()).toBe(`${window.location.origin}/share-image.png`);
  });

  it('removes scripts and event handlers from the body before showing it', async () => {
    answerArticle({
      ...blogs[0]!,
      body: '<p>Safe text</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:alert(1)">link</a>',
    });
    const { container } = renderRoute(<BlogArticlePage id="1" />);
    await screen.findByText('Safe text', undefined, { timeout: 3000 });
    expect(container.innerHTML).not.toMatch(/onerror|<script|javascript:/);
  });

  it("shows 'Article Not Found' with a way back when the server has no such article", async () => {
    answerArticle(null);
    renderRoute(<BlogArticlePage id="999" />);
    expect(
      await screen.findByRole('heading', { name: 'Article Not Found' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ARTICLE_COPY.backToBlog })).toHaveAttribute('href', '/blog');
  });
});
