import type { Catalogue } from '../catalogue-types.js';
import type { sync as english } from './sync.errors.js';

export const sync: Catalogue<typeof english> = {
  notSyncable:
    'हा बदल एकत्र पाठवलेल्या बदलांमध्ये पाठवता येत नाही: फक्त आउटबॉक्समधील बदल (प्रगती, उत्तरे, हजेरी, बुकमार्क, गृहपाठातील पूर्ण केलेले भाग, सूचना आणि नोटिफिकेशन वाचल्याची नोंद) पाठवता येतात.',
  notMade: 'हा बदल करता आला नाही.',
  notSaved: 'जतन झाले नाही.',
};
