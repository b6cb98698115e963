import { access } from './access.ur.errors.js';
import { attempts } from './attempts.ur.errors.js';
import { attendance } from './attendance.ur.errors.js';
import { auth } from './auth.ur.errors.js';
import { catalogue } from './catalogue.ur.errors.js';
import { commerce } from './commerce.ur.errors.js';
import { content } from './content.ur.errors.js';
import { doubts } from './doubts.ur.errors.js';
import { handins } from './handins.ur.errors.js';
import { homework } from './homework.ur.errors.js';
import { http } from './http.ur.errors.js';
import { identity } from './identity.ur.errors.js';
import { institutes } from './institutes.ur.errors.js';
import { learning } from './learning.ur.errors.js';
import { learnlists } from './learnlists.ur.errors.js';
import { liveClasses } from './live-classes.ur.errors.js';
import { media } from './media.ur.errors.js';
import { meetingRooms } from './meeting-rooms.ur.errors.js';
import { notices } from './notices.ur.errors.js';
import { notifications } from './notifications.ur.errors.js';
import { papers } from './papers.ur.errors.js';
import { platform } from './platform.ur.errors.js';
import { privacy } from './privacy.ur.errors.js';
import { audit } from './audit.ur.errors.js';
import { grievances } from './grievances.ur.errors.js';
import { questionBank } from './question-bank.ur.errors.js';
import { questionExchange } from './question-exchange.ur.errors.js';
import { questionImport } from './question-import.ur.errors.js';
import { recordings } from './recordings.ur.errors.js';
import { reports } from './reports.ur.errors.js';
import { signIn } from './sign-in.ur.errors.js';
import { sync } from './sync.ur.errors.js';
import { consent } from './consent.ur.errors.js';

/** The modules' refusals in ur: the namespaces of `module-errors.en.ts`, translated. */
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
