import { expect, test, type APIRequestContext, type Page } from './support/test';
import { APPLICATION_FEE_KOBO, CURRENCY } from '../../contract/constants';
import { adminHeaders, signInThroughStorage } from './support/api';
import { MINIMAL_PDF, PNG_1PX, PNG_DATA_URL } from '../../server/testing/fixtures';
import { addBlogEndpoint, getBlogsEndpoint } from '../../contract/blog';
import { verifyPaymentEndpoint } from '../../contract/donation';
import { submitMemberRequestEndpoint } from '../../contract/member-request';
import { createMemberEndpoint, getMembersEndpoint } from '../../contract/member';
import { submitMembershipApplicationEndpoint } from '../../contract/membership-application';
import { addProgramEndpoint } from '../../contract/admin-content';

/**
 * Stored XSS: OWASP filter-evasion payloads are stored through the real API in every text field the site shows
 * later (blog, program, member, membership application, member request), then every page that shows them is
 * opened in Chromium with traps on `window`. No payload may run, and none may reach the DOM in a form that
 * could run (event handler attributes, script elements, javascript: URLs, frames).
 */

const TRAP = 'window.__xss=1';
/** From the OWASP XSS Filter Evasion Cheat Sheet, each rewritten to spring the trap instead of alert(). */
const PAYLOADS = [
  `<script>${TRAP}</script>`,
  `<img src=x onerror="${TRAP}">`,
  `<IMG SRC="javascript:${TRAP}">`,
  `<IMG SRC=JaVaScRiPt:${TRAP}>`,
  `<IMG """><SCRIPT>${TRAP}</SCRIPT>">`,
  `<svg/onload=${TRAP}>`,
  `<svg><animate onbegin=${TRAP} attributeName=x dur=1s>`,
  `<BODY ONLOAD=${TRAP}>`,
  `<iframe src="javascript:${TRAP}"></iframe>`,
  `"><script>${TRAP}</script>`,
  `'><img src=x onerror=${TRAP}>`,
  `<scr<script>ipt>${TRAP}</scr</script>ipt>`,
  `<details open ontoggle=${TRAP}>`,
  `<input autofocus onfocus=${TRAP}>`,
  `<object data="javascript:${TRAP}"></object>`,
  `<embed src="data:text/html,<script>parent.__xss=1</script>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${TRAP}>`,
  `<noscript><p title="</noscript><img src=x onerror=${TRAP}>">`,
  `<video><source onerror="${TRAP}"></video>`,
  `<a href="jav&#x09;ascript:${TRAP}">link</a>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${TRAP};">`,
  `<div style="background:url(javascript:${TRAP})">x</div>`,
  `<style>@import 'javascript:${TRAP}';</style>`,
  `%3Cscript%3E${TRAP}%3C/script%3E`,
  `{{constructor.constructor('${TRAP}')()}}`,
] as const;

interface Stored {
  blogIds: number[];
  /** The members' ULIDs: the public card is found by ULID only. */
  memberIds: string[];
}

async function okJson(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  what: string,
): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

async function storePayloads(request: APIRequestContext): Promise<Stored> {
  const headers = await adminHeaders(request);
  for (const payload of PAYLOADS) {
    await okJson(
      await request.post(addBlogEndpoint.path, {
        headers,
        data: {
          title: `XSS ${payload}`,
          summary: payload,
          body: `<p>before</p>${payload}<p>after</p>`,
          author: payload,
          image: PNG_DATA_URL,
        },
      }),
      'addBlog',
    );
    await okJson(
      await request.post(addProgramEndpoint.path, {
        headers,
        data: { title: `XSS ${payload}`, description: payload, date: '2030-01-01', image: PNG_DATA_URL },
      }),
      'addProgram',
    );
  }
  for (const payload of PAYLOADS) {
    await okJson(
      await request.post(createMemberEndpoint.path, {
        headers,
        data: {
          title: 'Mrs',
          name: payload.slice(0, 150),
          state_of_origin: payload.slice(0, 60),
          date_of_birth: '1980-01-01',
          place_of_residence: payload,
          type_of_work: payload,
          company_name: payload,
          position_held: payload,
          educational_status: payload,
          marital_status: 'Married',
          email: `${payload}@example.org`.slice(0, 254),
        },
      }),
      'createMember',
    );
  }
  const members = (await okJson(await request.get(getMembersEndpoint.path, { headers }), 'getMembers'))
    .data as {
    id: number;
    ulid: string;
    name: string;
  }[];
  const xssMembers = members.filter((m) => PAYLOADS.some((p) => p.slice(0, 150) === m.name));

  // Public writes are rate limited per address: a handful of applications and requests, the nastiest payloads.
  const publicPayloads = PAYLOADS.slice(0, 5);
  for (const [index, payload] of publicPayloads.entries()) {
    const paid = await okJson(
      await request.post('/sandbox/paystack/checkout/pay', {
        data: {
          email: `applicant${index}@xss.test`,
          amount: APPLICATION_FEE_KOBO,
          currency: CURRENCY,
          metadata: { purpose: 'application_fee' },
        },
      }),
      'sandbox checkout',
    );
    const reference = (paid.data as { reference: string }).reference;
    await okJson(
      await request.post(verifyPaymentEndpoint.path, { data: { reference, purpose: 'application_fee' } }),
      'verify',
    );
    await okJson(
      await request.post(submitMembershipApplicationEndpoint.path, {
        multipart: {
          title: payload.slice(0, 40),
          name: payload,
          maritalStatus: 'Single',
          gender: 'Female',
          email: `applicant${index}@xss.test`,
          occupation: payload,
          address: `${payload} Ring Road, Ibadan`,
          phone: '+234 801 234 5678',
          stateOfOrigin: payload.slice(0, 60),
          paymentReference: reference,
          consent: 'true',
          image: {
            name: 'photo.png',
            mimeType: 'image/png',
            buffer: PNG_1PX,
          },
          certificateFile: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
        },
      }),
      'membership application',
    );
    const member = xssMembers[index]!;
    await okJson(
      await request.post(submitMemberRequestEndpoint.path, {
        data: {
          name: payload,
          ulid: member.ulid,
          type: 'leave',
          duration: 3,
          description: payload.slice(0, 255),
        },
      }),
      'member request',
    );
  }
  const blogs = (await okJson(await request.get(getBlogsEndpoint.path), 'getBlogs')).data as {
    id: number;
    title: string;
  }[];
  return {
    blogIds: blogs.filter((b) => b.title.startsWith('XSS ')).map((b) => b.id),
    memberIds: xssMembers.map((m) => m.ulid),
  };
}

