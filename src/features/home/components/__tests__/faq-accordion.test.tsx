import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '@/content/home';
import { FaqAccordion } from '@/features/home/components/faq-accordion';
import { renderRoute } from '@/testing/test-utils';

const question = (index: number) => screen.getByText(FAQ_ITEMS[index]!.question);
const itemOf = (index: number) => question(index).closest('details')!;

describe('FaqAccordion', () => {
  it('lists the eight topics as <details>, all closed in the HTML the server sends', () => {
    const html = renderToString(
      <MemoryRouter>
        <FaqAccordion />
      </MemoryRouter>,
    );

    expect(html.match(/<details/g)).toHaveLength(8);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(FAQ_ITEMS).toHaveLength(8);
  });

  it('opens items independently, each answer inside its question', async () => {
    const { user } = renderRoute(<FaqAccordion />);

    await user.click(question(0));
    await user.click(question(3));

    expect(itemOf(0)).toHaveAttribute('open');
    expect(itemOf(3)).toHaveAttribute('open');
    expect(itemOf(0)).toHaveTextContent(FAQ_ITEMS[0]!.answer);
    expect(within(itemOf(3)).getByRole('link', { name: 'Donate to our work' })).toBeInTheDocument();

    await user.click(question(0));
    expect(itemOf(0)).not.toHaveAttribute('open');
    expect(itemOf(3)).toHaveAttribute('open');
  });
});
