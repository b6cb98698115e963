import type { Catalogue } from '../catalogue-types.js';
import type { handins as english } from './handins.errors.js';

export const handins: Catalogue<typeof english> = {
  learnerOnly: 'শিক্ষার্থী নিজের কাজ নিজেই জমা দেয়।',
  alreadyHandedIn: 'এই কাজ আগেই জমা পড়েছে: শিক্ষক বললে আবার জমা দেওয়া যাবে।',
  alreadyMarked: 'এই কাজে আগেই নম্বর দেওয়া হয়েছে (ফেরত দেওয়া বা আবার চাওয়া হয়েছে): এটি আর ফিরিয়ে নেওয়া যাবে না।',
  noHandin: 'এই কাজে কিছু জমা দিতে হয় না।',
  takenBack: 'শিক্ষার্থী কাজটি ফিরিয়ে নিয়েছে: এটি আর নম্বরের অপেক্ষায় নেই।',
  askedAgain: 'কাজটি আবার চাওয়া হয়েছিল: শিক্ষার্থীর নতুন জমা দেওয়া কাজে নম্বর দিন।',
  changed: 'এর মধ্যে কাজটি বদলে গেছে: আবার খুলুন।',
};
