import { access } from './access.mr.errors.js';
import { attempts } from './attempts.mr.errors.js';
import { attendance } from './attendance.mr.errors.js';
import { auth } from './auth.mr.errors.js';
import { catalogue } from './catalogue.mr.errors.js';
import { commerce } from './commerce.mr.errors.js';
import { content } from './content.mr.errors.js';
import { doubts } from './doubts.mr.errors.js';
import { handins } from './handins.mr.errors.js';
import { homework } from './homework.mr.errors.js';
import { http } from './http.mr.errors.js';
import { identity } from './identity.mr.errors.js';
import { institutes } from './institutes.mr.errors.js';
import { learning } from './learning.mr.errors.js';
import { learnlists } from './learnlists.mr.errors.js';
import { liveClasses } from './live-classes.mr.errors.js';
import { media } from './media.mr.errors.js';
import { meetingRooms } from './meeting-rooms.mr.errors.js';
import { notices } from './notices.mr.errors.js';
import { notifications } from './notifications.mr.errors.js';
import { papers } from './papers.mr.errors.js';
import { platform } from './platform.mr.errors.js';
import { privacy } from './privacy.mr.errors.js';
import { audit } from './audit.mr.errors.js';
import { grievances } from './grievances.mr.errors.js';
import { questionBank } from './question-bank.mr.errors.js';
import { questionExchange } from './question-exchange.mr.errors.js';
import { questionImport } from './question-import.mr.errors.js';
import { recordings } from './recordings.mr.errors.js';
import { reports } from './reports.mr.errors.js';
import { signIn } from './sign-in.mr.errors.js';
import { sync } from './sync.mr.errors.js';
import { consent } from './consent.mr.errors.js';

/** The modules' refusals in mr: the namespaces of `module-errors.en.ts`, translated. */
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
