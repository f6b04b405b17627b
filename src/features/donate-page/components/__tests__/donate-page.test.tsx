import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/test-utils';
import { describe, expect, it } from 'vitest';
import { dialogOpenerProps } from '@/components/ui/dialog/dialog-opener';
import { DonatePage } from '@/features/donate-page/components/donate-page';

describe('DonatePage', () => {
  it('shows the four impact figures and three reasons', () => {
    renderRoute(<DonatePage donateButtonProps={dialogOpenerProps('donation')} />);
    const figures: ReadonlyArray<readonly [string, string]> = [
      ['10,000+', 'Lives Touched'],
      ['500+', 'Families Helped'],
      ['25+', 'Communities Reached'],
      ['100+', 'Volunteers'],
    ];
    for (const [figure, label] of figures) {
      expect(screen.getByText(figure)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    for (const reason of ['100% Transparency', 'Direct Impact', 'Local Expertise']) {
      expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
    }
  });

  it("opens the donation dialog from both 'Donate Now' and 'Donate Today', by invoker command", () => {
    renderRoute(<DonatePage donateButtonProps={dialogOpenerProps('donation')} />);
    for (const name of ['Donate Now', 'Donate Today']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('commandfor', 'donation');
      expect(button).toHaveAttribute('command', 'show-modal');
    }
  });

  it('shows the donation form the server sent back, when there is one', () => {
    renderRoute(
      <DonatePage
        donateButtonProps={dialogOpenerProps('donation')}
        returnedForm={<form aria-label="Returned form" />}
      />,
    );
    expect(screen.getByRole('form', { name: 'Returned form' })).toBeInTheDocument();
  });
});
