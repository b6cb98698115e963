import type { Catalogue } from '../catalogue-types.js';
import type { signIn as english } from './sign-in.errors.js';

export const signIn: Catalogue<typeof english> = {
  accountGone: 'এই অ্যাকাউন্টটি আর নেই।',
  tooManyForAccount: 'এই অ্যাকাউন্টে অনেকবার ভুল সাইন ইন হয়েছে। {{wait, wait}} অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyForAccountEverywhere:
    'এই অ্যাকাউন্টে বিভিন্ন নেটওয়ার্ক থেকে অনেকবার ভুল সাইন ইন হয়েছে। {{wait, wait}} অপেক্ষা করে আবার চেষ্টা করুন, অথবা আগে ব্যবহার করা কোনো নেটওয়ার্ক থেকে সাইন ইন করুন।',
  tooManyFromNetwork: 'এই নেটওয়ার্ক থেকে অনেকবার ভুল সাইন ইন হয়েছে। {{wait, wait}} অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyCodes: 'এই নেটওয়ার্ক থেকে অনেক কোড চাওয়া হয়েছে। {{wait, wait}} অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyChecks: 'এই নেটওয়ার্ক থেকে অনেকবার যাচাই করা হয়েছে। {{wait, wait}} অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyResets: 'এই নেটওয়ার্ক থেকে অনেকবার পাসওয়ার্ড বদলানো হয়েছে। {{wait, wait}} অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyWrongCodes: 'অনেকবার ভুল কোড দেওয়া হয়েছে। {{wait, wait}} অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyNewCodes: 'অনেকবার নতুন কোড চাওয়া হয়েছে। {{wait, wait}} অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyAttempts: 'এই নেটওয়ার্ক থেকে অনেকবার সাইন ইনের চেষ্টা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyInvitationCodes:
    'এই নেটওয়ার্ক থেকে অনেকবার ভুল আমন্ত্রণ কোড দেওয়া হয়েছে। {{wait, wait}} অপেক্ষা করে আবার চেষ্টা করুন।',
};
