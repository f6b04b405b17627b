import { useQuery } from '@tanstack/react-query';
import { LoadingDots } from '@/components/ui/loading-dots/loading-dots';
import { BlogCard } from '@/features/blog/components/blog-card';
import { newestFirst } from '@/features/blog/lib/blog-order';
import { blogListQueryOptions } from '@/lib/queries/blog-queries';

export const BLOG_LIST_COPY = {
  heading: 'Latest News',
  intro: 'Stories and updates from our community work, told by the volunteers and families who lived them.',
  loading: 'Loading stories',
  emptyHeading: 'No stories yet',
  emptyText: 'Check back soon for inspiring updates from our community work!',
} as const;

export function BlogListPage() {
  const { data, isPending } = useQuery(blogListQueryOptions());
  const blogs = newestFirst(data ?? []);

  return (
    <section className="mx-auto min-h-[calc(100svh-4rem)] max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {BLOG_LIST_COPY.heading}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{BLOG_LIST_COPY.intro}</p>
      {isPending ? (
        <LoadingDots label={BLOG_LIST_COPY.loading} className="py-16" />
      ) : blogs.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-brand-50 p-10 text-center">
          <h2 className="text-xl font-bold text-brand-900">{BLOG_LIST_COPY.emptyHeading}</h2>
          <p className="mt-2 text-slate-700">{BLOG_LIST_COPY.emptyText}</p>
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Blog articles">
          {blogs.map((blog, index) => (
            <li key={blog.id}>
              <BlogCard blog={blog} isAboveTheFold={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
