import type { Catalogue } from '../catalogue-types.js';
import type { signIn as english } from './sign-in.errors.js';

export const signIn: Catalogue<typeof english> = {
  accountGone: 'हे खाते आता अस्तित्वात नाही.',
  tooManyForAccount: 'या खात्यासाठी खूप वेळा चुकीचे साइन इन झाले. कृपया {{wait, wait}} थांबा आणि पुन्हा प्रयत्न करा.',
  tooManyForAccountEverywhere:
    'या खात्यासाठी अनेक नेटवर्कवरून खूप वेळा चुकीचे साइन इन झाले. कृपया {{wait, wait}} थांबा आणि पुन्हा प्रयत्न करा, किंवा तुम्ही आधी वापरलेल्या नेटवर्कवरून साइन इन करा.',
  tooManyFromNetwork: 'या नेटवर्कवरून खूप वेळा चुकीचे साइन इन झाले. कृपया {{wait, wait}} थांबा आणि पुन्हा प्रयत्न करा.',
  tooManyCodes: 'या नेटवर्कवरून खूप कोड मागवले गेले. कृपया {{wait, wait}} थांबा आणि पुन्हा प्रयत्न करा.',
  tooManyChecks: 'या नेटवर्कवरून खूप वेळा तपासणी झाली. कृपया {{wait, wait}} थांबा आणि पुन्हा प्रयत्न करा.',
  tooManyResets: 'या नेटवर्कवरून खूप वेळा पासवर्ड बदलला गेला. कृपया {{wait, wait}} थांबा आणि पुन्हा प्रयत्न करा.',
  tooManyWrongCodes: 'खूप वेळा चुकीचा कोड टाकला गेला. कृपया {{wait, wait}} थांबा आणि पुन्हा प्रयत्न करा.',
  tooManyNewCodes: 'नवीन कोड खूप वेळा मागवला गेला. कृपया {{wait, wait}} थांबा आणि पुन्हा प्रयत्न करा.',
  tooManyAttempts: 'या नेटवर्कवरून खूप वेळा साइन इनचा प्रयत्न झाला. कृपया एक मिनिट थांबा आणि पुन्हा प्रयत्न करा.',
  tooManyInvitationCodes: 'या नेटवर्कवरून खूप वेळा चुकीचे आमंत्रण कोड टाकले गेले. कृपया {{wait, wait}} थांबा आणि पुन्हा प्रयत्न करा.',
};
