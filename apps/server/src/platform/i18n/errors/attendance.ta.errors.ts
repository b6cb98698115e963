import type { Catalogue } from '../catalogue-types.js';
import type { attendance as english } from './attendance.errors.js';

export const attendance: Catalogue<typeof english> = {
  saveRegisterFirst:
    'முதலில் வருகைப் பதிவேட்டைச் சேமிக்கவும்: இந்த அறிவிப்பு பதிவேட்டில் வரவில்லை எனக் குறிக்கப்பட்ட மாணவர்களின் பெற்றோருக்குச் செல்லும்.',
  registerClosed:
    '{{date, day}} வருகைப் பதிவேட்டை இப்போது மாற்ற முடியாது: பதிவேடு அதே நாளில் மட்டுமே குறிக்கப்பட்டு மாற்றப்படும், இன்று {{today, day}}.',
  noticeNotToday:
    '{{date, day}} க்கு வருகையின்மை அறிவிப்பு அனுப்ப முடியாது: இந்த அறிவிப்பு பதிவேட்டின் அதே நாளில் மட்டுமே செல்லும், இன்று {{today, day}}.',
  markIdReused: 'இந்த மாற்றம் ஏற்கெனவே வேறொரு பதிவேட்டில் சேமிக்கப்பட்டது. பதிவேட்டை மீண்டும் சேமிக்கவும்.',
};
