import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for a BigBlueButton server's API (the real one cannot be reached from here). It
// checks every call's checksum as bbb-web's ApiController does (the digest of the call name, the query
// string without its checksum parameter, and the shared secret) and answers the XML the API reference
// publishes for create, join (with redirect=false's answer), end, isMeetingRunning and getRecordings.

export interface BbbCall {
  call: string;
  params: URLSearchParams;
  checksumOk: boolean;
}

export interface BbbRecordingFixture {
  recordId: string;
  meetingId: string;
  startTime: number;
  endTime: number;
  playbackUrl: string;
  /**
   * The formats published so far, each with its URL and length in minutes; by default the reference's
   * example (podcast, and presentation at playbackUrl). BigBlueButton publishes each format on its own.
   */
  formats?: { type: string; url: string; length: number }[];
}

export interface BbbStandIn {
  /** The API endpoint, …/bigbluebutton/api. */
  apiUrl: string;
  calls: BbbCall[];
  running: Set<string>;
  recordings: BbbRecordingFixture[];
  /** GETs a URL this server made (a join URL handed to a person) and answers what BigBlueButton would. */
  open(url: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const xml = (inner: string) => `<response>\n  ${inner}\n</response>`;
const failed = (key: string, message: string) =>
  xml(`<returncode>FAILED</returncode>\n  <messageKey>${key}</messageKey>\n  <message>${message}</message>`);

export async function startBbbStandIn(
  secret: string,
  algorithm: 'sha1' | 'sha256' | 'sha384' | 'sha512' = 'sha1',
): Promise<BbbStandIn> {
  const calls: BbbCall[] = [];
  const meetings = new Set<string>();
  const running = new Set<string>();
  const recordings: BbbRecordingFixture[] = [];

  function answer(call: string, params: URLSearchParams): string {
    const meetingId = params.get('meetingID') ?? '';
    switch (call) {
      case 'create': {
        const existed = meetings.has(meetingId);
        meetings.add(meetingId);
        return xml(
          [
            '<returncode>SUCCESS</returncode>',
            `<meetingID>${meetingId}</meetingID>`,
            '<internalMeetingID>640ab2bae07bedc4c163f679a746f7ab7fb5d1fa-1531155809613</internalMeetingID>',
            '<parentMeetingID>bbb-none</parentMeetingID>',
            `<attendeePW>${params.get('attendeePW') ?? ''}</attendeePW>`,
            `<moderatorPW>${params.get('moderatorPW') ?? ''}</moderatorPW>`,
            '<createTime>1531155809613</createTime>',
            '<voiceBridge>70757</voiceBridge>',
            '<dialNumber>613-555-1234</dialNumber>',
            '<createDate>Mon Jul 09 17:03:29 UTC 2018</createDate>',
            '<hasUserJoined>false</hasUserJoined>',
            '<duration>0</duration>',
            '<hasBeenForciblyEnded>false</hasBeenForciblyEnded>',
            existed
              ? '<messageKey>duplicateWarning</messageKey>\n  <message>This conference was already in existence and may currently be in progress.</message>'
              : '<messageKey></messageKey>\n  <message></message>',
          ].join('\n  '),
        );
      }
      case 'join':
        if (!meetings.has(meetingId))
          return failed(
            'invalidMeetingIdentifier',
            'The meeting ID that you supplied did not match any existing meetings',
          );
        running.add(meetingId);
        return xml(
          [
            '<returncode>SUCCESS</returncode>',
            '<messageKey>successfullyJoined</messageKey>',
            '<message>You have joined successfully.</message>',
            '<meeting_id>640ab2bae07bedc4c163f679a746f7ab7fb5d1fa-1531155809613</meeting_id>',
            '<user_id>w_euxnssffnsbs</user_id>',
            '<auth_token>14mm5y3eurjw</auth_token>',
            '<session_token>ai1wqj8wb6s7rnk0</session_token>',
            '<url>https://yourserver.com/client/BigBlueButton.html?sessionToken=ai1wqj8wb6s7rnk0</url>',
          ].join('\n  '),
        );
      case 'end':
        if (!meetings.has(meetingId))
          return failed(
            'notFound',
            'We could not find a meeting with that meeting ID - perhaps the meeting is not yet running?',
          );
        running.delete(meetingId);
        meetings.delete(meetingId);
        return xml(
          '<returncode>SUCCESS</returncode>\n  <messageKey>sentEndMeetingRequest</messageKey>\n  <message>A request to end the meeting was sent.  Please wait a few seconds, and then use the getMeetingInfo or isMeetingRunning API calls to verify that it was ended</message>',
        );
      case 'isMeetingRunning':
        return xml(`<returncode>SUCCESS</returncode>\n  <running>${running.has(meetingId)}</running>`);
      case 'getRecordings': {
        const wanted = params.get('recordID') ?? params.get('meetingID') ?? '';
        const found = recordings.filter((r) => r.recordId === wanted || r.meetingId === wanted);
        if (found.length === 0) {
          return xml(
            '<returncode>SUCCESS</returncode>\n  <recordings></recordings>\n  <messageKey>noRecordings</messageKey>\n  <message>There are no recordings for the meeting(s).</message>',
          );
        }
        return xml(`<returncode>SUCCESS</returncode>\n  <recordings>${found.map(recordingXml).join('')}</recordings>`);
      }
      default:
        return failed('unsupportedRequest', 'This request is not supported.');
    }
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const call = url.pathname.replace(/^\/bigbluebutton\/api\/?/, '');
    const raw = url.search.replace(/^\?/, '');
    const given = url.searchParams.get('checksum') ?? '';
    const unsigned = raw
      .split('&')
      .filter((part) => !part.startsWith('checksum='))
      .join('&');
    const checksumOk = createHash(algorithm).update(`${call}${unsigned}${secret}`).digest('hex') === given;
    calls.push({ call, params: url.searchParams, checksumOk });
    response.setHeader('content-type', 'text/xml;charset=utf-8');
    response.end(checksumOk ? answer(call, url.searchParams) : failed('checksumError', 'Checksums do not match'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/bigbluebutton/api`,
    calls,
    running,
    recordings,
    async open(url) {
      const res = await fetch(url);
      return { status: res.status, body: await res.text() };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One <recording> of the API reference's getRecordings example, with this fixture's ids. */
function recordingXml(r: BbbRecordingFixture): string {
  return `
      <recording>
         <recordID>${r.recordId}</recordID>
         <meetingID>${r.meetingId}</meetingID>
         <internalMeetingID>${r.recordId}</internalMeetingID>
         <name>Fred's Room</name>
         <isBreakout>false</isBreakout>
         <published>true</published>
         <state>published</state>
         <startTime>${r.startTime}</startTime>
         <endTime>${r.endTime}</endTime>
         <participants>3</participants>
         <metadata>
            <isBreakout>false</isBreakout>
            <meetingName>Fred's Room</meetingName>
            <gl-listed>false</gl-listed>
            <meetingId>${r.meetingId}</meetingId>
         </metadata>
         <playback>${formatsOf(r).map(formatXml).join('')}
         </playback>
      </recording>`;
}

const formatsOf = (r: BbbRecordingFixture) =>
  r.formats ?? [
    { type: 'podcast', url: `https://demo.bigbluebutton.org/podcast/${r.recordId}/audio.ogg`, length: 0 },
    { type: 'presentation', url: r.playbackUrl, length: 33 },
  ];

function formatXml(f: { type: string; url: string; length: number }): string {
  return `
            <format>
               <type>${f.type}</type>
               <url>${f.url}</url>
               <processingTime>7177</processingTime>
               <length>${f.length}</length>
            </format>`;
}
