import type { Catalogue } from '../catalogue-types.js';
import type { audit as english } from './audit.errors.js';

export const audit: Catalogue<typeof english> = {
  adminsOnly: 'শিশুদের রেকর্ড কে দেখেছেন, স্কুলের সেই নথি শুধু স্কুল প্রশাসক পড়তে পারেন।',
  rangeBackwards: 'সময়সীমার শেষ তার শুরুর পরে হতে হবে।',
};
