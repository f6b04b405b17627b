import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { organisation } from '@/content/organisation';
import { OFFICE_DIRECTIONS_URL, OfficeCard } from '@/features/about/components/office-card';

describe('OfficeCard', () => {
  it("toggles between the directions and the embedded map ('Show Location' / 'Show Directions') by a <details>", async () => {
    const user = userEvent.setup();
    render(<OfficeCard />);
    const map = screen.getByTitle('Map of our office in Ibadan');
    const toggle = map.closest('details')!;
    // The map is in the HTML, closed, and a lazy frame: the browser loads it only once it shows.
    expect(toggle).not.toHaveAttribute('open');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toContain(
      `${organisation.office.latitude},${organisation.office.longitude}`,
    );

    await user.click(screen.getByText('Show Location'));
    expect(toggle).toHaveAttribute('open');
    await user.click(screen.getByText('Show Directions'));
    expect(toggle).not.toHaveAttribute('open');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('opens directions from the office coordinates in a new tab', () => {
    render(<OfficeCard />);
    const link = screen.getByRole('link', { name: /get directions/i });
    expect(link).toHaveAttribute('href', OFFICE_DIRECTIONS_URL);
    expect(OFFICE_DIRECTIONS_URL).toContain('7.3775,3.947');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("copies the address and says 'Address copied to clipboard!'", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 1);
    render(<OfficeCard />);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(organisation.office.fullAddress);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Address copied to clipboard!'));
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const failure = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    render(<OfficeCard />);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Could not copy the address. Please copy it by hand.'),
    );
  });
});
