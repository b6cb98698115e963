import type { Catalogue } from '../catalogue-types.js';
import type { http as english } from './http.errors.js';

export const http: Catalogue<typeof english> = {
  invalidDay: {
    message: '{{field}}: हा वैध दिवस नाही.',
    field: 'वैध दिवस नाही',
  },
  nulText: {
    message: 'मजकुरात शून्य अक्षर (युनिकोड 0000) असू शकत नाही.',
    field: 'यात शून्य अक्षर (युनिकोड 0000) नसावे',
  },
  noSuch: {
    section: 'ही तुकडी आढळत नाही.',
    school: 'ही शाळा आढळत नाही.',
    class: 'ही इयत्ता आढळत नाही.',
    board: 'हे बोर्ड आढळत नाही.',
    subject: 'हा विषय आढळत नाही.',
    learnList: 'ही अभ्यास-यादी आढळत नाही.',
    assignment: 'दिलेला हा गृहपाठ किंवा चाचणी आढळत नाही.',
    handin: 'हे जमा केलेले काम आढळत नाही.',
    lecture: 'हे व्याख्यान आढळत नाही.',
    liveClass: 'हा लाइव्ह वर्ग आढळत नाही.',
    recordedLecture: 'हे रेकॉर्ड केलेले व्याख्यान आढळत नाही.',
    attempt: 'हा प्रयत्न आढळत नाही.',
    paper: 'ही प्रश्नपत्रिका आढळत नाही.',
    question: 'हा प्रश्न आढळत नाही.',
    notice: 'ही सूचना आढळत नाही.',
    syllabusNode: 'अभ्यासक्रमाचा हा भाग आढळत नाही.',
    olympiadEnrollment: 'ऑलिम्पियाडची ही नोंदणी आढळत नाही.',
    package: 'हे पॅकेज आढळत नाही.',
    payment: 'हे पेमेंट आढळत नाही.',
    invoice: 'हे बीजक आढळत नाही.',
    file: 'ही फाइल आढळत नाही.',
    video: 'हा व्हिडिओ आढळत नाही.',
    doubt: 'ही शंका आढळत नाही.',
    content: 'हा आशय आढळत नाही.',
    report: 'हा अहवाल आढळत नाही.',
    thing: '{{what}}: आढळत नाही.',
  },
};
