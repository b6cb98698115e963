import { access } from './access.bn.errors.js';
import { attempts } from './attempts.bn.errors.js';
import { attendance } from './attendance.bn.errors.js';
import { auth } from './auth.bn.errors.js';
import { catalogue } from './catalogue.bn.errors.js';
import { commerce } from './commerce.bn.errors.js';
import { content } from './content.bn.errors.js';
import { doubts } from './doubts.bn.errors.js';
import { handins } from './handins.bn.errors.js';
import { homework } from './homework.bn.errors.js';
import { http } from './http.bn.errors.js';
import { identity } from './identity.bn.errors.js';
import { institutes } from './institutes.bn.errors.js';
import { learning } from './learning.bn.errors.js';
import { learnlists } from './learnlists.bn.errors.js';
import { liveClasses } from './live-classes.bn.errors.js';
import { media } from './media.bn.errors.js';
import { meetingRooms } from './meeting-rooms.bn.errors.js';
import { notices } from './notices.bn.errors.js';
import { notifications } from './notifications.bn.errors.js';
import { papers } from './papers.bn.errors.js';
import { platform } from './platform.bn.errors.js';
import { privacy } from './privacy.bn.errors.js';
import { audit } from './audit.bn.errors.js';
import { grievances } from './grievances.bn.errors.js';
import { questionBank } from './question-bank.bn.errors.js';
import { questionExchange } from './question-exchange.bn.errors.js';
import { questionImport } from './question-import.bn.errors.js';
import { recordings } from './recordings.bn.errors.js';
import { reports } from './reports.bn.errors.js';
import { signIn } from './sign-in.bn.errors.js';
import { sync } from './sync.bn.errors.js';
import { consent } from './consent.bn.errors.js';

/** The modules' refusals in bn: the namespaces of `module-errors.en.ts`, translated. */
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
