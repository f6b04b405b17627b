import { act, screen, waitFor } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PageTransition } from '@/app/layouts/page-transition';
import { renderRoute } from '@/testing/test-utils';
import { mockReducedMotion } from '@/testing/reduced-motion';

function CountingPage({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>{name}</h1>
      <a href="/elsewhere">A link</a>
      <button type="button" onClick={() => setCount((current) => current + 1)}>
        Counted {count}
      </button>
    </>
  );
}

function renderPages() {
  return renderRoute(<PageTransition />, {
    path: '/',
    initialEntry: '/first',
    children: [
      { path: 'first', element: <CountingPage name="First page" /> },
      { path: 'second', element: <CountingPage name="Second page" /> },
    ],
  });
}

const shownPages = () => [...document.querySelectorAll<HTMLElement>('[data-page-transition]')];

/** Lets the fades run frame by frame (the component tests otherwise finish every animation at once). */
function runAnimations() {
  MotionGlobalConfig.skipAnimations = false;
  // jsdom computes no opacity unless a style sheet sets one; a browser's is 1, where a fade out starts.
  const opaque = document.createElement('style');
  opaque.textContent = '[data-page-transition] { opacity: 1 }';
  document.head.append(opaque);
  onTestFinished(() => {
    MotionGlobalConfig.skipAnimations = true;
    opaque.remove();
  });
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('PageTransition', () => {
  it('shows the page a visitor lands on at once, at full strength, in a plain wrapper', () => {
    renderPages();

    expect(shownPages()).toHaveLength(1);
    expect(shownPages()[0]).toHaveTextContent('First page');
    expect(shownPages()[0]?.style.opacity).toBe('');
  });

  it('does not fetch the fade for a visitor who points at no link: the first change of page is at once', async () => {
    runAnimations();
    const { user, history } = renderPages();
    await user.click(screen.getByRole('button', { name: 'Counted 0' }));
    await pause(100);

    act(() => history.navigate('/second'));

    expect(shownPages()).toHaveLength(1);
    expect(shownPages()[0]).toHaveTextContent('Second page');
  });

  it("keeps the landing page's elements and state when the fade's code arrives after it", async () => {
    runAnimations();
    const { user } = renderPages();
    const landing = shownPages()[0];
    await user.click(screen.getByRole('button', { name: 'Counted 0' }));
    await user.hover(screen.getByRole('link', { name: 'A link' }));
    await pause(100);
    await user.click(screen.getByRole('button', { name: 'Counted 1' }));

    expect(shownPages()).toEqual([landing]);
    expect(landing).toHaveTextContent('Counted 2');
  });

  it('changes page at once when the visitor leaves before the fade arrived, and fades the next change', async () => {
    runAnimations();
    const { history } = renderPages();

    act(() => history.navigate('/second'));
    expect(shownPages()).toHaveLength(1);
    expect(shownPages()[0]).toHaveTextContent('Second page');

    await pause(100);
    const second = shownPages()[0];
    expect(second).toHaveTextContent('Second page');
    act(() => history.navigate('/first'));
    const [leaving, arriving] = shownPages();
    expect(leaving).toHaveTextContent('Second page');
    expect(leaving).toHaveAttribute('inert');
    expect(arriving).toHaveTextContent('First page');
    await waitFor(() => expect(shownPages()).toEqual([arriving]), { timeout: 3000 });
  });

  it('fades the leaving page out in place, hidden and inert, while the arriving one fades in', async () => {
    runAnimations();
    const { user, history } = renderPages();
    // The fade's code (framer-motion) arrives in its own chunk once the visitor points at a link.
    await user.hover(screen.getByRole('link', { name: 'A link' }));
    await pause(100);

    act(() => history.navigate('/second'));

    const [leaving, arriving] = shownPages();
    expect(leaving).toHaveTextContent('First page');
    expect(leaving).toHaveAttribute('aria-hidden', 'true');
    expect(leaving).toHaveAttribute('inert');
    expect(arriving).toHaveTextContent('Second page');
    expect(arriving).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'First page' })).not.toBeInTheDocument();

    await pause(200);
    expect(shownPages()).toEqual([leaving, arriving]);
    const leavingOpacity = Number(leaving?.style.opacity);
    expect(leavingOpacity).toBeGreaterThan(0);
    expect(leavingOpacity).toBeLessThan(1);
    expect(Number(arriving?.style.opacity)).toBeLessThan(1);

    await waitFor(() => expect(shownPages()).toEqual([arriving]), { timeout: 3000 });
    await waitFor(() => expect(arriving?.style.opacity).toBe('1'));
  });

  it('changes page without a fade for a visitor who asked for less motion', async () => {
    runAnimations();
    mockReducedMotion();
    const { user, history } = renderPages();
    await user.hover(screen.getByRole('link', { name: 'A link' }));
    await pause(100);

    act(() => history.navigate('/second'));
    await pause(50);

    expect(shownPages()).toHaveLength(1);
    expect(shownPages()[0]).toHaveTextContent('Second page');
    // The plain wrapper still: framer-motion was never fetched.
    expect(shownPages()[0]?.style.opacity).toBe('');
  });
});
