import { access } from './access.errors.js';
import { attempts } from './attempts.errors.js';
import { attendance } from './attendance.errors.js';
import { auth } from './auth.errors.js';
import { catalogue } from './catalogue.errors.js';
import { commerce } from './commerce.errors.js';
import { content } from './content.errors.js';
import { doubts } from './doubts.errors.js';
import { handins } from './handins.errors.js';
import { homework } from './homework.errors.js';
import { http } from './http.errors.js';
import { identity } from './identity.errors.js';
import { institutes } from './institutes.errors.js';
import { learning } from './learning.errors.js';
import { learnlists } from './learnlists.errors.js';
import { liveClasses } from './live-classes.errors.js';
import { media } from './media.errors.js';
import { meetingRooms } from './meeting-rooms.errors.js';
import { notices } from './notices.errors.js';
import { notifications } from './notifications.errors.js';
import { papers } from './papers.errors.js';
import { platform } from './platform.errors.js';
import { privacy } from './privacy.errors.js';
import { audit } from './audit.errors.js';
import { grievances } from './grievances.errors.js';
import { questionBank } from './question-bank.errors.js';
import { questionExchange } from './question-exchange.errors.js';
import { questionImport } from './question-import.errors.js';
import { recordings } from './recordings.errors.js';
import { reports } from './reports.errors.js';
import { signIn } from './sign-in.errors.js';
import { sync } from './sync.errors.js';
import { consent } from './consent.errors.js';

/**
 * The modules' refusals in English, a namespace of the catalogue's `errors` each: a module's words are
 * in `<namespace>.errors.ts`, their translations in `<namespace>.<code>.errors.ts` beside it.
 */
export const moduleErrors = {
  access,
  attempts,
  attendance,
  auth,
  catalogue,
  commerce,
  content,
  doubts,
  handins,
  homework,
  http,
  identity,
  institutes,
  learning,
  learnlists,
  liveClasses,
  media,
  meetingRooms,
  notices,
  notifications,
  papers,
  platform,
  privacy,
  audit,
  grievances,
  questionBank,
  questionExchange,
  questionImport,
  recordings,
  reports,
  signIn,
  sync,
  consent,
};
