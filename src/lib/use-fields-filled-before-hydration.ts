import { useEffect, useEffectEvent, useState } from 'react';

/** The fields of a form that hold text, by name, as they stand in the page. */
function readFilledFields(form: HTMLFormElement): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') filled[name] = value;
  }
  return filled;
}

/**
 * A prerendered form can be filled in on a slow phone before the page's scripts arrive. React keeps that
 * markup when it hydrates, but react-hook-form then writes its default values into the fields it registers,
 * which would wipe what the visitor typed and hide the fields their choices reveal. This reads the form
 * (by its id) on the first render, before React touches the page, and hands what was filled in to `restore`
 * once the form is mounted. On a form rendered in the browser there is nothing to read, and nothing happens.
 */
export function useFieldsFilledBeforeHydration(
  formId: string,
  restore: (filled: Record<string, string>) => void,
): void {
  const [filled] = useState(() => {
    if (typeof document === 'undefined') return {};
    const form = document.getElementById(formId);
    return form instanceof HTMLFormElement ? readFilledFields(form) : {};
  });
  const restoreFilled = useEffectEvent(() => {
    if (Object.keys(filled).length > 0) restore(filled);
  });
  useEffect(() => restoreFilled(), []);
}
