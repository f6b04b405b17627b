import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HERO_SLIDE_INTERVAL_MS } from '@contract/constants';
import { HERO_SLIDES } from '@/content/home';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { mockReducedMotion } from '@/testing/reduced-motion';

// Which slide shows is CSS's (the checked dot, `.carousel`), which jsdom does not load: the text of the slide
// in the checked dot's place stands for it here; the browser tests see the slides themselves.
const visibleSlideText = () => {
  const dots = screen.getAllByRole('radio');
  const chosen = dots.findIndex((dot) => (dot as HTMLInputElement).checked);
  return [screen.getAllByRole('group', { name: /of 3$/ })[chosen]?.textContent];
};

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

  it("does not move when the visitor prefers reduced motion, says 'Play', and plays when they press it", () => {
    mockReducedMotion();
    vi.useFakeTimers();
    render(<HeroCarousel joinMovementDialogId="membership-application" />);
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS * 4);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[0]!.heading);

    // Pressed as a visitor does: the pointer over the carousel, the button focused.
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Our work in pictures' }));
    fireEvent.focus(play);
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBe(play);
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[1]!.heading);
  });

  it('stops with the pause button and can be moved with the dots', () => {
    vi.useFakeTimers();
    render(<HeroCarousel joinMovementDialogId="membership-application" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Show slide 3 of 3' }));
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS * 3);
    });
    expect(visibleSlideText()[0]).toContain(HERO_SLIDES[2]!.heading);
    expect(screen.getByRole('radio', { name: 'Show slide 3 of 3' })).toBeChecked();
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

  it("sends every slide and picture in the page's HTML, the first chosen, and only the pause button's place", () => {
    const html = renderToString(<HeroCarousel joinMovementDialogId="membership-application" />);

    for (const slide of HERO_SLIDES) {
      expect(html).toContain(slide.heading);
      expect(html).toContain(`alt="${slide.alt}"`);
    }
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html.match(/ checked=""/g)).toHaveLength(1);
    // The button that comes with the app keeps its place invisible, so the dots do not move when it arrives.
    const pauseButton = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('button[aria-label="Pause slideshow"]');
    expect(pauseButton?.classList.contains('invisible')).toBe(true);
  });

  it('takes over a slide chosen before the app arrived, and moves on from it', () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    host.innerHTML = renderToString(<HeroCarousel joinMovementDialogId="membership-application" />);
    document.body.append(host);
    host.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]!.checked = true;

    render(<HeroCarousel joinMovementDialogId="membership-application" />, {
      container: host,
      hydrate: true,
    });
    expect(screen.getByRole('radio', { name: 'Show slide 2 of 3' })).toBeChecked();
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_INTERVAL_MS);
    });
    expect(screen.getByRole('radio', { name: 'Show slide 3 of 3' })).toBeChecked();
  });
});
