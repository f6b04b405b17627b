import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from '@/components/ui/dialog/dialog';
import { dialogOpenerProps } from '@/components/ui/dialog/dialog-opener';

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

type User = ReturnType<typeof userEvent.setup>;
const CLOSING_WAYS = [
  ['Escape', async (user: User) => user.keyboard('{Escape}')],
  ['the × button', async (user: User) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ['a backdrop click', async (user: User) => user.click(screen.getByRole('dialog'))],
] as const;

describe('Dialog opened by the app (isOpen)', () => {
  it('is named by its title and described by its description', async () => {
    const { dialog } = await openDialog();

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

  it.each(CLOSING_WAYS)('closes on %s and returns focus to the opener', async (_way, close) => {
    const { user } = await openDialog();

    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open donation' })).toHaveFocus();
    // The content leaves after the exit transition, and comes back fresh on the next opening.
    await waitFor(() => expect(screen.queryByLabelText('Email')).not.toBeInTheDocument());
  });

  it('stays open on a click inside the panel, and on the backdrop when told to', async () => {
    const { user, dialog } = await openDialog({ closeOnBackdropClick: false });

    await user.click(screen.getByLabelText('Email'));
    await user.click(dialog);

    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('stays open when a press starts in the panel and ends on the backdrop (selecting text)', async () => {
    const { dialog } = await openDialog();

    // The click of such a press lands on the dialog, the backdrop's owner, as a backdrop click does.
    fireEvent.pointerDown(screen.getByText('Choose an amount'));
    fireEvent.click(dialog);

    expect(dialog).toHaveAttribute('open');
  });

  it('asks its caller before closing, so a dialog busy with an action stays open', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog isOpen onClose={onClose} title="Deleting">
        <p>Please wait</p>
      </Dialog>,
    );

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Deleting' })).toHaveAttribute('open');
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

  it('does not call onClose when its caller unmounts it', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Dialog isOpen onClose={onClose} title="Photo" />);

    unmount();

    expect(onClose).not.toHaveBeenCalled();
  });

  it('can hide the × button', async () => {
    const { dialog } = await openDialog({ showCloseButton: false });

    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Make a Donation');
  });
});

function PageWithDialog({ onClose }: Pick<DialogProps, 'onClose'>) {
  return (
    <>
      <button {...dialogOpenerProps('amara')}>Amara Okafor</button>
      <Dialog id="amara" title="Amara Okafor" description="Chair" onClose={onClose}>
        <p>Amara leads the forum.</p>
      </Dialog>
    </>
  );
}

describe('Dialog opened by its buttons (id, no isOpen)', () => {
  it('is in the HTML the server sends, closed, with its content, and its opener names it', () => {
    const html = renderToString(<PageWithDialog />);

    expect(html).toMatch(/<dialog[^>]* id="amara"/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain('closedby="any"');
    expect(html).toContain('Amara leads the forum.');
    expect(html).toMatch(/<button[^>]*commandfor="amara" command="show-modal"/);
    expect(html).toMatch(/<button[^>]*commandfor="amara" command="close"/);
  });

  it.each(CLOSING_WAYS)(
    'opens from its button and closes on %s, focus back on the button',
    async (_way, close) => {
      const onClose = vi.fn();
      const user = userEvent.setup();
      render(<PageWithDialog onClose={onClose} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Amara Okafor' }));
      expect(screen.getByRole('dialog', { name: 'Amara Okafor' })).toHaveAccessibleDescription('Chair');

      await close(user);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Amara Okafor' })).toHaveFocus();
      expect(onClose).toHaveBeenCalledOnce();
    },
  );
});