/** Traps set before any page script: the payloads' target, and every dialog function. */
async function armTraps(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const spring = () => {
      (window as unknown as { __xss: number }).__xss = 1;
    };
    window.alert = spring;
    window.confirm = () => {
      spring();
      return false;
    };
    window.prompt = () => {
      spring();
      return null;
    };
    (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return dialogs;
}

/** Anything in the rendered DOM that could run script if CSP were not there. */
async function dangerousNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Structured data (JSON-LD) is inert as long as it is still one JSON document (nothing broke out of it).
    const isJsonData = (element: Element) => {
      if (element.getAttribute('type') !== 'application/ld+json') return false;
      try {
        JSON.parse(element.textContent ?? '');
        return true;
      } catch {
        return false;
      }
    };
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = Array.from(attribute.value)
          .filter((c) => c.charCodeAt(0) > 32)
          .join('')
          .toLowerCase();
        if (attribute.name.toLowerCase().startsWith('on'))
          found.push(`<${element.tagName} ${attribute.name}>`);
        else if (
          /^(javascript|vbscript|data:text\/html)/.test(value) &&
          ['href', 'src', 'data', 'action', 'formaction', 'xlink:href'].includes(attribute.name.toLowerCase())
        ) {
          found.push(`<${element.tagName} ${attribute.name}=${attribute.value.slice(0, 40)}>`);
        }
      }
      const tag = element.tagName.toLowerCase();
      if (['iframe', 'object', 'embed', 'meta', 'base'].includes(tag) && element.closest('body'))
        found.push(`<${tag}> in body`);
      if (tag === 'script' && element.closest('body') && !isJsonData(element)) found.push('<script> in body');
    }
    return found;
  });
}

async function expectNothingRuns(page: Page, url: string, dialogs: string[]) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // The page is on screen (its heading), has shown what it loads (the article waits a deliberate second) and
  // every image has loaded or failed, so any error handler a payload smuggled in has had its turn.
  await page.waitForFunction(() => {
    const hasHeading = document.querySelector('h1') !== null;
    const isLoading = Array.from(document.querySelectorAll('[role="status"]')).some((element) =>
      /loading/i.test(element.textContent ?? ''),
    );
    const isBusy = document.querySelector('[aria-busy="true"]') !== null;
    const imagesSettled = Array.from(document.images).every(
      (image) => image.complete || image.loading === 'lazy',
    );
    return hasHeading && !isLoading && !isBusy && imagesSettled;
  });
  // One more frame, so error events of images that just failed are dispatched.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  const state = await page.evaluate(() => ({
    sprung: (window as unknown as { __xss?: number }).__xss === 1,
    // zod probes once whether `new Function('')` is allowed (blockedURI "eval", empty sample): not a payload.
    violations: (window as unknown as { __cspViolations: string[] }).__cspViolations.filter(
      (violation) => violation.trim() !== 'script-src eval',
    ),
    text: document.body.innerText,
  }));
  expect(state.sprung, `a payload ran on ${url}`).toBe(false);
  expect(dialogs, `a dialog opened on ${url}`).toEqual([]);
  expect(await dangerousNodes(page), `dangerous markup rendered on ${url}`).toEqual([]);
  expect(state.violations, `CSP had to block something on ${url} (the sanitiser let it through)`).toEqual([]);
  return state.text;
}

test.describe.configure({ mode: 'serial' });

let stored: Stored;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  stored = await storePayloads(request);
});

test('public pages show the payloads as inert text', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = await armTraps(page);
  // The payloads are on the pages, shown as text: the pages were really tested with them.
  expect(await expectNothingRuns(page, '/blog', dialogs)).toContain(TRAP);
  expect(await expectNothingRuns(page, '/programs', dialogs)).toContain(TRAP);
  await expectNothingRuns(page, '/', dialogs);
  for (const id of stored.blogIds) await expectNothingRuns(page, `/blog/${id}`, dialogs);
  for (const id of stored.memberIds.slice(0, 8))
    await expectNothingRuns(page, `/member-card?id=${id}`, dialogs);
});

test('admin pages show the payloads as inert text', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInThroughStorage(page, request);
  const dialogs = await armTraps(page);
  for (const url of [
    '/admin/view-members',
    '/admin/volunteers',
    '/admin/member-application',
    '/admin/blogs',
    '/admin/programs',
  ]) {
    expect(await expectNothingRuns(page, url, dialogs), `${url} shows the stored payloads`).toContain(TRAP);
  }
  await expectNothingRuns(page, '/admin/audit-log', dialogs);
});
