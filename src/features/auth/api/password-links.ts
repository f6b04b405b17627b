import { useMutation } from '@tanstack/react-query';
import {
  forgotPasswordEndpoint,
  setPasswordEndpoint,
  type ForgotPasswordBody,
  type SetPasswordBody,
} from '@contract/admin-accounts';
import { callEndpoint } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not an admin uses the address. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => callEndpoint(forgotPasswordEndpoint, { body }),
  });
}

/** POST /api/auth/set-password: the password of an invitation or reset link. */
export function useSetPassword() {
  return useMutation({ mutationFn: (body: SetPasswordBody) => callEndpoint(setPasswordEndpoint, { body }) });
}
