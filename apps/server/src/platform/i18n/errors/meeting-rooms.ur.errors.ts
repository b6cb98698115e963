import type { Catalogue } from '../catalogue-types.js';
import type { meetingRooms as english } from './meeting-rooms.errors.js';

export const meetingRooms: Catalogue<typeof english> = {
  roomLinkMissing: 'میٹنگ روم کا {{scheme}} لنک دیں۔',
  roomLinkInvalid: 'میٹنگ روم کا لنک درست نہیں ہے۔',
  roomLinkNotSecure: 'میٹنگ روم کا لنک {{scheme}} سے شروع ہونا چاہیے۔',
  roomLinkCredentials: 'میٹنگ روم کے لنک میں یوزر نیم یا پاس ورڈ نہیں ہونا چاہیے۔',
  roomLinkHost: 'میٹنگ روم کا لنک ان میں سے کسی ایک کا ہونا چاہیے: {{hosts}}۔',
  roomLinkNoRoom: 'میٹنگ روم کے لنک میں میٹنگ روم کا نام ہونا چاہیے۔',
  unknownProvider:
    'اس سرور پر “{{provider}}” نام کا کوئی میٹنگ روم فراہم کنندہ نہیں ہے: ان میں سے ایک چنیں: {{providers}}۔',
  noZoomMeeting: 'اس کلاس کی کوئی {{provider}} میٹنگ نہیں ہے۔',
  noBbbRoom: 'اس کلاس کا کوئی {{provider}} روم نہیں ہے۔',
  providerRefusedSchedule: '{{provider}} نے میٹنگ طے کرنے سے انکار کیا: {{detail}}',
  providerRefusedJoin: '{{provider}} نے کلاس میں شامل ہونے نہیں دیا: {{detail}}',
  providerRefused: '{{provider}} نے درخواست قبول نہیں کی: {{detail}}',
  providerUnreachable: '{{provider}} سے رابطہ نہیں ہو سکا۔ ایک منٹ بعد دوبارہ کوشش کریں۔',
  credentialsRefused: '{{provider}} نے اس سرور کی لاگ اِن معلومات قبول نہیں کیں۔',
  noAccount: 'اس سرور پر کوئی {{provider}} اکاؤنٹ سیٹ نہیں ہے۔',
  teacherNoEmail: 'ان استاد کا کوئی ای میل پتہ نہیں ہے: {{provider}} یوزر ای میل سے ہی بنائے جاتے ہیں۔',
  userExists: 'اسکول کے {{provider}} اکاؤنٹ میں ان استاد کا یوزر پہلے سے موجود ہے۔',
  roomUnreachable: 'میٹنگ روم سے رابطہ نہیں ہو سکا۔ ایک منٹ بعد دوبارہ کوشش کریں۔',
  roomRefused: 'میٹنگ روم نے کلاس قبول نہیں کی: {{detail}}',
  roomRefusedUnsaid: 'میٹنگ روم نے وجہ بتائے بغیر کلاس قبول نہیں کی۔',
  ownUserOnly: 'استاد صرف اپنے لیے {{provider}} یوزر مانگ سکتے ہیں؛ اسکول ایڈمن اسکول کے اساتذہ کے لیے۔',
  noTeacher: 'یہ استاد نہیں ملے۔',
};
