import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkSourcesStrings } from './homework-sources.strings';

const ta: Catalogue<HomeworkSourcesStrings> = {
  teachSources: {
    questionsOf: '{{name}} கேள்விகள்',
    questionsError: 'கேள்விகளை ஏற்ற முடியவில்லை.',
    noQuestions: 'இந்தத் தலைப்புக்கு இன்னும் கேள்விகள் இல்லை.',
    questionNumbered: 'கேள்வி {{id}}',
    questionKind: 'கேள்வி',
    papers: 'தேர்வு வினாத்தாள்கள்',
    papersError: 'உங்கள் வினாத்தாள்களை ஏற்ற முடியவில்லை.',
    noPapers: 'இன்னும் வினாத்தாள்கள் இல்லை.',
    paperDetail: 'தேர்வு வினாத்தாள் · {{count}} கேள்விகள் · {{minutes}} நிமி',
    recordings: 'பதிவுசெய்த வகுப்புகள்',
    recordingsError: 'பதிவுசெய்த வகுப்புகளை ஏற்ற முடியவில்லை.',
    noRecordings: 'இன்னும் பதிவுசெய்த வகுப்புகள் இல்லை.',
    recordingDetail: 'பதிவுசெய்த வகுப்பு · {{day}} · {{title}}',
  },
};
export default ta;
