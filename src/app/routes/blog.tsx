import { paths } from '@/config/paths';
import { BlogListPage } from '@/features/blog/components/blog-list-page';
import { Seo } from '@/lib/seo';

export default function BlogRoute() {
  return (
    <>
      <Seo
        title="Blog"
        description="Stories and updates from the forum's community work across Nigeria."
        keywords={['news', 'stories', 'community updates']}
        canonicalPath={paths.blog.getHref()}
      />
      <BlogListPage />
    </>
  );
}
