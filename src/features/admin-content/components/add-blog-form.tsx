import { toast } from '@/lib/toast';
import { useAddBlog } from '@/features/admin-content/api/add-blog';
import { BlogForm } from '@/features/admin-content/components/blog-form';
import { CONTENT_FORM_MESSAGES } from '@/features/admin-content/lib/content-form-schemas';
import { readFileAsDataUrl } from '@/features/admin-content/lib/read-file-as-data-url';

/** SPEC's Add Blog: the image goes as a data URL; 'Blog added successfully!' or the failure toast. */
export function AddBlogForm() {
  const addBlog = useAddBlog();
  return (
    <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm">
      <BlogForm
        idPrefix="add-blog"
        submitLabel="Add Blog"
        isSubmitting={addBlog.isPending}
        resetAfterSave
        onSubmit={async ({ image, ...fields }) => {
          try {
            if (!image) return false;
            await addBlog.mutateAsync({ ...fields, image: await readFileAsDataUrl(image) });
            toast.success(CONTENT_FORM_MESSAGES.blogAdded, { position: 'top-right' });
            return true;
          } catch (error) {
            toast.error(CONTENT_FORM_MESSAGES.blogAddFailed, {
              position: 'top-right',
              description: error instanceof Error ? error.message : undefined,
            });
            return false;
          }
        }}
      />
    </div>
  );
}
