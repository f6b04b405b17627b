import { AdminPage } from '@/app/layouts/admin-page';
import { BlogsManager } from '@/features/admin-content/components/blogs-manager';

export default function BlogsRoute() {
  return (
    <AdminPage title="Blog posts" description="Edit or remove the forum's blog posts.">
      <BlogsManager />
    </AdminPage>
  );
}
