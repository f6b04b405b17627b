import { afterEach, describe, expect, it } from 'vitest';
import { whenDialogOpens } from '@/lib/when-dialog-opens';

/** Whether the promise has settled by the time queued work has run. */
async function hasSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

function pageWithDialog() {
  document.body.innerHTML = `<dialog id="application"><p>Form</p></dialog><a href="/blog">Blog</a>`;
  return {
    dialog: document.getElementById('application') as HTMLDialogElement,
    link: document.querySelector('a')!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenDialogOpens', () => {
  it('resolves at once when the page has no such dialog', async () => {
    expect(await hasSettled(whenDialogOpens('application'))).toBe(true);
  });

  it('waits while the dialog the server sent stays closed, and resolves when it opens', async () => {
    const { dialog } = pageWithDialog();
    const opened = whenDialogOpens('application');
    expect(await hasSettled(opened)).toBe(false);
    dialog.setAttribute('open', '');
    expect(await hasSettled(opened)).toBe(true);
  });

  it('resolves when the visitor follows a link, so the next page does not wait for a dialog never opened', async () => {
    const { link } = pageWithDialog();
    const leaving = whenDialogOpens('application');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(await hasSettled(leaving)).toBe(true);
  });

  it('resolves when the visitor goes back or forward', async () => {
    pageWithDialog();
    const leaving = whenDialogOpens('application');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await hasSettled(leaving)).toBe(true);
  });
});
