import { access } from './access.ta.errors.js';
import { attempts } from './attempts.ta.errors.js';
import { attendance } from './attendance.ta.errors.js';
import { auth } from './auth.ta.errors.js';
import { catalogue } from './catalogue.ta.errors.js';
import { commerce } from './commerce.ta.errors.js';
import { content } from './content.ta.errors.js';
import { doubts } from './doubts.ta.errors.js';
import { handins } from './handins.ta.errors.js';
import { homework } from './homework.ta.errors.js';
import { http } from './http.ta.errors.js';
import { identity } from './identity.ta.errors.js';
import { institutes } from './institutes.ta.errors.js';
import { learning } from './learning.ta.errors.js';
import { learnlists } from './learnlists.ta.errors.js';
import { liveClasses } from './live-classes.ta.errors.js';
import { media } from './media.ta.errors.js';
import { meetingRooms } from './meeting-rooms.ta.errors.js';
import { notices } from './notices.ta.errors.js';
import { notifications } from './notifications.ta.errors.js';
import { papers } from './papers.ta.errors.js';
import { platform } from './platform.ta.errors.js';
import { privacy } from './privacy.ta.errors.js';
import { audit } from './audit.ta.errors.js';
import { grievances } from './grievances.ta.errors.js';
import { questionBank } from './question-bank.ta.errors.js';
import { questionExchange } from './question-exchange.ta.errors.js';
import { questionImport } from './question-import.ta.errors.js';
import { recordings } from './recordings.ta.errors.js';
import { reports } from './reports.ta.errors.js';
import { signIn } from './sign-in.ta.errors.js';
import { sync } from './sync.ta.errors.js';
import { consent } from './consent.ta.errors.js';

/** The modules' refusals in ta: the namespaces of `module-errors.en.ts`, translated. */
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
