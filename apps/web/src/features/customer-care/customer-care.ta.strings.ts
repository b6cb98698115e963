import type { Catalogue } from '../../lib/catalogue';
import type { CustomerCareStrings } from './customer-care.strings';

const ta: Catalogue<CustomerCareStrings> = {
  customerCare: {
    title: 'வாடிக்கையாளர் சேவை',
    intro: 'உங்கள் கணக்கு, தொகுப்புகள் அல்லது ESC+ பற்றிக் கேள்விகளா? உதவ எங்கள் குழு உள்ளது.',
    introSchool: '{{school}} இல் உங்கள் கணக்கு அல்லது ESC+ பற்றிக் கேள்விகளா? உதவ எங்கள் குழு உள்ளது.',
    introNoSchool: 'உங்கள் கணக்கு இன்னும் எந்தப் பள்ளியுடனும் இணைக்கப்படவில்லை. தொடங்க எங்கள் குழு உதவும்.',
    emailLabel: 'மின்னஞ்சல்',
    phoneLabel: 'தொலைபேசி',
    hours: 'திங்கள் முதல் சனி வரை, IST 9:00 முதல் 18:00 வரை பதிலளிக்கிறோம்.',
    grievanceLink: 'உங்கள் அல்லது உங்கள் குழந்தையின் தரவு கையாளப்படும் விதத்தில் மனநிறைவு இல்லையா? புகார் அளிக்கவும்',
  },
};
export default ta;
