import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramGoalProgress } from '@/components/programs/program-goal-progress';

const NOW = new Date('2026-06-15T09:00:00Z');
const program = {
  title: 'Clean water',
  goalNaira: 1_000_000,
  goalEndsOn: '2026-06-25',
  progress: { raisedKobo: 250_000_00, donors: 3 },
};

describe('ProgramGoalProgress', () => {
  it('shows raised of the goal, the percentage, donors and days left, with a labelled progressbar', () => {
    render(<ProgramGoalProgress program={program} now={NOW} />);
    const bar = screen.getByRole('progressbar', { name: 'Raised for Clean water' });
    expect(bar).toHaveAttribute('aria-valuenow', '250000');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '1000000');
    expect(bar).toHaveAttribute('aria-valuetext', '₦250,000 raised of ₦1,000,000 (25%)');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('3 donors')).toBeInTheDocument();
    expect(screen.getByText('10 days left')).toBeInTheDocument();
  });

  it('never fills past full, and says when the fundraising has ended', () => {
    render(
      <ProgramGoalProgress
        program={{ ...program, goalEndsOn: '2026-06-01', progress: { raisedKobo: 2_000_000_00, donors: 1 } }}
        now={NOW}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1000000');
    expect(screen.getByText('200%')).toBeInTheDocument();
    expect(screen.getByText('1 donor')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
  });

  it('shows nothing for a program without a goal (or from an API that sends none)', () => {
    const { container } = render(<ProgramGoalProgress program={{ ...program, goalNaira: null }} now={NOW} />);
    expect(container).toBeEmptyDOMElement();
  });
});
