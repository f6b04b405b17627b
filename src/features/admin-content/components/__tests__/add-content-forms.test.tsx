import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBlogEndpoint } from '@contract/blog';
import { addProgramEndpoint } from '@contract/admin-content';
import { AddBlogForm } from '@/features/admin-content/components/add-blog-form';
import { AddProgramForm } from '@/features/admin-content/components/add-program-form';
import { CONTENT_FORM_MESSAGES } from '@/features/admin-content/lib/content-form-schemas';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/test-utils';

const PNG = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'food-drive.png', {
  type: 'image/png',
});

function renderWithToasts(form: React.ReactElement) {
  return renderRoute(
    <>
      {form}
      <Toaster />
    </>,
  );
}

describe('Add Blog and Add Program', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the preview needs one.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    toast.dismiss();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows the five Add Blog messages and sends nothing', async () => {
    let calls = 0;
    server.use(
      handleEndpoint(addBlogEndpoint, () => {
        calls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderWithToasts(<AddBlogForm />);
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    for (const message of [
      'Title is required',
      'Body is required',
      'Summary is required',
      'Author is required',
      'Image is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toBe(0);
  });

  it('refuses a file that is not an image', async () => {
    const { user } = renderRoute(<AddBlogForm />, { userOptions: { applyAccept: false } });
    await user.upload(
      screen.getByLabelText(/^image/i),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(await screen.findByText(CONTENT_FORM_MESSAGES.imageNotAnImage)).toBeInTheDocument();
  });

  it('previews the image, formats the body with a live sanitised preview, sends a data URL and resets', async () => {
    let sent: Record<string, string> = {};
    server.use(
      handleEndpoint(addBlogEndpoint, async ({ request }) => {
        sent = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ success: true, message: 'Blog added successfully!' });
      }),
    );
    const { user } = renderWithToasts(<AddBlogForm />);
    await user.type(screen.getByLabelText(/^title/i), 'Food drive');
    await user.type(screen.getByLabelText(/^summary/i), '240 families fed');
    const body = screen.getByLabelText(/^body/i);
    await user.type(body, 'We fed families');
    (body as HTMLTextAreaElement).setSelectionRange(7, 15);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(body).toHaveValue('We fed <strong>families</strong>');
    // The editor selects the bolded word again on the next frame; the writer then types at the end.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const end = (body as HTMLTextAreaElement).value.length;
    await user.type(body, '<img src=x onerror="alert(1)">', {
      initialSelectionStart: end,
      initialSelectionEnd: end,
    });
    const preview = screen.getByTestId('blog-body-preview');
    expect(preview.querySelector('strong')).toHaveTextContent('families');
    expect(preview.innerHTML).not.toContain('onerror');
    await user.type(screen.getByLabelText(/^author/i), 'Bola');
    await user.upload(screen.getByLabelText(/^image/i), PNG);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(await screen.findByText(CONTENT_FORM_MESSAGES.blog.added)).toBeInTheDocument();
    expect(sent).toMatchObject({ title: 'Food drive', summary: '240 families fed', author: 'Bola' });
    expect(sent.image).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByLabelText(/^title/i)).toHaveValue('');
  });

  it("toasts 'An error occurred while adding the blog.' when the server refuses", async () => {
    server.use(
      respondTo(addBlogEndpoint, { success: false, message: 'Image must be a JPEG' }, { status: 400 }),
    );
    const { user } = renderWithToasts(<AddBlogForm />);
    await user.type(screen.getByLabelText(/^title/i), 'T');
    await user.type(screen.getByLabelText(/^summary/i), 'S');
    await user.type(screen.getByLabelText(/^body/i), 'B');
    await user.type(screen.getByLabelText(/^author/i), 'A');
    await user.upload(screen.getByLabelText(/^image/i), PNG);
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(await screen.findByText(CONTENT_FORM_MESSAGES.blog.addFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/^title/i)).toHaveValue('T');
  });

  it('shows the four Add Program messages', async () => {
    const { user } = renderWithToasts(<AddProgramForm />);
    await user.click(screen.getByRole('button', { name: 'Add Program' }));
    for (const message of [
      'Title is required',
      'Description is required',
      'Date is required',
      'Image is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("adds a program with its date and image, toasting 'Program added successfully.'", async () => {
    let sent: Record<string, string> = {};
    server.use(
      handleEndpoint(addProgramEndpoint, async ({ request }) => {
        sent = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ success: true, message: 'Program added successfully.' });
      }),
    );
    const { user } = renderWithToasts(<AddProgramForm />);
    await user.type(screen.getByLabelText(/^title/i), 'Medical outreach');
    await user.type(screen.getByLabelText(/^description/i), 'Free checks');
    await user.type(screen.getByLabelText(/^date/i), '2026-12-24');
    await user.upload(screen.getByLabelText(/^image/i), PNG);
    await user.click(screen.getByRole('button', { name: 'Add Program' }));
    expect(await screen.findByText(CONTENT_FORM_MESSAGES.program.added)).toBeInTheDocument();
    expect(sent).toMatchObject({ title: 'Medical outreach', description: 'Free checks', date: '2026-12-24' });
    expect(sent.image).toMatch(/^data:image\/png;base64,/);
  });

  it("toasts 'An error occurred while adding the program.' when the call fails", async () => {
    server.use(handleEndpoint(addProgramEndpoint, () => HttpResponse.error()));
    const { user } = renderWithToasts(<AddProgramForm />);
    await user.type(screen.getByLabelText(/^title/i), 'T');
    await user.type(screen.getByLabelText(/^description/i), 'D');
    await user.type(screen.getByLabelText(/^date/i), '2026-12-24');
    await user.upload(screen.getByLabelText(/^image/i), PNG);
    await user.click(screen.getByRole('button', { name: 'Add Program' }));
    expect(await screen.findByText(CONTENT_FORM_MESSAGES.program.addFailed)).toBeInTheDocument();
  });
});
