import type { SendOtpBody, SendOtpData, VerifyOtpBody, VerifyOtpData } from '@esc/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function sendOtp(body: SendOtpBody): Promise<SendOtpData> {
  return api.request<SendOtpData>('/cognito-login-service/auth/sendOtp', { method: 'POST', body, auth: false });
}

export function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpData> {
  return api.request<VerifyOtpData>('/cognito-login-service/auth/verifyOtp', { method: 'POST', body, auth: false });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
