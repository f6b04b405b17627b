import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_MANAGEMENT_MESSAGES as M } from '@contract/admin-content';
import { getBlogsEndpoint, type Blog } from '@contract/blog';
import { BlogsManager } from '@/features/admin-content/components/blogs-manager';
import { respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const BLOG: Blog = {
  id: 12,
  title: 'Food drive',
  summary: '240 families fed',
  body: '<p>Rice and beans</p>',
  image_url: '/uploads/public/2026/03/food.png',
  created_at: '2026-03-05T14:07:00.000Z',
  author: 'Bola',
};

function renderManager() {
  return renderRoute(
    <>
      <BlogsManager />
      <Toaster />
    </>,
  );
}

describe('BlogsManager', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('edits a blog in a dialog, keeping the image when none is picked', async () => {
    let sent: unknown;
    server.use(
      respondTo(getBlogsEndpoint, { success: true, data: [BLOG] }),
      http.put('*/api/admin/blogs/12', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: M.blog.updated });
      }),
    );
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Edit Food drive' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Food drive”' });
    expect(within(dialog).getByRole('img', { name: 'The current image' })).toHaveAttribute(
      'src',
      BLOG.image_url,
    );
    const title = within(dialog).getByLabelText(/^title/i);
    await user.clear(title);
    await user.type(title, 'Food drive 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(M.blog.updated)).toBeInTheDocument();
    expect(sent).toEqual({
      title: 'Food drive 2026',
      summary: BLOG.summary,
      body: BLOG.body,
      author: 'Bola',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a blog after the confirmation and reports a failure', async () => {
    let deletes = 0;
    server.use(
      respondTo(getBlogsEndpoint, { success: true, data: [BLOG] }),
      http.delete('*/api/admin/blogs/12', () => {
        deletes += 1;
        return HttpResponse.json({ success: false, message: M.blog.notFound }, { status: 404 });
      }),
    );
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete Food drive' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(M.blog.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.blog.deleteFailed)).toBeInTheDocument();
    expect(deletes).toBe(1);
  });
});
