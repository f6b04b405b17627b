import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HERO_SLIDE_INTERVAL_MS } from '@contract/constants';
import { HERO_SLIDES } from '@/content/home';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { loadMotionKit } from '@/lib/motion/use-motion-kit';

const visibleSlideText = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hidden)
    .map((slide) => slide.textContent);

const pictures = (container: HTMLElement) => [...container.querySelectorAll('img')];
const attributesOf = (element: Element) =>
  Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion') ? matches : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('HeroCarousel', () => {
  it('has three slides and moves to the next one every 3.5 s, wrapping around', () => {
    vi.useFakeTimers();
    render(<HeroCarousel joinMovementDialogId="membership-application" />);
    expect(HERO_SLIDES).toHaveLength(3);
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[0]!.heading);

    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS - 1);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[0]!.heading);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[1]!.heading);
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS * 2);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[0]!.heading);
  });

  it('stands still while hovered and moves again after the pointer leaves', () => {
    vi.useFakeTimers();
    render(<HeroCarousel joinMovementDialogId="membership-application" />);
    const carousel = screen.getByRole('region', { name: 'Our work in pictures' });
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS * 3);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[0]!.heading);
    fireEvent.mouseLeave(carousel);
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[1]!.heading);
  });

  it('does not move when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    render(<HeroCarousel joinMovementDialogId="membership-application" />);
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS * 4);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[0]!.heading);
  });

  it('stops with the pause button and can be moved with the slide buttons', () => {
    vi.useFakeTimers();
    render(<HeroCarousel joinMovementDialogId="membership-application" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    // Clicking moved focus-free in jsdom; leave hover state out of it.
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS * 3);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[2]!.heading);
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[0]!.heading);
  });

  it("makes 'Join the Movement' open the membership application dialog by invoker command", () => {
    render(<HeroCarousel joinMovementDialogId="membership-application" />);
    const button = screen.getByRole('button', { name: 'Join the Movement' });
    expect(button).toHaveAttribute('commandfor', 'membership-application');
    expect(button).toHaveAttribute('command', 'show-modal');
  });

  it("shows plain pictures until the motion kit arrives, then framer-motion's, the same, keeping focus", async () => {
    const { container } = render(<HeroCarousel joinMovementDialogId="membership-application" />);
    const plainPictures = pictures(container);
    expect(plainPictures).toHaveLength(3);
    const plainAttributes = plainPictures.map(attributesOf);
    const pauseButton = screen.getByRole('button', { name: 'Pause slideshow' });
    pauseButton.focus();

    await act(() => loadMotionKit());

    const animatedPictures = pictures(container);
    expect(animatedPictures).toHaveLength(3);
    animatedPictures.forEach((picture, index) => {
      expect(picture).not.toBe(plainPictures[index]);
      expect(attributesOf(picture)).toEqual(plainAttributes[index]);
    });
    expect(pauseButton).toHaveFocus();
  });

  it('shows the chosen slide’s picture alone, before and after the motion kit arrives', async () => {
    const { container } = render(<HeroCarousel joinMovementDialogId="membership-application" />);
    const opacities = () => pictures(container).map((picture) => picture.style.opacity);
    expect(opacities()).toEqual(['1', '0', '0']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(opacities()).toEqual(['0', '1', '0']);
    expect(pictures(container)[1]).toHaveAttribute('alt', HERO_SLIDES[1]!.alt);
    expect(pictures(container)[0]).toHaveAttribute('aria-hidden', 'true');

    await act(() => loadMotionKit());
    expect(opacities()).toEqual(['0', '1', '0']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    await waitFor(() => expect(opacities()).toEqual(['0', '0', '1']));
    expect(pictures(container)[2]).toHaveAttribute('alt', HERO_SLIDES[2]!.alt);
  });
});
