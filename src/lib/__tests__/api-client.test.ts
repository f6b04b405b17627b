import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { loginEndpoint } from '@contract/auth';
import { getBlogsEndpoint, getBlogPostEndpoint } from '@contract/blog';
import { deleteMemberEndpoint, updateMemberEndpoint } from '@contract/member';
import {
  submitMembershipApplicationEndpoint,
  getMembershipApplicationsEndpoint,
} from '@contract/membership-application';
import {
  ApiError,
  ContractMismatchError,
  NetworkError,
  callEndpoint,
  callMultipartEndpoint,
  resolveApiFileUrl,
  setUnauthorizedHandler,
} from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { handleEndpoint, respondTo } from '@/testing/mocks/endpoint-handlers';
import { server } from '@/testing/mocks/server';

const blogAsPhpSendsIt = {
  id: '12',
  title: 'Food drive in Ibadan',
  summary: null,
  body: '<p>We fed 300 families.</p>',
  image_url: '/uploads/blog/12.jpg',
  created_at: '2025-05-01 10:00:00',
};

describe('callEndpoint', () => {
  it('returns the response parsed through the endpoint schema', async () => {
    server.use(respondTo(getBlogsEndpoint, { success: true, data: [blogAsPhpSendsIt] }));

    const result = await callEndpoint(getBlogsEndpoint);

    expect(result.data[0]).toMatchObject({ id: 12, summary: '', title: 'Food drive in Ibadan' });
  });

  it('sends a public read without headers of its own (no CORS preflight), the query string, and a JSON body', async () => {
    let seen: { url: URL; headers: Headers; body?: unknown } | undefined;
    server.use(
      handleEndpoint(getBlogPostEndpoint, ({ request }) => {
        seen = { url: new URL(request.url), headers: request.headers };
        return HttpResponse.json({ success: true, data: blogAsPhpSendsIt });
      }),
      handleEndpoint(loginEndpoint, async ({ request }) => {
        seen = { url: new URL(request.url), headers: request.headers, body: await request.json() };
        return HttpResponse.json({ success: true, token: 'a.b.c' });
      }),
    );

    await callEndpoint(getBlogPostEndpoint, { query: { id: 12 } });
    expect(seen?.url.pathname).toBe(getBlogPostEndpoint.path);
    expect(seen?.url.searchParams.get('id')).toBe('12');
    expect(seen?.headers.get('content-type')).toBeNull();
    expect(seen?.headers.get('authorization')).toBeNull();

    await callEndpoint(loginEndpoint, { body: { email: 'admin@example.org', password: 'secret' } });
    expect(seen?.body).toEqual({ email: 'admin@example.org', password: 'secret' });
    expect(seen?.headers.get('content-type')).toBe('application/json');
  });

  it('sends the stored token as a bearer token, and no Authorization header without one', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      handleEndpoint(getMembershipApplicationsEndpoint, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, data: [] });
      }),
    );

    await callEndpoint(getMembershipApplicationsEndpoint);
    saveSession('"header.payload.signature"');
    await callEndpoint(getMembershipApplicationsEndpoint);

    expect(authorizations).toEqual([null, 'Bearer header.payload.signature']);
  });

  it('returns a 4xx body that matches the schema, so the page can show the server message', async () => {
    server.use(
      respondTo(loginEndpoint, { success: false, message: 'Invalid email or password' }, { status: 401 }),
    );

    const result = await callEndpoint(loginEndpoint, { body: { email: 'a@b.co', password: 'wrong' } });

    expect(result).toEqual({ success: false, message: 'Invalid email or password', token: undefined });
  });

  it('throws an ApiError with the status and the server message when a failure body does not match', async () => {
    server.use(respondTo(getBlogPostEndpoint, { error: 'Blog service is down' }, { status: 503 }));

    const failure = await callEndpoint(getBlogPostEndpoint, { query: { id: 1 } }).catch((error) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 503,
      message: 'Blog service is down',
      serverMessage: 'Blog service is down',
    });
  });

  it('throws an ApiError with a generic message when the failure body is not JSON', async () => {
    server.use(
      handleEndpoint(getBlogsEndpoint, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );

    const failure = await callEndpoint(getBlogsEndpoint).catch((error) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(502);
    expect(failure.serverMessage).toBeUndefined();
    expect(failure.message).toMatch(/could not be completed/);
  });

  it('says a server without the call does not offer it, and that a PHP warning before the JSON is unreadable', async () => {
    server.use(
      handleEndpoint(getBlogsEndpoint, () => new HttpResponse('<h1>Not Found</h1>', { status: 404 })),
    );
    const missing = await callEndpoint(getBlogsEndpoint).catch((error) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing.message).toBe('This server does not offer this screen.');

    server.use(
      handleEndpoint(
        getBlogsEndpoint,
        () =>
          new HttpResponse('<br />\n<b>Warning</b>: Undefined index\n{"success":true,"data":[]}', {
            status: 200,
          }),
      ),
    );
    const warned = await callEndpoint(getBlogsEndpoint).catch((error) => error);
    expect(warned).toBeInstanceOf(ApiError);
    expect(warned.message).toBe('The server sent an answer the site cannot read. Please try again later.');
  });

  it('takes any 2xx as the success of a call whose body the app does not read', async () => {
    server.use(
      handleEndpoint(updateMemberEndpoint, () => new HttpResponse('updated', { status: 200 })),
      handleEndpoint(deleteMemberEndpoint, () => new HttpResponse(null, { status: 204 })),
    );
    saveSession('header.payload.signature');
    const member = {
      id: 3,
      title: 'Mr',
      name: 'Bola Ade',
      state_of_origin: 'Oyo',
      date_of_birth: '1990-07-12',
      place_of_residence: 'Ibadan',
      type_of_work: 'Nurse',
      company_name: 'UCH',
      position_held: 'Staff',
      educational_status: 'HND',
      marital_status: 'Single',
      email: 'bola@example.org',
    } as const;
    await expect(callEndpoint(updateMemberEndpoint, { body: member })).resolves.toMatchObject({
      success: true,
    });
    await expect(callEndpoint(deleteMemberEndpoint, { query: { id: 3 } })).resolves.toMatchObject({
      success: true,
    });
  });

  it('resolves file paths from the API, absolute or relative, against the API, never the SPA', () => {
    expect(resolveApiFileUrl('https://cdn.example.org/x.png')).toBe('https://cdn.example.org/x.png');
    expect(resolveApiFileUrl('/uploads/x.png')).toBe('/uploads/x.png');
    expect(resolveApiFileUrl('uploads/x.png')).toBe('/uploads/x.png');
    expect(resolveApiFileUrl('')).toBe('');
  });

  it('throws a ContractMismatchError naming the call and the field when an OK answer breaks the contract', async () => {
    server.use(respondTo(getBlogsEndpoint, { success: true, data: [{ ...blogAsPhpSendsIt, title: 42 }] }));

    const failure = await callEndpoint(getBlogsEndpoint).catch((error) => error);

    expect(failure).toBeInstanceOf(ContractMismatchError);
    expect(failure.message).toContain(`GET ${getBlogsEndpoint.path}`);
    expect(failure.message).toContain('data.0.title');
  });

  it('throws a NetworkError when no answer arrives', async () => {
    server.use(handleEndpoint(getBlogsEndpoint, () => HttpResponse.error()));

    await expect(callEndpoint(getBlogsEndpoint)).rejects.toBeInstanceOf(NetworkError);
  });

  it('on a 401 from an admin endpoint clears the session, leaves a message and calls the handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveSession('expired.token.value');
    server.use(
      respondTo(
        getMembershipApplicationsEndpoint,
        { success: false, message: 'Unauthorised' },
        { status: 401 },
      ),
    );

    const failure = await callEndpoint(getMembershipApplicationsEndpoint).catch((error) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(localStorage.getItem('loginStatusMessage')).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it('leaves the session alone on a 401 from a public endpoint', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    saveSession('some.token.value');
    server.use(
      respondTo(loginEndpoint, { success: false, message: 'Invalid email or password' }, { status: 401 }),
    );

    await callEndpoint(loginEndpoint, { body: { email: 'a@b.co', password: 'x' } });

    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('some.token.value');
  });
});

describe('callMultipartEndpoint', () => {
  const applicationForm = () => {
    const formData = new FormData();
    formData.append('name', 'Ada Obi');
    formData.append('image', new File(['photo'], 'passport.png', { type: 'image/png' }));
    return formData;
  };

  it('posts the form with the bearer token and parses the answer', async () => {
    saveSession('header.payload.signature');
    let seen:
      | { authorization: string | null; name: FormDataEntryValue | null; image: FormDataEntryValue | null }
      | undefined;
    server.use(
      http.post(`*${submitMembershipApplicationEndpoint.path}`, async ({ request }) => {
        const body = await request.formData();
        seen = {
          authorization: request.headers.get('authorization'),
          name: body.get('name'),
          image: body.get('image'),
        };
        return HttpResponse.json({ success: '1', message: 'Application received' });
      }),
    );

    const result = await callMultipartEndpoint(submitMembershipApplicationEndpoint, applicationForm());

    expect(result).toEqual({ success: true, message: 'Application received' });
    // A public call: the token goes only to admin calls.
    expect(seen?.authorization).toBeNull();
    expect(seen?.name).toBe('Ada Obi');
    // jsdom's File and Node's are different classes, so compare what the server would read.
    expect(seen?.image).toMatchObject({ size: 5, type: 'image/png' });
  });

  it('reports upload progress as a fraction of the body size', async () => {
    server.use(
      http.post(`*${submitMembershipApplicationEndpoint.path}`, () => HttpResponse.json({ success: true })),
    );
    const onUploadProgress = vi.fn();

    await callMultipartEndpoint(submitMembershipApplicationEndpoint, applicationForm(), { onUploadProgress });

    expect(onUploadProgress).toHaveBeenCalled();
    expect(onUploadProgress.mock.lastCall?.[0]).toMatchObject({ fraction: 1 });
  });

  it('rejects with an AbortError when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();

    const failure = await callMultipartEndpoint(submitMembershipApplicationEndpoint, applicationForm(), {
      signal: controller.signal,
    }).catch((error) => error);

    expect(failure).toMatchObject({ name: 'AbortError' });
  });

  it('follows the same error rules as JSON calls', async () => {
    server.use(
      http.post(`*${submitMembershipApplicationEndpoint.path}`, () =>
        HttpResponse.json({ error: 'Payment not verified' }, { status: 422 }),
      ),
    );

    const failure = await callMultipartEndpoint(submitMembershipApplicationEndpoint, applicationForm()).catch(
      (error) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, serverMessage: 'Payment not verified' });
  });

  it('rejects with a NetworkError when the upload gets no answer', async () => {
    server.use(http.post(`*${submitMembershipApplicationEndpoint.path}`, () => HttpResponse.error()));

    await expect(
      callMultipartEndpoint(submitMembershipApplicationEndpoint, applicationForm()),
    ).rejects.toBeInstanceOf(NetworkError);
  });
});
