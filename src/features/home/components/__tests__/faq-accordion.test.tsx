import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '@/content/home';
import { FaqAccordion } from '@/features/home/components/faq-accordion';
import { loadMotionKit } from '@/lib/motion/use-motion-kit';
import { renderRoute } from '@/testing/test-utils';

describe('FaqAccordion', () => {
  it('lists the eight topics, all closed at first', () => {
    renderRoute(<FaqAccordion />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(8);
    expect(FAQ_ITEMS).toHaveLength(8);
  });

  it('opens items independently with the keyboard, each answer tied to its question', async () => {
    const { user } = renderRoute(<FaqAccordion />);
    const first = screen.getByRole('button', { name: FAQ_ITEMS[0]!.question });
    const fourth = screen.getByRole('button', { name: FAQ_ITEMS[3]!.question });

    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstAnswer = screen.getByRole('region', { name: FAQ_ITEMS[0]!.question });
    expect(firstAnswer).toHaveAttribute('id', first.getAttribute('aria-controls'));
    expect(firstAnswer).toHaveTextContent(FAQ_ITEMS[0]!.answer);

    fourth.focus();
    await user.keyboard(' ');
    expect(fourth).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: FAQ_ITEMS[3]!.question })).toContainElement(
      screen.getByRole('link', { name: 'Donate to our work' }),
    );

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: FAQ_ITEMS[0]!.question })).not.toBeInTheDocument();
  });

  it('keeps an answer opened before the motion kit arrived, and animates once all are closed', async () => {
    // fireEvent.click sends no pointer or key event, so the kit arrives only when the test loads it.
    renderRoute(<FaqAccordion />);
    const first = screen.getByRole('button', { name: FAQ_ITEMS[0]!.question });
    const answer = () => screen.queryByRole('region', { name: FAQ_ITEMS[0]!.question });
    fireEvent.click(first);
    const plainAnswer = answer();
    expect(plainAnswer).toHaveTextContent(FAQ_ITEMS[0]!.answer);
    first.focus();

    await act(() => loadMotionKit());
    expect(answer()).toBe(plainAnswer);
    expect(first).toHaveFocus();

    // Closed before the kit was taken up: it goes at once.
    fireEvent.click(first);
    expect(answer()).not.toBeInTheDocument();

    fireEvent.click(first);
    const animatedAnswer = answer();
    expect(animatedAnswer).toHaveTextContent(FAQ_ITEMS[0]!.answer);
    expect(animatedAnswer).not.toBe(plainAnswer);
    expect(first).toHaveFocus();
    fireEvent.click(first);
    // framer-motion's: it closes by its height first, then goes.
    expect(answer()).toBeInTheDocument();
    await waitFor(() => expect(answer()).not.toBeInTheDocument());
  });
});
