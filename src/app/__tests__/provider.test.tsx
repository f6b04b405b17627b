import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { requireToaster } from '@/lib/toaster-demand';

const toasterRegion = () => screen.queryByRole('region', { name: /Notifications/ });

describe('AppProvider', () => {
  it("mounts sonner's toaster only once code that shows toasts has loaded", async () => {
    render(
      <AppProvider>
        <p>Page</p>
      </AppProvider>,
    );
    await screen.findByText('Page');
    // Give a lazily mounted toaster every chance to appear: it must not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasterRegion()).not.toBeInTheDocument();

    act(() => requireToaster());

    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
