import type { Catalogue } from '../catalogue-types.js';
import type { auth as english } from './auth.errors.js';

export const auth: Catalogue<typeof english> = {
  onlyForYourself: 'এটি আপনি শুধু নিজের জন্যই করতে পারেন।',
  manySigningIn: 'এখন অনেকে একসঙ্গে সাইন ইন করছেন। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
  notTaughtSection: 'আপনি এই সেকশনে পড়ান না।',
};
