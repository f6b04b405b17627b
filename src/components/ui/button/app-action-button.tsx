import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useIsAppRunning } from '@/lib/use-is-app-running';

const GETTING_READY = 'Getting ready…';

export interface AppActionButtonProps extends Omit<ButtonProps, 'onClick' | 'type'> {
  /** What a tap does; a tap made before the app arrived is acted on once it has. */
  onAction: () => void;
}

/**
 * A button whose action needs the app, in a page the server sent. Until the app runs it, a tap shows
 * 'Getting ready…' (a popover the button shows by itself, no script needed) and that popover keeps the
 * tap: once the app arrives, it hides the popover and acts on it. A tap is never lost nor acted on twice.
 * With scripts off it is not shown at all (index.html), as it could never act.
 */
export function AppActionButton({ onAction, ...buttonProps }: AppActionButtonProps) {
  const isAppRunning = useIsAppRunning();
  const statusId = useId();
  const statusRef = useRef<HTMLSpanElement>(null);
  const act = useEffectEvent(onAction);

  useEffect(() => {
    const status = statusRef.current;
    if (!isAppRunning || !status?.matches(':popover-open')) return;
    status.hidePopover();
    act();
  }, [isAppRunning]);

  return (
    <>
      {isAppRunning ? (
        <Button {...buttonProps} onClick={onAction} data-needs-app />
      ) : (
        <Button {...buttonProps} popoverTarget={statusId} popoverTargetAction="show" data-needs-app />
      )}
      <span
        ref={statusRef}
        id={statusId}
        popover="manual"
        role="status"
        className="m-auto items-center gap-2 rounded-full bg-brand-900 px-5 py-3 text-sm font-semibold text-white shadow-lg open:flex"
      >
        <Spinner />
        {GETTING_READY}
      </span>
    </>
  );
}
