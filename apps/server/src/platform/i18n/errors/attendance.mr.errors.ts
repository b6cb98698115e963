import type { Catalogue } from '../catalogue-types.js';
import type { attendance as english } from './attendance.errors.js';

export const attendance: Catalogue<typeof english> = {
  saveRegisterFirst: 'आधी हजेरीपट जतन करा: ही सूचना हजेरीपटात गैरहजर नोंदलेल्या विद्यार्थ्यांच्या पालकांना जाते.',
  registerClosed:
    '{{date, day}} चा हजेरीपट आता बदलता येणार नाही: हजेरीपट त्याच दिवशी भरला आणि बदलला जातो, आणि आज {{today, day}} आहे.',
  noticeNotToday:
    '{{date, day}} साठी गैरहजेरीची सूचना पाठवता येणार नाही: ही सूचना हजेरीपटाच्या दिवशीच जाते, आणि आज {{today, day}} आहे.',
  markIdReused: 'हा बदल आधीच दुसऱ्या हजेरीपटात जतन झाला आहे. कृपया हजेरीपट पुन्हा जतन करा.',
};
