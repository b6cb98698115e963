// BigBlueButton answers every API call in XML (API reference, "API Calls"): flat elements under
// <response>, and for getRecordings a list of <recording> blocks. No XML library is installed; these
// answers need only an element's text, read here without evaluating anything (no entities beyond the
// five predefined, no DTD), which is all a reply of a documented shape holds.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decoded(text: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(text);
  if (cdata) return cdata[1]!;
  return text
    .replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ENTITIES[name]!)
    .replace(/&#(\d{1,7});/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-fA-F]{1,6});/g, (_m, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .trim();
}

/** The inner XML of every <tag> element (not nested in one of its own kind), in order. */
export function xmlBlocks(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>|<${tag}(?:\\s[^>]*)?/>`, 'g');
  return [...xml.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The text of the first <tag> element, or null when there is none. */
export function xmlText(xml: string, tag: string): string | null {
  const [first] = xmlBlocks(xml, tag);
  return first === undefined ? null : decoded(first);
}

/** An answer's returncode, messageKey and message. */
export function bbbOutcome(xml: string): { ok: boolean; messageKey: string | null; message: string | null } {
  return {
    ok: xmlText(xml, 'returncode') === 'SUCCESS',
    messageKey: xmlText(xml, 'messageKey'),
    message: xmlText(xml, 'message'),
  };
}

/** One recording of a getRecordings answer. */
export interface BbbRecording {
  recordId: string;
  meetingId: string;
  startMs: number | null;
  endMs: number | null;
  /** The playback formats (presentation, video, podcast...) with their URL and length in minutes. */
  formats: { type: string; url: string; lengthMinutes: number | null }[];
}

const wholeOrNull = (text: string | null) => (text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null);

export function bbbRecordings(xml: string): BbbRecording[] {
  const [list] = xmlBlocks(xml, 'recordings');
  if (list === undefined) return [];
  return xmlBlocks(list, 'recording').map((block) => {
    const [playback] = xmlBlocks(block, 'playback');
    return {
      recordId: xmlText(block, 'recordID') ?? '',
      meetingId: xmlText(block, 'meetingID') ?? '',
      startMs: wholeOrNull(xmlText(block, 'startTime')),
      endMs: wholeOrNull(xmlText(block, 'endTime')),
      formats: xmlBlocks(playback ?? '', 'format').map((format) => ({
        type: xmlText(format, 'type') ?? '',
        url: xmlText(format, 'url') ?? '',
        lengthMinutes: wholeOrNull(xmlText(format, 'length')),
      })),
    };
  });
}
