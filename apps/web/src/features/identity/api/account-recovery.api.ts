import type { ForgotPasswordBody, ForgotPasswordData, PasswordChangedData, ResetPasswordBody } from '@esc/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function forgotPassword(body: ForgotPasswordBody): Promise<ForgotPasswordData> {
  return api.request<ForgotPasswordData>('/cognito-login-service/auth/forgotPassword', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function resetPassword(body: ResetPasswordBody): Promise<PasswordChangedData> {
  return api.request<PasswordChangedData>('/cognito-login-service/auth/resetPassword', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
