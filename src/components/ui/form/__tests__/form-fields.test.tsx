import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { TextField } from '@/components/ui/form/text-field';

describe('form fields', () => {
  it('label their control and tie the error to it', () => {
    render(<TextField label="Full name" isRequired error="Full name is required" />);

    const input = screen.getByLabelText(/Full name/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByText('Full name is required')).toHaveClass('text-red-600');
  });

  it('are neither invalid nor described when there is no error', () => {
    render(<TextField label="Occupation" />);

    const input = screen.getByLabelText('Occupation');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('read the hint before the error', () => {
    render(
      <TextareaField label="Description" hint="At most 255 characters" error="Description is required" />,
    );

    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      'At most 255 characters Description is required',
    );
  });

  it('offer the options of a select, after an optional placeholder', () => {
    render(
      <SelectField
        label="Application Type"
        placeholder="Select a type"
        options={[
          { value: 'leave', label: 'Leave Application' },
          { value: 'raise', label: 'Raise Application' },
        ]}
        error="Application type is required"
      />,
    );

    const select = screen.getByLabelText('Application Type');
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Select a type',
      'Leave Application',
      'Raise Application',
    ]);
    expect(select).toHaveAccessibleDescription('Application type is required');
  });
});
