import { BlogsManager } from '@/features/admin-content/components/blogs-manager';
import { Seo } from '@/lib/seo';

export default function BlogsRoute() {
  return (
    <>
      <Seo title="Blog posts" description="Edit or remove the forum's blog posts." />
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Blog posts</h1>
      <BlogsManager />
    </>
  );
}
