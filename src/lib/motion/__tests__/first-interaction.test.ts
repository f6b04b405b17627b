import { describe, expect, it } from 'vitest';
import { whenVisitorInteracts } from '@/lib/motion/first-interaction';

const settledState = async (promise: Promise<void>) => {
  let state = 'pending';
  void promise.then(() => {
    state = 'resolved';
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

describe('whenVisitorInteracts', () => {
  it('waits while the visitor only reads (load, scroll, focus)', async () => {
    const page = new EventTarget();
    const interaction = whenVisitorInteracts(page);
    for (const type of ['load', 'scroll', 'focus', 'visibilitychange']) page.dispatchEvent(new Event(type));
    expect(await settledState(interaction)).toBe('pending');
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'])(
    'resolves on the first %s',
    async (type) => {
      const page = new EventTarget();
      const interaction = whenVisitorInteracts(page);
      page.dispatchEvent(new Event(type));
      expect(await settledState(interaction)).toBe('resolved');
    },
  );
});
