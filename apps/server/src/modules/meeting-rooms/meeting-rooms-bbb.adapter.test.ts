import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBbbStandIn, type BbbStandIn } from '../../test/bbb-stand-in.js';
import { bbbRecordings } from './bbb-xml.js';
import { bbbChecksum, createBbbRooms } from './meeting-rooms-bbb.js';

// The BigBlueButton adapter on its own, against the API reference's example and a stand-in server
// configured for SHA-256 (BBB_CHECKSUM_ALGORITHM), as a server with supportedChecksumAlgorithms=sha256 is.

const SECRET = 'adapter-test-shared-secret';
let bbb: BbbStandIn;

beforeAll(async () => {
  bbb = await startBbbStandIn(SECRET, 'sha256');
});
afterAll(() => bbb.close());

const log = { warn: () => undefined };
const room = {
  sch_id: 1,
  title: 'Motion',
  start_at: '2026-11-25T05:30:00.000Z',
  duration_minutes: 45,
  room_link: '',
  room_ref: 'esc-adapter-room',
};

describe('the BigBlueButton adapter', () => {
  it('signs the API reference’s create example with its documented SHA-1 checksum', () => {
    const query = 'name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444';
    expect(bbbChecksum('sha1', 'create', query, '639259d4-9dd8-4b25-bf01-95f9567eaf4b')).toBe(
      '1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17',
    );
  });

  it('makes SHA-256 checksums the server accepts, and no callbacks without PUBLIC_URL', async () => {
    const rooms = createBbbRooms(
      { apiUrl: bbb.apiUrl, sharedSecret: SECRET, checksumAlgorithm: 'sha256', callbackBaseUrl: null },
      { log },
    );
    const url = await rooms.joinUrl(room, {
      uuid: '11111111-1111-4111-8111-111111111111',
      name: 'Asha Rao',
      role: 'attendee',
    });
    expect(new URL(url).searchParams.get('checksum')).toMatch(/^[0-9a-f]{64}$/);
    expect((await bbb.open(url)).body).toContain('successfullyJoined');
    const create = bbb.calls.find((c) => c.call === 'create')!;
    expect(create.checksumOk).toBe(true);
    expect([...create.params.keys()].filter((k) => k.startsWith('meta_'))).toEqual([]);
    expect(await rooms.isMeetingRunning('esc-adapter-room')).toBe(true);
    await rooms.end(room);
    expect(await rooms.isMeetingRunning('esc-adapter-room')).toBe(false);
    // A meeting already over: BigBlueButton's notFound is nothing to end.
    await expect(rooms.end(room)).resolves.toBeUndefined();
  });

  it('is refused by the server with a wrong secret, and answers 503 when the server cannot be reached', async () => {
    const wrong = createBbbRooms(
      { apiUrl: bbb.apiUrl, sharedSecret: 'wrong', checksumAlgorithm: 'sha256', callbackBaseUrl: null },
      { log },
    );
    await expect(wrong.joinUrl(room, { uuid: 'u', name: 'x', role: 'attendee' })).rejects.toMatchObject({
      statusCode: 503,
    });
    const gone = createBbbRooms(
      {
        apiUrl: 'http://127.0.0.1:9/bigbluebutton/api',
        sharedSecret: SECRET,
        checksumAlgorithm: 'sha1',
        callbackBaseUrl: null,
      },
      { log },
    );
    await expect(gone.isMeetingRunning('x')).rejects.toMatchObject({ statusCode: 503 });
  });

  it('reads getRecordings’ documented answer: ids, times and each playback format', async () => {
    bbb.recordings.push({
      recordId: 'ffbfc4cc-1530718721124',
      meetingId: 'c637ba21',
      startTime: 1530718721124,
      endTime: 1530718810456,
      playbackUrl:
        'https://demo.bigbluebutton.org/playback/presentation/2.0/playback.html?meetingId=ffbfc4cc-1530718721124',
    });
    const rooms = createBbbRooms(
      { apiUrl: bbb.apiUrl, sharedSecret: SECRET, checksumAlgorithm: 'sha256', callbackBaseUrl: null },
      { log },
    );
    const [found] = await rooms.recordings({ meetingId: 'c637ba21' });
    expect(found).toEqual({
      recordId: 'ffbfc4cc-1530718721124',
      meetingId: 'c637ba21',
      startMs: 1530718721124,
      endMs: 1530718810456,
      formats: [
        {
          type: 'podcast',
          url: 'https://demo.bigbluebutton.org/podcast/ffbfc4cc-1530718721124/audio.ogg',
          lengthMinutes: 0,
        },
        {
          type: 'presentation',
          url: 'https://demo.bigbluebutton.org/playback/presentation/2.0/playback.html?meetingId=ffbfc4cc-1530718721124',
          lengthMinutes: 33,
        },
      ],
    });
    expect(bbbRecordings('<response><returncode>SUCCESS</returncode><recordings></recordings></response>')).toEqual([]);
  });
});
