import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MB } from '@contract/constants';
import { UploadProgressBar } from '@/features/membership/components/upload-progress-bar';

describe('UploadProgressBar', () => {
  it('shows how much of a known-size upload has been sent', () => {
    render(<UploadProgressBar progress={{ loaded: 2 * MB, total: 5 * MB, fraction: 0.4 }} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading your application' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Uploading… 40% of 5.0 MB')).toBeInTheDocument();
  });

  it('shows the bytes sent when the browser cannot tell the total', () => {
    render(<UploadProgressBar progress={{ loaded: 300 * 1024, total: 0, fraction: null }} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('Uploading… 300 KB sent')).toBeInTheDocument();
  });
});
