import type { Catalogue } from '../../lib/catalogue';
import type { SchoolGrievancesStrings } from './school-grievances.strings';

const ta: Catalogue<SchoolGrievancesStrings> = {
  schoolGrievances: {
    title: 'புகார்கள்',
    intro:
      'உங்கள் பள்ளியின் மக்கள் தங்கள் தரவு கையாளப்படும் விதம் பற்றிப் புகார் அளிக்கின்றனர். ஒவ்வொன்றுக்கும் அதன் கெடுநாளுக்குள் பதிலளியுங்கள்; அந்த நபருக்கு அவரது மொழியில் தெரிவிக்கப்படும்.',
    officerName: 'குறைதீர் அலுவலரின் பெயர்',
    officerContact: 'குறைதீர் அலுவலரின் மின்னஞ்சல் அல்லது தொலைபேசி',
    officerHint:
      'ஒவ்வொரு புகாருடனும் உங்கள் பள்ளியின் மக்களுக்குக் காட்டப்படும். நீங்கள் ஒருவரை நியமிக்கும் வரை பள்ளி நிர்வாகிகள் பதிலளிப்பார்கள்.',
    saveOfficer: 'குறைதீர் அலுவலரைச் சேமி',
    officerSaved: 'குறைதீர் அலுவலர் சேமிக்கப்பட்டார்.',
    officerFailed: 'குறைதீர் அலுவலரைச் சேமிக்க முடியவில்லை. மீண்டும் முயலவும்.',
    required: 'இதை நிரப்பவும்.',
    loadError: 'புகார்களை ஏற்ற முடியவில்லை.',
    none: 'எந்தப் புகாரும் அளிக்கப்படவில்லை.',
    heading: '{{reference}}: {{subject}}',
    raisedBy: '{{name}} அவர்களின் தரவு பற்றி, {{date}} அன்று அளிக்கப்பட்டது',
    dueBy: 'பதில் {{date}}-க்குள்',
    overdue: 'தாமதம்: பதில் {{date}}-க்குள் வர வேண்டியது.',
    answerLabel: '{{reference}}-க்கு உங்கள் பதில்',
    sendAnswer: 'பதிலை அனுப்பு',
    answered: 'பதில் அனுப்பப்பட்டது.',
    close: 'புகாரை மூடு',
    closed: 'புகார் மூடப்பட்டது.',
    actionFailed: 'இதைச் செய்ய முடியவில்லை. மீண்டும் முயலவும்.',
    state: {
      open: 'திறந்துள்ளது',
      answered: 'பதிலளிக்கப்பட்டது',
      closed: 'மூடப்பட்டது',
    },
  },
};
export default ta;
