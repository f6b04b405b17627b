import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { ARTICLE_LOAD_DELAY_MS, FORUM_TEAM_LABEL } from '@contract/constants';
import { previewImageUrl } from '@contract/image-variants';
import { buttonClassName } from '@/components/ui/button/button';
import { ArrowLeftIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { BlogCard } from '@/features/blog/components/blog-card';
import { BlogImage } from '@/features/blog/components/blog-image';
import { relatedArticles } from '@/features/blog/lib/blog-order';
import { sanitizeBlogHtml } from '@/lib/sanitize-blog-html';
import { formatDisplayDate } from '@/lib/format-date';
import { blogDetailQueryOptions, blogListQueryOptions } from '@/lib/queries/blog-queries';
import { Seo } from '@/lib/seo';

export const ARTICLE_COPY = {
  loading: 'Loading article...',
  notFoundHeading: 'Article Not Found',
  notFoundText: "The article you're looking for doesn't exist.",
  backToBlog: 'Back to Blog',
  relatedHeading: 'Related Articles',
} as const;

function BackToBlogLink() {
  return (
    <Link to={paths.blog.getHref()} className={buttonClassName({ variant: 'outline' })}>
      <ArrowLeftIcon className="size-5" />
      {ARTICLE_COPY.backToBlog}
    </Link>
  );
}

/**
 * Waits the deliberate delay of an article being fetched, so its loading state is always seen briefly. An
 * article already at hand (rendered by the server, or cached) shows at once: no delay, no loading flash.
 */
function useDeliberateDelay(ms: number, isAlreadyLoaded: boolean): boolean {
  const [isOver, setIsOver] = useState(isAlreadyLoaded);
  useEffect(() => {
    if (isOver) return;
    const timer = window.setTimeout(() => setIsOver(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms, isOver]);
  return isOver;
}

/** One article: loading (at least 1 s), then the article with related ones, or 'Article Not Found'. Key it by id. */
export function BlogArticlePage({ id }: { id: string }) {
  const article = useQuery(blogDetailQueryOptions(id));
  const isDelayOver = useDeliberateDelay(ARTICLE_LOAD_DELAY_MS, article.isSuccess);
  const blogs = useQuery(blogListQueryOptions());
  const canonicalPath = paths.blogArticle.getHref(id);
  // While this page fades out after a click on a related article, it still shows its own article (its id) but
  // the router's location is already the new address.
  const { pathname: addressBarPathname } = useLocation();

  if (!isDelayOver || article.isPending) {
    return (
      <section className="mx-auto min-h-[calc(100svh-4rem)] max-w-3xl px-4 py-24 text-center sm:px-6">
        <Seo
          title="Blog"
          description="A story from the forum's community work."
          canonicalPath={canonicalPath}
          type="article"
        />
        <h1 className="sr-only">Blog article</h1>
        <p role="status" className="text-lg text-slate-700">
          {ARTICLE_COPY.loading}
        </p>
      </section>
    );
  }

  const blog = article.data;
  if (!blog) {
    return (
      <section className="mx-auto min-h-[calc(100svh-4rem)] max-w-3xl px-4 py-24 text-center sm:px-6">
        <Seo title={ARTICLE_COPY.notFoundHeading} description={ARTICLE_COPY.notFoundText} />
        <meta name="robots" content="noindex" />
        <h1 className="text-3xl font-bold text-brand-900">{ARTICLE_COPY.notFoundHeading}</h1>
        <p className="mt-3 text-slate-700">{ARTICLE_COPY.notFoundText}</p>
        <div className="mt-8">
          <BackToBlogLink />
        </div>
      </section>
    );
  }

  // Never a link to the address the visitor is on: after a click on a related article, this page stays on
  // screen at the old address until the next one fades in, while the address bar already shows the new one.
  const related = relatedArticles(blogs.data ?? [], blog.id).filter(
    (relatedBlog) => paths.blogArticle.getHref(relatedBlog.id) !== addressBarPathname,
  );

  return (
    <>
      <Seo
        title={blog.title}
        description={blog.summary || blog.title}
        canonicalPath={canonicalPath}
        type="article"
        // A picture stored before pictures had variants may be any size or format: the site's shares it then.
        image={blog.image_variants ? previewImageUrl(blog.image_variants) : undefined}
      />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <BackToBlogLink />
        <h1 className="mt-8 text-3xl leading-tight font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {blog.title}
        </h1>
        <p className="mt-3 text-slate-600">
          By <span className="font-semibold text-slate-800">{blog.author?.trim() || FORUM_TEAM_LABEL}</span>
          {' · '}
          <time dateTime={blog.created_at}>{formatDisplayDate(blog.created_at)}</time>
        </p>
        <BlogImage
          src={blog.image_url}
          variants={blog.image_variants}
          sizes="(min-width: 768px) 720px, 100vw"
          alt={blog.title}
          width={960}
          height={600}
          isAboveTheFold
          className="mt-8 rounded-2xl"
        />
        <div
          className="article-body mt-8 space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:text-xl [&_h3]:font-bold [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: sanitizeBlogHtml(blog.body) }}
        />
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-brand-50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="text-2xl font-bold text-brand-900">
              {ARTICLE_COPY.relatedHeading}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((relatedBlog) => (
                <li key={relatedBlog.id}>
                  <BlogCard blog={relatedBlog} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
