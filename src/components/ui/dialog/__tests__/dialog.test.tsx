import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from '@/components/ui/dialog/dialog';
import { loadMotionKit } from '@/lib/motion/use-motion-kit';

function DialogHarness(props: Partial<DialogProps>) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open donation
      </button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Make a Donation"
        description="Choose an amount"
        {...props}
      >
        <label>
          Email
          <input type="email" />
        </label>
        <button type="button">Donate</button>
      </Dialog>
    </>
  );
}

async function openDialog(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup();
  render(<DialogHarness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open donation' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Make a Donation' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Choose an amount');
  });

  it("opens as the platform's modal dialog and moves focus to the first control inside", async () => {
    const { dialog } = await openDialog();

    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses the element it is told to instead of the first one', async () => {
    function WithInitialFocus() {
      const [isOpen, setIsOpen] = useState(false);
      const emailRef = useRef<HTMLInputElement>(null);
      return (
        <>
          <button type="button" onClick={() => setIsOpen(true)}>
            Open
          </button>
          <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="Pay" initialFocusRef={emailRef}>
            <input aria-label="Your Email" ref={emailRef} />
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<WithInitialFocus />);

    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.getByLabelText('Your Email')).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the × button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'a backdrop click',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('dialog-backdrop')),
    ],
  ])('closes on %s and returns focus to the opener', async (_way, close) => {
    const { user } = await openDialog();

    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open donation' })).toHaveFocus();
  });

  it('stays open on a click inside the panel, and on the backdrop when told to', async () => {
    const { user, dialog } = await openDialog({ closeOnBackdropClick: false });

    await user.click(dialog);
    await user.click(screen.getByTestId('dialog-backdrop'));

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets Escape close only the innermost of two open dialogs', async () => {
    const onOuterClose = vi.fn();
    const onInnerClose = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Dialog isOpen onClose={onOuterClose} title="Outer">
          <p>Outer content</p>
        </Dialog>
        <Dialog isOpen onClose={onInnerClose} title="Inner">
          <p>Inner content</p>
        </Dialog>
      </>,
    );

    await user.keyboard('{Escape}');

    expect(onInnerClose).toHaveBeenCalledOnce();
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('can hide the × button and keep the title for screen readers only', async () => {
    const { dialog } = await openDialog({ showCloseButton: false, isTitleVisuallyHidden: true });

    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Make a Donation');
  });

  it('keeps a dialog opened before the motion kit arrived as it is, and animates the next one', async () => {
    // fireEvent sends no pointer or key event, so the kit arrives only when the test loads it.
    render(<DialogHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open donation' }));
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'ada@example.org' } });
    email.focus();

    await act(() => loadMotionKit());
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(email).toHaveValue('ada@example.org');
    expect(email).toHaveFocus();

    // Closed before the kit was taken up: it goes at once.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open donation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // framer-motion's: it fades out first, then goes.
    expect(screen.getByRole('dialog', { name: 'Make a Donation' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
