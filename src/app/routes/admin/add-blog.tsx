import { Link } from 'react-router-dom';
import { AddBlogForm } from '@/features/admin-content/components/add-blog-form';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

export default function AddBlogRoute() {
  return (
    <>
      <Seo title="Add Blog" description="Publish a story on the forum's blog." />
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Add Blog</h1>
        <Link to={paths.admin.blogs.getHref()} className="font-semibold text-brand-700 hover:underline">
          Manage blog posts
        </Link>
      </div>
      <AddBlogForm />
    </>
  );
}
