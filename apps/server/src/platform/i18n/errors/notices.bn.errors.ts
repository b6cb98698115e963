import type { Catalogue } from '../catalogue-types.js';
import type { notices as english } from './notices.errors.js';

export const notices: Catalogue<typeof english> = {
  clientIdReused: {
    message: 'নোটিশের এই পরিচয় অন্য একটি নোটিশের জন্য ব্যবহার হয়ে গেছে: নতুন পরিচয় তৈরি করুন।',
    field: 'অন্য একটি নোটিশের জন্য ব্যবহার হয়ে গেছে',
  },
  notStaff: 'আপনি কোনো স্কুলের কর্মী নন।',
  clientIdNewOnly: {
    message: '{{field}}: শুধু নতুন নোটিশের জন্য।',
    field: 'শুধু নতুন নোটিশের জন্য',
  },
  textEmpty: {
    message: '{{field}}: খালি রাখবেন না।',
    field: 'খালি রাখবেন না',
  },
  sectionNeeded: {
    message: '{{field}}: অন্তত একটি সেকশন বেছে নিন।',
    field: 'অন্তত একটি সেকশন বেছে নিন',
  },
  classNeeded: {
    message: '{{field}}: অন্তত একটি শ্রেণি বেছে নিন।',
    field: 'অন্তত একটি শ্রেণি বেছে নিন',
  },
  notSchoolSection: {
    message: '{{field}}: এটি এই স্কুলের সেকশন নয়।',
    field: 'এই স্কুলের সেকশন নয়',
  },
  notSchoolClass: {
    message: '{{field}}: এটি এই স্কুলের শ্রেণি নয়।',
    field: 'এই স্কুলের শ্রেণি নয়',
  },
  attachmentNotSchool: {
    message: '{{field}}: শুধু স্কুলের জন্য আপলোড করা ফাইল যোগ করুন।',
    field: 'শুধু স্কুলের জন্য আপলোড করা ফাইল যোগ করুন',
  },
  publishAtInvalid: {
    message: '{{field}}: এটি সঠিক সময় নয়।',
    field: 'সঠিক সময় নয়',
  },
  publishAtTooFar: {
    message: '{{field}}: এক বছরের মধ্যে একটি সময় বেছে নিন।',
    field: 'এক বছরের মধ্যে একটি সময় বেছে নিন',
  },
  publishAtLater: {
    message: '{{field}}: নোটিশ প্রকাশ হওয়ার পরে সময় পিছিয়ে দেওয়া যায় না।',
    field: 'নোটিশ প্রকাশ হওয়ার পরে পিছিয়ে দেওয়া যায় না',
  },
  onlyAuthorOrAdmin: 'এই নোটিস শুধু এর লেখক বা স্কুল অ্যাডমিনই বদলাতে পারেন।',
};
