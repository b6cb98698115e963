import { access } from './access.hi.errors.js';
import { attempts } from './attempts.hi.errors.js';
import { attendance } from './attendance.hi.errors.js';
import { auth } from './auth.hi.errors.js';
import { catalogue } from './catalogue.hi.errors.js';
import { commerce } from './commerce.hi.errors.js';
import { content } from './content.hi.errors.js';
import { doubts } from './doubts.hi.errors.js';
import { handins } from './handins.hi.errors.js';
import { homework } from './homework.hi.errors.js';
import { http } from './http.hi.errors.js';
import { identity } from './identity.hi.errors.js';
import { institutes } from './institutes.hi.errors.js';
import { learning } from './learning.hi.errors.js';
import { learnlists } from './learnlists.hi.errors.js';
import { liveClasses } from './live-classes.hi.errors.js';
import { media } from './media.hi.errors.js';
import { meetingRooms } from './meeting-rooms.hi.errors.js';
import { notices } from './notices.hi.errors.js';
import { notifications } from './notifications.hi.errors.js';
import { papers } from './papers.hi.errors.js';
import { platform } from './platform.hi.errors.js';
import { privacy } from './privacy.hi.errors.js';
import { audit } from './audit.hi.errors.js';
import { grievances } from './grievances.hi.errors.js';
import { questionBank } from './question-bank.hi.errors.js';
import { questionExchange } from './question-exchange.hi.errors.js';
import { questionImport } from './question-import.hi.errors.js';
import { recordings } from './recordings.hi.errors.js';
import { reports } from './reports.hi.errors.js';
import { signIn } from './sign-in.hi.errors.js';
import { sync } from './sync.hi.errors.js';
import { consent } from './consent.hi.errors.js';

/** The modules' refusals in hi: the namespaces of `module-errors.en.ts`, translated. */
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
