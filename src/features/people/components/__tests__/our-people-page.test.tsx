import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TEAM } from '@/content/team';
import { OurPeoplePage } from '@/features/people/components/our-people-page';
import { renderRoute } from '@/testing/test-utils';

describe('OurPeoplePage', () => {
  it('puts everyone whose role is not Member under Executives, and the rest under Members', () => {
    renderRoute(<OurPeoplePage />);
    const executives = screen.getByRole('region', { name: 'Executives' });
    const members = screen.getByRole('region', { name: 'Members' });
    const executiveCount = TEAM.filter((person) => person.role !== 'Member').length;
    expect(within(executives).getAllByRole('button')).toHaveLength(executiveCount);
    expect(within(members).getAllByRole('button')).toHaveLength(TEAM.length - executiveCount);
    expect(within(executives).getByRole('button', { name: /Adebayo Ogunleye/ })).toHaveTextContent(
      'President',
    );
    expect(within(members).queryByText('President')).not.toBeInTheDocument();
    expect(TEAM.length).toBeGreaterThanOrEqual(10);
  });

  it("has every person's dialog in the page's HTML, closed, each named by the card that opens it", () => {
    const html = renderToString(<OurPeoplePage />);

    for (const person of TEAM) {
      expect(html).toMatch(new RegExp(`<dialog[^>]* id="person-${person.id}"`));
      expect(html).toMatch(new RegExp(`<button[^>]*commandfor="person-${person.id}" command="show-modal"`));
    }
    expect(html).not.toMatch(/<dialog[^>]* open/);
  });

  it('opens a modal with photo, name, role and biography, closed by × with focus returned to the card', async () => {
    const { user } = renderRoute(<OurPeoplePage />);
    const card = screen.getByRole('button', { name: /Ibrahim Salami/ });
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Ibrahim Salami' });
    expect(dialog).toHaveAccessibleDescription('Financial Secretary');
    expect(within(dialog).getByRole('img', { name: 'Portrait of Ibrahim Salami' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(TEAM.find((person) => person.name === 'Ibrahim Salami')!.bio);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('closes the modal with Escape and with a click outside it', async () => {
    const { user } = renderRoute(<OurPeoplePage />);
    await user.click(screen.getByRole('button', { name: /Ngozi Eze/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Kemi Oladipo/ }));
    expect(screen.getByRole('dialog', { name: 'Kemi Oladipo' })).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
