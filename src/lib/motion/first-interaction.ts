// What a visitor does before anything on the page can move in answer: touch, click, type, scroll with a
// wheel, or move a mouse over the page. Reading alone (no event here) never resolves it.
const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/** Resolves on the visitor's first interaction with the page (at once if called again after it). */
export function whenVisitorInteracts(target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const interacted = () => {
      for (const type of INTERACTION_EVENTS) target.removeEventListener(type, interacted, true);
      resolve();
    };
    for (const type of INTERACTION_EVENTS)
      target.addEventListener(type, interacted, { capture: true, passive: true });
  });
}
