import { Link } from 'react-router-dom';
import type { Blog } from '@contract/blog';
import { paths } from '@/config/paths';
import { BlogImage } from '@/features/blog/components/blog-image';
import { formatDisplayDate } from '@/lib/format-date';

export interface BlogCardProps {
  blog: Blog;
  headingLevel?: 'h2' | 'h3';
  /** The first cards of the list are on screen at once: load their images eagerly (one is the LCP element). */
  isAboveTheFold?: boolean;
}

/** A card is a third of the page from 1024 px (max 1280 px wide), half from 640 px, else the screen's width. */
const BLOG_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function BlogCard({ blog, headingLevel = 'h2', isAboveTheFold = false }: BlogCardProps) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <BlogImage
        src={blog.image_url}
        variants={blog.image_variants}
        sizes={BLOG_CARD_IMAGE_SIZES}
        alt=""
        width={640}
        height={400}
        isAboveTheFold={isAboveTheFold}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-600">
          <time dateTime={blog.created_at}>{formatDisplayDate(blog.created_at)}</time>
        </p>
        <Heading className="mt-1 text-lg font-bold text-brand-900">{blog.title}</Heading>
        <p className="mt-2 line-clamp-3 leading-relaxed text-slate-700">{blog.summary}</p>
        <Link
          to={paths.blogArticle.getHref(blog.id)}
          className="mt-auto pt-4 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          Read More<span className="sr-only">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
