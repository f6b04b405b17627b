import { useAddBlog } from '@/features/admin-content/api/content-writes';
import { BlogForm } from '@/features/admin-content/components/blog-form';
import { CONTENT_FORM_MESSAGES as M } from '@/features/admin-content/lib/content-form-schemas';
import { useAddContentForm } from '@/features/admin-content/lib/use-add-content-form';

/** Add Blog: 'Blog added successfully!' or the failure toast. */
export function AddBlogForm() {
  const form = useAddContentForm(useAddBlog(), M.blog);
  return <BlogForm {...form} idPrefix="add-blog" submitLabel="Add Blog" />;
}
