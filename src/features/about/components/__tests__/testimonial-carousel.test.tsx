import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TESTIMONIAL_INTERVAL_MS } from '@contract/constants';
import { TESTIMONIALS, TESTIMONIALS_HEADING } from '@/content/who-we-are';
import { TestimonialCarousel } from '@/features/about/components/testimonial-carousel';

// Which testimonial shows is CSS's (the checked dot, `.carousel`), which jsdom does not load: the name in the
// checked dot's place stands for it here.
const shownName = () => {
  const chosen = screen.getAllByRole('radio').findIndex((dot) => (dot as HTMLInputElement).checked);
  return screen.getAllByRole('group', { name: /of 4$/ })[chosen]?.querySelector('figcaption span')
    ?.textContent;
};

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
    fireEvent.click(screen.getByRole('radio', { name: 'Show testimonial 4 of 4' }));
    expect(shownName()).toBe(TESTIMONIALS[3]!.name);
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1);
    });
    expect(shownName()).toBe(TESTIMONIALS[3]!.name);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownName()).toBe(TESTIMONIALS[0]!.name);
  });

  it("stops with 'Pause testimonials' and moves again with 'Play testimonials'", () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 2);
    });
    expect(shownName()).toBe(TESTIMONIALS[0]!.name);
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS);
    });
    expect(shownName()).toBe(TESTIMONIALS[1]!.name);
  });

  it('holds still while focus is inside it', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel />);
    fireEvent.focus(screen.getByRole('radio', { name: 'Show testimonial 2 of 4' }));
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 2);
    });
    expect(shownName()).toBe(TESTIMONIALS[0]!.name);
  });

  it('keeps each testimonial a figure with its caption, inside the slide group (no group role on the figure)', () => {
    render(<TestimonialCarousel />);

    const slides = screen.getAllByRole('group', { name: /of 4$/ });
    expect(slides).toHaveLength(4);
    for (const slide of slides) {
      expect(slide.tagName).toBe('DIV');
      expect(slide.querySelector('figure > figcaption')).not.toBeNull();
    }
    expect(screen.getByRole('region', { name: TESTIMONIALS_HEADING })).toBeInTheDocument();
  });
});
