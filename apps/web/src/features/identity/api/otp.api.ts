import type { SendOtpBody, VerifyOtpBody } from '@esc/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function sendOtp(body: SendOtpBody) {
  return api.call('POST /cognito-login-service/auth/sendOtp', { body }, { auth: false });
}

export function verifyOtp(body: VerifyOtpBody) {
  return api.call('POST /cognito-login-service/auth/verifyOtp', { body }, { auth: false });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
