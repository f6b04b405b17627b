import { useMutation } from '@tanstack/react-query';
import { loginEndpoint, type LoginBody } from '@contract/auth';
import { callEndpoint } from '@/lib/api-client';

/** `loginEndpoint` (sign-in): answers `{success, message, token, error}`, also on a refused login. */
export function useSignIn() {
  return useMutation({ mutationFn: (body: LoginBody) => callEndpoint(loginEndpoint, { body }) });
}
