import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';

describe('AppProvider', () => {
  it("mounts sonner's toaster with the visitor's first touch, and shows a toast called before it", async () => {
    render(
      <AppProvider>
        <button type="button">Send</button>
      </AppProvider>,
    );
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {
      toast.success('Saved');
    });
    const region = await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
    expect(region.parentElement).toBe(document.body);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
