import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The profile's "Grievances" card: raising a grievance about one's data, and following it (English). */
export const grievancesStrings = {
  grievances: {
    title: 'Raise a grievance',
    intro:
      'If you are unhappy with how ESC+ or your school handles your data (or your child’s), tell the grievance officer. You get a reference number, and an answer within {{days}} days.',
    about: 'About whose data',
    aboutMe: 'My own',
    subject: 'Subject',
    details: 'What happened, and what you would like done',
    send: 'Send the grievance',
    sent: 'Your grievance {{reference}} is sent. The answer is due by {{date}}.',
    failed: 'We could not send the grievance. Please try again.',
    required: 'Please fill this in.',
    reachesSchool: 'It reaches {{name}} ({{contact}}), your school’s grievance officer.',
    reachesSchoolAdmins: 'It reaches your school’s administrators, who answer grievances for the school.',
    reachesPlatform: 'It reaches {{name}}, the grievance officer of ESC+.',
    reachesPlatformContact: 'It reaches {{name}} ({{contact}}), the grievance officer of ESC+.',
    listTitle: 'Your grievances',
    none: 'You have not raised any grievance.',
    loadError: 'We could not load your grievances.',
    reference: 'Reference {{reference}}',
    raisedOn: 'Raised on {{date}} about {{name}}’s data',
    dueBy: 'Answer due by {{date}}',
    overdue: 'The answer is late: it was due by {{date}}.',
    answer: 'Answer',
    state: {
      open: 'Open',
      answered: 'Answered',
      closed: 'Closed',
    },
  },
};
export type GrievancesStrings = typeof grievancesStrings;

registerStrings(grievancesStrings, import.meta.glob<CatalogueModule>('./grievances.*.strings.ts'));
