import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from fresh modules: the toast module and the toaster's demand are per page load.
async function renderApp() {
  const { AppProvider } = await import('@/app/provider');
  const { toast } = await import('@/lib/toast');
  render(
    <AppProvider>
      <p>Page</p>
    </AppProvider>,
  );
  await screen.findByText('Page');
  return toast;
}

const toasterRegion = () => screen.queryByRole('region', { name: /Notifications/ });
// sonner's chunk is transformed on first use in a cold test run.
const LOAD_TIMEOUT = { timeout: 5000 };

describe('toast', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('shows a toast asked for before sonner has loaded and the toaster is mounted', async () => {
    const toast = await renderApp();
    expect(toasterRegion()).not.toBeInTheDocument();

    act(() => {
      toast.success('Request sent', { description: 'We will reply by email.' });
    });

    expect(await screen.findByText('Request sent', {}, LOAD_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('We will reply by email.')).toBeInTheDocument();
  });

  it('updates a loading toast in place by the id it returned, in the order of the calls', async () => {
    const toast = await renderApp();

    act(() => {
      const id = toast.loading('Submitting…');
      toast.error('Not accepted', { id });
    });

    expect(await screen.findByText('Not accepted', {}, LOAD_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByText('Submitting…')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
  });

  it('mounts the toaster when a form is first touched, ahead of any toast, and not on other touches', async () => {
    await renderApp();
    render(
      <form aria-label="Request">
        <input aria-label="Name" />
      </form>,
    );
    fireEvent.pointerDown(screen.getByText('Page'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(toasterRegion()).not.toBeInTheDocument();

    fireEvent.focusIn(screen.getByLabelText('Name'));

    expect(await screen.findByRole('region', { name: /Notifications/ }, LOAD_TIMEOUT)).toBeInTheDocument();
  });

  it('dismisses a toast by its id', async () => {
    const toast = await renderApp();
    let id: string | number = '';
    act(() => {
      id = toast('Copied');
    });
    await screen.findByText('Copied', {}, LOAD_TIMEOUT);

    act(() => toast.dismiss(id));

    await vi.waitFor(() => expect(screen.queryByText('Copied')).not.toBeInTheDocument());
  });
});
