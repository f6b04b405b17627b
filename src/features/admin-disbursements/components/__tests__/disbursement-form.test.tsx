import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DISBURSEMENT_MESSAGES } from '@contract/ledger';
import { DisbursementForm } from '@/features/admin-disbursements/components/disbursement-form';

const TODAY = '2026-06-15';
const programs = [{ id: 7, title: 'Clean water' }];

function renderForm() {
  const onSave = vi.fn(async () => null);
  const user = userEvent.setup();
  render(<DisbursementForm programs={programs} isSaving={false} onSave={onSave} today={TODAY} />);
  return { onSave, user };
}

describe('DisbursementForm', () => {
  it('refuses an amount of ₦0, a future date and an empty description, each under its field', async () => {
    const { onSave, user } = renderForm();
    await user.clear(screen.getByLabelText(/Date paid/));
    await user.type(screen.getByLabelText(/Date paid/), '2026-06-16');
    await user.type(screen.getByLabelText(/Amount/), '0');
    await user.click(screen.getByRole('button', { name: 'Record disbursement' }));
    expect(screen.getByLabelText(/Amount/)).toHaveAccessibleDescription(DISBURSEMENT_MESSAGES.amountPositive);
    expect(screen.getByLabelText(/Date paid/)).toHaveAccessibleDescription(
      DISBURSEMENT_MESSAGES.dateInFuture,
    );
    expect(screen.getByLabelText(/What it paid for/)).toHaveAccessibleDescription(
      DISBURSEMENT_MESSAGES.descriptionRequired,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the date, the program, the amount and what it paid for', async () => {
    const { onSave, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Paid from'), 'Clean water');
    await user.type(screen.getByLabelText(/Amount/), '12500');
    await user.type(screen.getByLabelText(/What it paid for/), 'Borehole pump');
    await user.click(screen.getByRole('button', { name: 'Record disbursement' }));
    expect(onSave).toHaveBeenCalledWith({
      paidOn: TODAY,
      programId: 7,
      amountNaira: 12_500,
      description: 'Borehole pump',
    });
  });
});
