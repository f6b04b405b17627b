import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('AboutTabs', () => {
  it('has the six tabs in order, Mission and Vision selected with its panel', () => {
    render(<AboutTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(LABELS);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.slice(1).every((tab) => tab.getAttribute('aria-selected') === 'false')).toBe(true);
    const panel = screen.getByRole('tabpanel', { name: 'Mission and Vision' });
    expect(panel).toHaveTextContent(ABOUT_TABS[0]!.heading);
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
  });

  it('keeps only the selected tab in the Tab order and moves with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<AboutTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Mission and Vision' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    const coreValues = screen.getByRole('tab', { name: 'Core Values' });
    expect(coreValues).toHaveFocus();
    expect(coreValues).toHaveAttribute('aria-selected', 'true');
    expect(coreValues).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Mission and Vision' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Core Values' })).toHaveTextContent(ABOUT_TABS[1]!.heading);

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Our Contact' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Mission and Vision' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Our Contact' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('info@helpinghandsforum.org');

    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<AboutTabs />);
    await user.click(screen.getByRole('tab', { name: 'Our History' }));
    expect(screen.getByRole('tabpanel', { name: 'Our History' })).toHaveTextContent('2020');
  });
});
