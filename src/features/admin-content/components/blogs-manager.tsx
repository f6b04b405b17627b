import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CONTENT_MANAGEMENT_MESSAGES as M, type UpdateBlogBody } from '@contract/admin-content';
import type { Blog } from '@contract/blog';
import { dateTimeColumn } from '@/components/ui/data-table/data-table';
import { paths } from '@/config/paths';
import { blogListQueryOptions } from '@/lib/queries/blog-queries';
import { useDeleteBlog, useUpdateBlog } from '@/features/admin-content/api/content-writes';
import { BlogForm } from '@/features/admin-content/components/blog-form';
import { ContentManager, type ManagedContent } from '@/features/admin-content/components/content-manager';
import type { BlogFormValues } from '@/features/admin-content/lib/content-form-schemas';

const BLOG_POSTS: ManagedContent<Blog, BlogFormValues, UpdateBlogBody> = {
  noun: 'blog post',
  addLink: { href: paths.admin.addBlog.getHref(), label: 'Add Blog' },
  messages: M.blog,
  columns: [
    {
      id: 'title',
      header: 'Title',
      value: (b) => b.title,
      cell: (b) => (
        <Link to={paths.blogArticle.getHref(b.id)} className="font-medium text-brand-700 hover:underline">
          {b.title}
        </Link>
      ),
    },
    { id: 'author', header: 'Author', value: (b) => b.author ?? '' },
    { id: 'summary', header: 'Summary', value: (b) => b.summary, className: 'max-w-md' },
    dateTimeColumn('created', 'Published', (b) => b.created_at),
  ],
  api: {
    useItems: () => useQuery(blogListQueryOptions()),
    useUpdate: useUpdateBlog,
    useRemove: useDeleteBlog,
  },
  initialSortColumn: 'created',
  dialogSize: 'xl',
  renderEditForm: (item, form) => (
    <BlogForm
      {...form}
      idPrefix={`edit-blog-${item.id}`}
      initialValues={{ title: item.title, summary: item.summary, body: item.body, author: item.author ?? '' }}
      currentImageUrl={item.image_url}
    />
  ),
};

/** The blog posts with edit (in a dialog) and delete (after a confirmation). */
export function BlogsManager() {
  return <ContentManager content={BLOG_POSTS} />;
}
