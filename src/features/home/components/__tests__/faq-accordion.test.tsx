import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '@/content/home';
import { FaqAccordion } from '@/features/home/components/faq-accordion';
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
});
