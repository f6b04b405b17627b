import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/test-utils';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DonatePage } from '@/features/donate-page/components/donate-page';

describe('DonatePage', () => {
  it('shows the four impact figures and three reasons', () => {
    renderRoute(<DonatePage onDonate={() => undefined} />);
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

  it("opens the donation modal from both 'Donate Now' and 'Donate Today'", async () => {
    const user = userEvent.setup();
    const onDonate = vi.fn();
    renderRoute(<DonatePage onDonate={onDonate} />);
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await user.click(screen.getByRole('button', { name: 'Donate Today' }));
    expect(onDonate).toHaveBeenCalledTimes(2);
  });
});
