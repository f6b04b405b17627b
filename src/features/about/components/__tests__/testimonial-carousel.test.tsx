import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TESTIMONIAL_INTERVAL_MS } from '@contract/constants';
import { TESTIMONIALS, TESTIMONIALS_HEADING } from '@/content/who-we-are';
import { TestimonialCarousel } from '@/features/about/components/testimonial-carousel';
import { loadMotionKit } from '@/lib/motion/use-motion-kit';

const shownName = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => !slide.hidden)
    ?.querySelector('figcaption span')?.textContent;

describe('TestimonialCarousel', () => {
  it('shows the four testimonials in turn, one every 5 s', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel />);
    expect(TESTIMONIALS).toHaveLength(4);
    expect(shownName()).toBe(TESTIMONIALS[0]!.name);
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1);
    });
    expect(shownName()).toBe(TESTIMONIALS[0]!.name);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownName()).toBe(TESTIMONIALS[1]!.name);
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 3);
    });
    expect(shownName()).toBe(TESTIMONIALS[0]!.name);
  });

  it('jumps to a testimonial from its dot and waits a full interval before moving on', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel />);
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 4 of 4' }));
    expect(shownName()).toBe(TESTIMONIALS[3]!.name);
    expect(screen.getByRole('button', { name: 'Show testimonial 4 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1);
    });
    expect(shownName()).toBe(TESTIMONIALS[3]!.name);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownName()).toBe(TESTIMONIALS[0]!.name);
  });

  it('holds still while focus is inside it', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel />);
    fireEvent.focus(screen.getByRole('button', { name: 'Show testimonial 2 of 4' }));
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 2);
    });
    expect(shownName()).toBe(TESTIMONIALS[0]!.name);
  });

  it('replaces the testimonial at once until the motion kit arrives, then cross-fades', async () => {
    const { container } = render(<TestimonialCarousel />);
    const figures = () => [...container.querySelectorAll('figure')];
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2 of 4' }));
    expect(figures()).toHaveLength(1);
    expect(shownName()).toBe(TESTIMONIALS[1]!.name);

    await act(() => loadMotionKit());
    expect(figures()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3 of 4' }));

    expect(figures()).toHaveLength(2);
    await waitFor(() => expect(figures()).toHaveLength(1));
    expect(shownName()).toBe(TESTIMONIALS[2]!.name);
  });

  it('keeps the shown testimonial while the carousel is paused (read out politely) when the kit arrives', async () => {
    const { container } = render(<TestimonialCarousel />);
    const carousel = screen.getByRole('region', { name: TESTIMONIALS_HEADING });
    fireEvent.mouseEnter(carousel);
    const figure = container.querySelector('figure');

    await act(() => loadMotionKit());
    expect(container.querySelector('figure')).toBe(figure);

    fireEvent.mouseLeave(carousel);
    expect(container.querySelector('figure')).not.toBe(figure);
    expect(shownName()).toBe(TESTIMONIALS[0]!.name);
  });
});
