import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';

describe('AppProvider', () => {
  it("shows sonner's toasts in the page once the app runs", async () => {
    render(
      <AppProvider>
        <p>Page</p>
      </AppProvider>,
    );
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region.parentElement).toBe(document.body);
    await act(async () => {
      toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
