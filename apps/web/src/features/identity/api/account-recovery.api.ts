import type { ForgotPasswordBody, ResetPasswordBody } from '@esc/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function forgotPassword(body: ForgotPasswordBody) {
  return api.call('POST /cognito-login-service/auth/forgotPassword', { body }, { auth: false });
}

export function resetPassword(body: ResetPasswordBody) {
  return api.call('POST /cognito-login-service/auth/resetPassword', { body }, { auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
