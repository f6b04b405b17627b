import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadMotionKit, useMotionKit, useMotionKitSwitchingWhile } from '@/lib/motion/use-motion-kit';

function KitProbe() {
  return <p>{useMotionKit() ? 'animated' : 'plain'}</p>;
}

function HeldKitProbe({ canSwitch }: { canSwitch: boolean }) {
  return <p>{useMotionKitSwitchingWhile(canSwitch) ? 'animated' : 'plain'}</p>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

// Transformed once up front (a while in a cold run), so a kit asked for too early would be there at once.
beforeAll(() => import('@/lib/motion/motion-kit'));

describe('useMotionKit', () => {
  it('stays plain while the visitor only reads, and takes the kit after their first interaction', async () => {
    render(<KitProbe />);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(screen.getByText('plain')).toBeInTheDocument();

    expect(document.documentElement.dataset.motionKit).toBeUndefined();
    window.dispatchEvent(new Event('pointermove'));

    expect(await screen.findByText('animated')).toBeInTheDocument();
    // What browser tests wait for: said once the parts have switched.
    expect(document.documentElement.dataset.motionKit).toBe('loaded');
  });

  it('hydrates plain even when the kit has already arrived, then takes it without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<KitProbe />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    expect(container.textContent).toBe('plain');
    await loadMotionKit();
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');

    const root = await act(async () => hydrateRoot(container, <KitProbe />, { onRecoverableError }));
    onTestFinished(() => act(() => root.unmount()));

    expect(container.textContent).toBe('animated');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('stays plain when the kit fails to download, and tries again on the next interaction', async () => {
    vi.doMock('@/lib/motion/motion-kit', () => {
      throw new Error('offline');
    });
    render(<KitProbe />);
    window.dispatchEvent(new Event('pointermove'));
    await settle();
    expect(screen.getByText('plain')).toBeInTheDocument();
    vi.doUnmock('@/lib/motion/motion-kit');

    window.dispatchEvent(new Event('keydown'));

    expect(await screen.findByText('animated')).toBeInTheDocument();
  });

  it('renders with the kit at once where it mounts after the kit arrived', async () => {
    await loadMotionKit();
    render(<KitProbe />);
    expect(screen.getByText('animated')).toBeInTheDocument();
  });
});

describe('useMotionKitSwitchingWhile', () => {
  it('keeps a part plain while it may not switch, and takes the kit once it may', async () => {
    const { rerender } = render(<HeldKitProbe canSwitch={false} />);
    await act(() => loadMotionKit());
    expect(screen.getByText('plain')).toBeInTheDocument();

    rerender(<HeldKitProbe canSwitch />);
    expect(screen.getByText('animated')).toBeInTheDocument();

    // Once taken, it stays, whatever the part holds.
    rerender(<HeldKitProbe canSwitch={false} />);
    expect(screen.getByText('animated')).toBeInTheDocument();
  });
});
