import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ABOUT_TABS } from '@/content/who-we-are';
import { AboutTabs } from '@/features/about/components/about-tabs';

const LABELS = [
  'Mission and Vision',
  'Core Values',
  'Our History',
  'Our Approach',
  'Our Team',
  'Our Contact',
];

// Which panel shows is CSS's (`.about-tabs`), which jsdom does not load: the browser tests see it.
describe('AboutTabs', () => {
  it('offers the six sections as a labelled radio group, Mission and Vision chosen', () => {
    render(<AboutTabs />);

    expect(screen.getByRole('group', { name: 'About the forum' })).toBeInTheDocument();
    const choices = screen.getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual(LABELS);
    expect(choices[0]).toBeChecked();
    expect(choices.slice(1).every((choice) => !(choice as HTMLInputElement).checked)).toBe(true);
  });

  it('has every section in the HTML the server sends, each a region named by its heading', () => {
    const html = renderToString(<AboutTabs />);
    render(<AboutTabs />);

    for (const tab of ABOUT_TABS) {
      const panel = screen.getByRole('region', { name: tab.heading });
      expect(screen.getByRole('radio', { name: tab.label })).toHaveAttribute('aria-controls', panel.id);
      expect(html).toContain(tab.heading);
    }
    expect(html.match(/ checked=""/g)).toHaveLength(1);
  });

  it('chooses a section on click and with the arrow keys, one at a time', async () => {
    const user = userEvent.setup();
    render(<AboutTabs />);

    await user.click(screen.getByRole('radio', { name: 'Our History' }));
    expect(screen.getByRole('radio', { name: 'Our History' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mission and Vision' })).not.toBeChecked();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Our Approach' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Our History' })).not.toBeChecked();
  });
});
