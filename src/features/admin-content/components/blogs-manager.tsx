import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { toast } from '@/lib/toast';
import { CONTENT_MANAGEMENT_MESSAGES as M } from '@contract/admin-content';
import type { Blog } from '@contract/blog';
import { Button, buttonClassName } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { formatUsShortDateTime } from '@/components/ui/data-table/format';
import type { DataTableColumn } from '@/components/ui/data-table/use-data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { paths } from '@/config/paths';
import { useDeleteBlog } from '@/features/admin-content/api/delete-blog';
import { useAdminBlogs } from '@/features/admin-content/api/get-blogs';
import { useUpdateBlog } from '@/features/admin-content/api/update-blog';
import { BlogForm } from '@/features/admin-content/components/blog-form';
import { readFileAsDataUrl } from '@/features/admin-content/lib/read-file-as-data-url';

/** The blog posts with edit (in a dialog) and delete (after a confirmation). */
export function BlogsManager() {
  const blogs = useAdminBlogs();
  const updateBlog = useUpdateBlog();
  const deleteBlog = useDeleteBlog();
  const [editing, setEditing] = useState<Blog | null>(null);
  const [toDelete, setToDelete] = useState<Blog | null>(null);

  const columns = useMemo<DataTableColumn<Blog>[]>(
    () => [
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
      {
        id: 'created',
        header: 'Published',
        value: (b) => b.created_at,
        cell: (b) => <span className="whitespace-nowrap">{formatUsShortDateTime(b.created_at)}</span>,
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: (b) => (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(b)}
              aria-label={`Edit ${b.title}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setToDelete(b)}
              aria-label={`Delete ${b.title}`}
            >
              Delete
            </Button>
          </div>
        ),
      },
    ],
    [],
  );

  if (blogs.isPending) return <p role="status">Loading...</p>;
  if (blogs.isError)
    return (
      <p role="alert" className="text-red-700">
        {blogs.error.message}
      </p>
    );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link to={paths.admin.addBlog.getHref()} className={buttonClassName({ size: 'sm' })}>
          Add Blog
        </Link>
      </div>
      <DataTable
        caption="Blog posts"
        rows={blogs.data}
        columns={columns}
        getRowKey={(b) => b.id}
        emptyMessage="No blog posts yet"
        initialSort={{ columnId: 'created', direction: 'descending' }}
      />
      {editing ? (
        <Dialog
          isOpen
          onClose={() => setEditing(null)}
          title={`Edit “${editing.title}”`}
          size="xl"
          closeOnBackdropClick={false}
        >
          <BlogForm
            idPrefix={`edit-blog-${editing.id}`}
            initialValues={{
              title: editing.title,
              summary: editing.summary,
              body: editing.body,
              author: editing.author ?? '',
            }}
            currentImageUrl={editing.image_url}
            submitLabel="Save Changes"
            isSubmitting={updateBlog.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async ({ image, ...fields }) => {
              try {
                await updateBlog.mutateAsync({
                  id: editing.id,
                  blog: { ...fields, ...(image ? { image: await readFileAsDataUrl(image) } : {}) },
                });
                toast.success(M.blogUpdated, { position: 'top-right' });
                setEditing(null);
                return true;
              } catch (error) {
                toast.error(M.blogUpdateFailed, {
                  position: 'top-right',
                  description: error instanceof Error ? error.message : undefined,
                });
                return false;
              }
            }}
          />
        </Dialog>
      ) : null}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete blog post"
        text={M.blogDeleteConfirm}
        confirmLabel="Delete"
        confirmVariant="danger"
        isConfirming={deleteBlog.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          deleteBlog.mutate(toDelete.id, {
            onSuccess: () => toast.success(M.blogDeleted, { position: 'top-right' }),
            onError: () => toast.error(M.blogDeleteFailed, { position: 'top-right' }),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </div>
  );
}
