import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The school admin's grievance officer and the grievances they answer (English). */
export const schoolGrievancesStrings = {
  schoolGrievances: {
    title: 'Grievances',
    intro:
      'People of your school raise grievances about how their data is handled. Answer each by its due date; the person is told in their language.',
    officerName: 'Grievance officer’s name',
    officerContact: 'Grievance officer’s e-mail or phone',
    officerHint: 'Shown to your school’s people with every grievance. Until you name one, the school’s admins answer.',
    saveOfficer: 'Save the grievance officer',
    officerSaved: 'The grievance officer is saved.',
    officerFailed: 'We could not save the grievance officer. Please try again.',
    required: 'Please fill this in.',
    loadError: 'We could not load the grievances.',
    none: 'No grievance has been raised.',
    heading: '{{reference}}: {{subject}}',
    raisedBy: 'About {{name}}’s data, raised on {{date}}',
    dueBy: 'Answer due by {{date}}',
    overdue: 'Late: the answer was due by {{date}}.',
    answerLabel: 'Your answer to {{reference}}',
    sendAnswer: 'Send the answer',
    answered: 'The answer is sent.',
    close: 'Close the grievance',
    closed: 'The grievance is closed.',
    actionFailed: 'We could not do this. Please try again.',
    state: {
      open: 'Open',
      answered: 'Answered',
      closed: 'Closed',
    },
  },
};
export type SchoolGrievancesStrings = typeof schoolGrievancesStrings;

registerStrings(schoolGrievancesStrings, import.meta.glob<CatalogueModule>('./school-grievances.*.strings.ts'));
