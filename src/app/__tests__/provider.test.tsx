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
    // Once sonner's module is loaded, a toaster mounted without being asked for would be on screen: it must not.
    await act(async () => {
      await import('sonner');
    });
    expect(toasterRegion()).not.toBeInTheDocument();

    act(() => requireToaster());

    // sonner's chunk loads on demand; the first
    // load in a cold test run takes a while to transform.
    expect(
      await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
