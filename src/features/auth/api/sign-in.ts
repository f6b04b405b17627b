import { useMutation } from '@tanstack/react-query';
import { loginEndpoint, type LoginBody } from '@contract/auth';
import { callEndpoint } from '@/lib/api-client';

/** `loginEndpoint` (sign-in): answers `{success, message, token, error}`, also on a refused login. */
function signIn(body: LoginBody) {
  return callEndpoint(loginEndpoint, { body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
